import mongoose from 'mongoose';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { withTestDatabase } from '../../../test-support/index.js';
import { type CallList, CallListModel } from '../../campaigns/call-list.model.js';
import { withPhoneApp } from '../../numbers/__tests__/phone-fixture.js';
import { dialTick, setDialerClock, systemClock } from '../dialer.service.js';
import { agentWithCampaign, contactsOf, markDialing, skipsOf } from './dialer-fixture.js';

/**
 * Outside calling hours in every zone a list's contacts are in, a pass
 * reads no contact (call-list-zones.ts): the dialer sleeps until the first
 * zone's 8 am and the campaign says so. The set of zones follows every
 * contact write, and a list stored before it existed works it out once.
 */
withTestDatabase();
const fixture = withPhoneApp();
// 2026-03-03 06:00 UTC: 1 am in New York, 10 pm in Los Angeles (Monday evening there).
const NIGHT = new Date('2026-03-03T06:00:00Z');
const EIGHT_AM_NEW_YORK = new Date('2026-03-03T13:00:00Z');
const callsTo = (agentNumber: string) => fixture.platform.calls.filter((c) => c.from === agentNumber);
const listOf = async (id: string) => (await CallListModel.findById(id).lean<CallList>())!;

beforeEach(() => setDialerClock(() => NIGHT));
afterAll(() => setDialerClock(systemClock));

describe('a pass outside calling hours in every contact’s zone', () => {
  it('reads and moves no contact, sleeps until the first zone opens, says so on the campaign, then calls there', async () => {
    const { listId, phoneNumber, agent } = await agentWithCampaign(fixture, [
      { name: 'Nia York', phone: '(212) 555-0301' },
      { name: 'Lou Angeles', phone: '(310) 555-0302' },
    ]);
    expect((await listOf(listId)).timeZones?.sort()).toEqual(['America/Los_Angeles', 'America/New_York']);
    await markDialing(listId);
    const before = await contactsOf(listId);
    expect(await dialTick(listId, null, NIGHT)).toBe(0);
    // Nothing was read or written: both still due as they were, no skip recorded.
    expect(await contactsOf(listId)).toEqual(before);
    expect(await skipsOf(listId)).toEqual([]);
    const job = await mongoose.connection.collection('jobs').findOne({ key: new RegExp(`^campaign-dial:${listId}:`) }, { sort: { runAt: -1 } });
    expect(job?.runAt).toEqual(EIGHT_AM_NEW_YORK);
    const { body: lists } = await agent.get('/api/call-lists').expect(200);
    expect(lists[0]).toMatchObject({ dialing: true, quietUntil: EIGHT_AM_NEW_YORK.toISOString() });

    // 8 am in New York: New York is called; Los Angeles (5 am) is decided, skipped and moved to its morning.
    expect(await dialTick(listId, null, EIGHT_AM_NEW_YORK)).toBe(1);
    expect(callsTo(phoneNumber).map((c) => c.to)).toEqual(['+12125550301']);
    const [, lou] = await contactsOf(listId);
    expect(lou).toMatchObject({ lastSkipReason: 'quiet-hours', nextDialAt: new Date('2026-03-03T16:00:00Z') });
    const { body: after } = await agent.get('/api/call-lists').expect(200);
    expect(after[0].quietUntil).toBeNull();
  });

  it('hides the wait once the campaign is paused', async () => {
    const { listId, agent } = await agentWithCampaign(fixture, [{ name: 'Nia York', phone: '(212) 555-0311' }]);
    await markDialing(listId);
    await dialTick(listId, null, NIGHT);
    await agent.put(`/api/call-lists/${listId}`).send({ status: 'paused' }).expect(200);
    const { body: lists } = await agent.get('/api/call-lists').expect(200);
    expect(lists[0]).toMatchObject({ status: 'paused', quietUntil: null });
  });
});

describe('the list’s time zones', () => {
  it('follow pasted numbers, CSV rows, added and edited contacts', async () => {
    const { listId, agent } = await agentWithCampaign(fixture, [{ name: 'Nia York', phone: '(212) 555-0321' }]);
    expect((await listOf(listId)).timeZones).toEqual(['America/New_York']);
    await agent
      .post(`/api/call-lists/${listId}/import?attestConsent=true`)
      .set('Content-Type', 'text/csv')
      .send('name,phone\nDee Denver,(303) 555-0322\n')
      .expect(200);
    expect((await listOf(listId)).timeZones?.sort()).toEqual(['America/Denver', 'America/New_York']);
    const [nia] = await contactsOf(listId);
    await agent
      .put(`/api/call-list-contacts/${String(nia!._id)}`)
      .send({ phone: '(206) 555-0323' })
      .expect(200);
    expect((await listOf(listId)).timeZones?.sort()).toEqual(['America/Denver', 'America/Los_Angeles', 'America/New_York']);
    const { body: pasted } = await agent.post('/api/call-lists').send({ name: 'Pasted', phoneNumbers: '(312) 555-0324' }).expect(201);
    expect((await listOf(pasted.id)).timeZones).toEqual(['America/Chicago']);
  });

  it('are worked out once from the contacts of a list stored before they existed (no partial set meanwhile)', async () => {
    const { listId, agent, phoneNumber } = await agentWithCampaign(fixture, [
      { name: 'Nia York', phone: '(212) 555-0331' },
      { name: 'Lou Angeles', phone: '(310) 555-0332' },
    ]);
    await CallListModel.updateOne({ _id: listId }, { $unset: { timeZones: 1 } });
    // A contact added now must not start a partial set (Chicago alone would hide New York and Los Angeles).
    await agent
      .post(`/api/call-lists/${listId}/contacts`)
      .send({ name: 'Chi Town', phone: '(312) 555-0333', consent: { method: 'web-form', source: 'Form' } })
      .expect(201);
    expect((await listOf(listId)).timeZones).toBeUndefined();
    await markDialing(listId);
    // 9:30 pm in Chicago and New York is closed, 7:30 pm in Los Angeles is open: the pass reads and calls Los Angeles.
    const laEvening = new Date('2026-03-03T03:30:00Z');
    expect(await dialTick(listId, null, laEvening)).toBe(1);
    expect(callsTo(phoneNumber).map((c) => c.to)).toEqual(['+13105550332']);
    expect((await listOf(listId)).timeZones?.sort()).toEqual(['America/Chicago', 'America/Los_Angeles', 'America/New_York']);
  });
});
