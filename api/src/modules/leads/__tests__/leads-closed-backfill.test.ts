import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';

import { withTestDatabase } from '../../../test-support/index.js';
import { LeadModel } from '../lead.model.js';
import { backfillClosedDeals } from '../leads.closed-backfill.js';

withTestDatabase();

const at = (iso: string) => new Date(iso);

/** A lead as stored before closedAt and firstContactAt existed (written raw, past every hook). */
async function oldLead(fields: Record<string, unknown>): Promise<Types.ObjectId> {
  const _id = new Types.ObjectId();
  await LeadModel.collection.insertOne({
    _id,
    userId: new Types.ObjectId(),
    name: 'Old lead',
    source: 'website',
    score: 10,
    notes: [],
    sortKey: `k-${_id.toHexString()}`,
    createdAt: at('2030-01-01T10:00:00Z'),
    updatedAt: at('2030-03-01T10:00:00Z'),
    ...fields,
  });
  return _id;
}

describe('closedAt / firstContactAt backfill', () => {
  it('dates old Closed Won leads by their last move to closed, derives first contact, leaves others alone, and is idempotent', async () => {
    const reclosed = await oldLead({
      stage: 'closed',
      activities: [
        { type: 'created', at: at('2030-01-01T10:00:00Z'), to: 'new' },
        { type: 'note', at: at('2030-01-03T09:00:00Z'), text: 'Called' },
        { type: 'stage', at: at('2030-01-10T12:00:00Z'), from: 'offer', to: 'closed' },
        { type: 'stage', at: at('2030-01-20T12:00:00Z'), from: 'closed', to: 'offer' },
        { type: 'stage', at: at('2030-02-05T08:30:00Z'), from: 'offer', to: 'closed' },
      ],
    });
    const noHistory = await oldLead({ stage: 'closed', activities: [{ type: 'updated', at: at('2030-01-02T00:00:00Z'), text: 'email' }] });
    const open = await oldLead({ stage: 'offer', activities: [{ type: 'stage', at: at('2030-01-04T00:00:00Z'), from: 'new', to: 'offer' }] });
    const alreadyDated = await oldLead({
      stage: 'closed',
      closedAt: at('2030-02-28T00:00:00Z'),
      firstContactAt: null,
      activities: [{ type: 'stage', at: at('2030-01-09T00:00:00Z'), to: 'closed' }],
    });

    expect(await backfillClosedDeals()).toBe(3);
    const get = async (id: Types.ObjectId) => (await LeadModel.collection.findOne({ _id: id }))!;

    expect((await get(reclosed)).closedAt).toEqual(at('2030-02-05T08:30:00Z'));
    expect((await get(reclosed)).firstContactAt).toEqual(at('2030-01-03T09:00:00Z'));
    expect((await get(reclosed)).updatedAt).toEqual(at('2030-03-01T10:00:00Z'));
    // No recorded move to closed: when it was last changed.
    expect((await get(noHistory)).closedAt).toEqual(at('2030-03-01T10:00:00Z'));
    expect((await get(noHistory)).firstContactAt).toBeNull();
    expect((await get(open)).closedAt).toBeUndefined();
    expect((await get(open)).firstContactAt).toEqual(at('2030-01-04T00:00:00Z'));
    expect((await get(alreadyDated)).closedAt).toEqual(at('2030-02-28T00:00:00Z'));

    expect(await backfillClosedDeals()).toBe(0);
    expect((await get(reclosed)).closedAt).toEqual(at('2030-02-05T08:30:00Z'));
  });
});
