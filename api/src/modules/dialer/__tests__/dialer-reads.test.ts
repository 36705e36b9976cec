import mongoose from 'mongoose';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { withTestDatabase } from '../../../test-support/index.js';
import { type CallList, CallListModel } from '../../campaigns/call-list.model.js';
import { withPhoneApp } from '../../numbers/__tests__/phone-fixture.js';
import { backfillDialStates } from '../dial-state.backfill.js';
import { dialTick, setDialerClock, systemClock } from '../dialer.service.js';
import { readDueBatch } from '../dialer-batch.js';
import { agentWithCampaign, contactsOf, finishCall, markDialing, skipsOf } from './dialer-fixture.js';

withTestDatabase();
const fixture = withPhoneApp();
// 13:30 UTC on a Monday: 8:30 am in New York, 5:30 am in Los Angeles.
const MORNING_ET = new Date('2026-03-02T13:30:00Z');
const NOON_ET = new Date('2026-03-02T17:00:00Z');
const callsTo = (agentNumber: string) => fixture.platform.calls.filter((c) => c.from === agentNumber);
const contactsColl = () => mongoose.connection.collection('call_list_contacts');

beforeEach(() => setDialerClock(() => MORNING_ET));
afterAll(() => setDialerClock(systemClock));

describe('the dialer reads only the next due contacts', () => {
  it('moves skipped contacts out of its reads: quiet hours to their morning, no consent until consent is added', async () => {
    const { listId, phoneNumber, agent } = await agentWithCampaign(fixture, [
      { name: 'Lou Angeles', phone: '(310) 555-0201' },
      { name: 'Ned Consent', phone: '(212) 555-0202', consent: false },
      { name: 'Nia York', phone: '(212) 555-0203' },
    ]);
    await markDialing(listId);
    expect(await dialTick(listId, null, MORNING_ET)).toBe(1);
    const list = (await CallListModel.findById(listId).lean<CallList>())!;
    const [lou, ned] = await contactsOf(listId);
    // Los Angeles waits for 8 am there (16:00 UTC); no consent is off until an edit; nothing is due now.
    expect(lou).toMatchObject({ dialState: 'due', nextDialAt: new Date('2026-03-02T16:00:00Z'), lastSkipReason: 'quiet-hours' });
    expect(ned).toMatchObject({ dialState: 'off', lastSkipReason: 'no-consent' });
    expect(await readDueBatch(list._id, new Date('2026-03-02T15:59:00Z'), 50)).toEqual([]);
    // Consent added on the contact: due again, decided and called at the next pass; its skip is not recorded twice.
    await agent
      .put(`/api/call-list-contacts/${String(ned!._id)}`)
      .send({ consent: { method: 'verbal', source: 'Said yes on the phone' } })
      .expect(200);
    expect((await contactsOf(listId))[1]).toMatchObject({ dialState: 'due' });
    await finishCall(fixture, callsTo(phoneNumber)[0]!, 'completed', 60);
    expect(await dialTick(listId, null, new Date('2026-03-02T14:00:00Z'))).toBe(1);
    expect(callsTo(phoneNumber).map((c) => c.to)).toEqual(['+12125550203', '+12125550202']);
    expect((await skipsOf(listId)).map((s) => s.reason).sort()).toEqual(['no-consent', 'quiet-hours']);
    // The dialer's next run is a minute on (calls under way), and Los Angeles is called at its morning.
    await finishCall(fixture, callsTo(phoneNumber)[1]!, 'completed', 60);
    expect(await dialTick(listId, null, new Date('2026-03-02T16:00:00Z'))).toBe(1);
    expect(callsTo(phoneNumber).map((c) => c.to)).toContain('+13105550201');
  });

  it('reads the index for a page of contacts, not the whole list (the explain of its read)', async () => {
    const { listId } = await agentWithCampaign(fixture, [{ name: 'A', phone: '(212) 555-0211' }]);
    const list = (await CallListModel.findById(listId).lean<CallList>())!;
    const many = Array.from({ length: 300 }, (_, i) => ({
      userId: list.userId,
      callListId: list._id,
      name: `C${i}`,
      phone: `+1212556${String(i).padStart(4, '0')}`,
      callAttempts: 0,
      status: i < 250 ? 'called' : 'pending',
      dialState: i < 250 ? 'off' : 'due',
      nextDialAt: new Date(0),
      timeZone: 'America/New_York',
      timeZoneSource: 'area-code',
      createdAt: NOON_ET,
      updatedAt: NOON_ET,
    }));
    await contactsColl().insertMany(many);
    const plan = await contactsColl()
      .find({ callListId: list._id, dialState: 'due', nextDialAt: { $lte: NOON_ET } })
      .hint('callListId_1_dialState_1_nextDialAt_1')
      .limit(22)
      .explain('executionStats');
    expect(plan.executionStats.nReturned).toBe(22);
    expect(plan.executionStats.totalDocsExamined).toBeLessThanOrEqual(22);
  });
});

describe('live counters', () => {
  it('a status callback settles the call and moves the campaign’s counters at once, before the dialer runs again', async () => {
    const { listId, phoneNumber, agent } = await agentWithCampaign(fixture, [{ name: 'Hugo Human', phone: '(212) 555-0221' }]);
    await markDialing(listId);
    expect(await dialTick(listId, null, NOON_ET)).toBe(1);
    expect((await agent.get('/api/call-lists').expect(200)).body[0]).toMatchObject({ completedCalls: 0 });
    await finishCall(fixture, callsTo(phoneNumber)[0]!, 'completed', 95);
    const { body: lists } = await agent.get('/api/call-lists').expect(200);
    expect(lists[0]).toMatchObject({ completedCalls: 1, totalContacts: 1 });
    expect((await contactsOf(listId))[0]).toMatchObject({ status: 'called', lastOutcome: 'completed', dialState: 'off' });
    expect((await contactsOf(listId))[0]!.activeCallSid).toBeUndefined();
    // A repeated callback counts nothing twice.
    await finishCall(fixture, callsTo(phoneNumber)[0]!, 'completed', 95);
    expect((await agent.get('/api/call-lists').expect(200)).body[0].completedCalls).toBe(1);
  });
});

describe('backfill of the dial index fields', () => {
  it('gives contacts stored before them their state once, in batches, and finds nothing the second time', async () => {
    const { listId } = await agentWithCampaign(fixture, []);
    const list = (await CallListModel.findById(listId).lean<CallList>())!;
    const base = {
      userId: list.userId,
      callListId: list._id,
      callAttempts: 0,
      timeZone: 'America/New_York',
      timeZoneSource: 'area-code',
      createdAt: NOON_ET,
      updatedAt: NOON_ET,
    };
    await contactsColl().insertMany([
      ...Array.from({ length: 1203 }, (_, i) => ({ ...base, name: `P${i}`, phone: `+1212557${String(i).padStart(4, '0')}`, status: 'pending' })),
      { ...base, name: 'Called', phone: '+12125580001', status: 'called' },
      { ...base, name: 'In a call', phone: '+12125580002', status: 'pending', activeCallSid: 'CA123' },
    ]);
    expect(await backfillDialStates()).toBe(1205);
    expect(await backfillDialStates()).toBe(0);
    const byState = await contactsColl()
      .aggregate([{ $match: { callListId: list._id } }, { $group: { _id: '$dialState', n: { $sum: 1 } } }])
      .toArray();
    expect(Object.fromEntries(byState.map((g) => [g._id, g.n]))).toEqual({ due: 1203, off: 2 });
    expect(await contactsColl().findOne({ name: 'Called' })).toMatchObject({ updatedAt: NOON_ET });
  });
});
