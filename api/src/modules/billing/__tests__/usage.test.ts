import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';

import { withTestDatabase } from '../../../test-support/index.js';
import { billableMinutes, pendingUsageMillicents, recordCallUsage, recordUsage } from '../usage.service.js';
import { UsageRecordModel } from '../usage-record.model.js';

withTestDatabase();

describe('usage records', () => {
  it('bills voice per started minute', () => {
    expect([0, 1, 59, 60, 61, 600].map(billableMinutes)).toEqual([0, 1, 1, 1, 2, 10]);
  });

  it('prices a record in millicents when it is recorded, once per source id', async () => {
    const userId = String(new Types.ObjectId());
    const port = await recordUsage({ userId, kind: 'number_porting', quantity: 1, sourceId: 'port-1' });
    expect(port).toMatchObject({ unitMillicents: 2_500_000, amountMillicents: 2_500_000 });
    await recordUsage({ userId, kind: 'phone_number_month', quantity: 1, sourceId: 'PN1:2030-01' });
    await recordUsage({ userId, kind: 'phone_number_month', quantity: 1, sourceId: 'PN1:2030-01' });
    expect(await UsageRecordModel.countDocuments({ userId })).toBe(2);
    expect(await pendingUsageMillicents(userId)).toBe(2_600_000);
    await expect(recordUsage({ userId, kind: 'sms_inbound', quantity: -1, sourceId: 'x' })).rejects.toThrow(/quantity/);
  });

  it('records a call as direction minutes plus AI and transcription minutes', async () => {
    const userId = String(new Types.ObjectId());
    const records = await recordCallUsage({ userId, callId: 'CA1', direction: 'inbound', durationSeconds: 125, aiAssistant: true, transcribed: true });
    expect(records.map((r) => [r.kind, r.quantity, r.amountMillicents])).toEqual([
      ['voice_inbound_minute', 3, 2_550],
      ['ai_assistant_minute', 3, 30_000],
      ['transcription_minute', 3, 10_500],
    ]);
    await recordCallUsage({ userId, callId: 'CA1', direction: 'inbound', durationSeconds: 125, aiAssistant: true, transcribed: true });
    expect(await UsageRecordModel.countDocuments({ userId })).toBe(3);
  });
});
