import mongoose from 'mongoose';
import { pino } from 'pino';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { withTestDatabase } from '../../../test-support/index.js';
import { type CallList, CallListModel } from '../../campaigns/call-list.model.js';
import { runDueJobs } from '../../jobs/jobs.service.js';
import { withPhoneApp } from '../../numbers/__tests__/phone-fixture.js';
import { CallAttemptModel } from '../call-attempt.model.js';
import { dialTick, setDialerClock, systemClock } from '../dialer.service.js';
import { agentWithCampaign, answerCall, contactsOf, finishCall, markDialing, skipsOf } from './dialer-fixture.js';

withTestDatabase();
const fixture = withPhoneApp();
const logger = pino({ level: 'silent' });
// 13:30 UTC on a Monday: 8:30 am in New York, 5:30 am in Los Angeles.
const MORNING_ET = new Date('2026-03-02T13:30:00Z');
const hours = (at: Date, h: number) => new Date(at.getTime() + h * 3600_000);
const callsTo = (agentNumber: string) => fixture.platform.calls.filter((c) => c.from === agentNumber);

beforeEach(() => setDialerClock(() => MORNING_ET));
afterAll(() => setDialerClock(systemClock));

describe('the dialer’s decision', () => {
  it('calls only consented, opted-in contacts inside 8 am–9 pm in their own zone, recording every skip with its reason', async () => {
    const { listId, phoneNumber, user } = await agentWithCampaign(fixture, [
      { name: 'Nia York', phone: '(212) 555-0101' },
      { name: 'Lou Angeles', phone: '(310) 555-0102' },
      { name: 'Ned Consent', phone: '(212) 555-0103', consent: false },
      { name: 'Ozzy Optout', phone: '(212) 555-0104' },
    ]);
    await mongoose.connection
      .collection('phone_contacts')
      .insertOne({ userId: new mongoose.Types.ObjectId(user.id), phone: '+12125550104', optedOutAt: new Date('2026-02-01') });
    await markDialing(listId);
    expect(await dialTick(listId, null, MORNING_ET)).toBe(1);
    const calls = callsTo(phoneNumber);
    expect(calls.map((c) => c.to)).toEqual(['+12125550101']);
    const placed = fixture.twilio.requests.find((r) => r.path.endsWith('/Calls.json') && r.form.To === '+12125550101');
    expect(placed?.form).toMatchObject({
      From: phoneNumber,
      MachineDetection: 'DetectMessageEnd',
      Url: 'http://leadnest.example/api/twilio/voice/outbound-answer',
    });
    const skips = await skipsOf(listId);
    expect(skips.map((s) => [s.phone, s.reason]).sort()).toEqual([
      ['+12125550103', 'no-consent'],
      ['+12125550104', 'opted-out'],
      ['+13105550102', 'quiet-hours'],
    ]);
    const contacts = await contactsOf(listId);
    expect(contacts.map((c) => [c.name, c.status, c.lastSkipReason ?? null, c.callAttempts])).toEqual([
      ['Nia York', 'pending', null, 1],
      ['Lou Angeles', 'pending', 'quiet-hours', 0],
      ['Ned Consent', 'pending', 'no-consent', 0],
      ['Ozzy Optout', 'opted-out', 'opted-out', 0],
    ]);
    // The call is in Call History, and its lead exists (found or created by phone).
    const history = await mongoose.connection
      .collection('call_logs')
      .find({ userId: new mongoose.Types.ObjectId(user.id) })
      .toArray();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ direction: 'outbound', toNumber: '+12125550101', fromNumber: phoneNumber });
    expect(await mongoose.connection.collection('leads').countDocuments({ userId: new mongoose.Types.ObjectId(user.id), phone: '+12125550101' })).toBe(1);
    // A second run records no skip again (reasons unchanged), and never calls Los Angeles before 8 am there.
    await dialTick(listId, null, hours(MORNING_ET, 1));
    expect(await skipsOf(listId)).toHaveLength(3);
    expect(callsTo(phoneNumber).some((c) => c.to === '+13105550102')).toBe(false);
    // 8 am in Los Angeles: 16:00 UTC.
    await dialTick(listId, null, new Date('2026-03-02T16:00:00Z'));
    expect(callsTo(phoneNumber).map((c) => c.to)).toContain('+13105550102');
  });

  it('never calls after 9 pm local, and waits for the contact’s morning (a durable job at 8 am there)', async () => {
    const { listId, phoneNumber } = await agentWithCampaign(fixture, [{ name: 'Nia York', phone: '(212) 555-0111' }]);
    const lateEvening = new Date('2026-03-03T02:30:00Z'); // 9:30 pm in New York
    setDialerClock(() => lateEvening);
    await markDialing(listId);
    expect(await dialTick(listId, null, lateEvening)).toBe(0);
    expect(callsTo(phoneNumber)).toHaveLength(0);
    const job = await mongoose.connection.collection('jobs').findOne({ key: new RegExp(`^campaign-dial:${listId}:`) });
    expect(job?.runAt).toEqual(new Date('2026-03-03T13:00:00Z')); // 8 am New York (EST)
    // The job runner runs it when due, not before.
    await runDueJobs(logger, new Date('2026-03-03T12:59:00Z'));
    expect(callsTo(phoneNumber)).toHaveLength(0);
    setDialerClock(() => new Date('2026-03-03T13:00:00Z'));
    await runDueJobs(logger, new Date('2026-03-03T13:00:00Z'));
    expect(callsTo(phoneNumber).map((c) => c.to)).toEqual(['+12125550111']);
  });
});

describe('the dialer’s calls', () => {
  const NOON_ET = new Date('2026-03-02T17:00:00Z');

  it('keeps at most N calls at once per agent (default 2), and the next one starts when one ends', async () => {
    const phones = ['0121', '0122', '0123', '0124', '0125'].map((n) => `(212) 555-${n}`);
    const { listId, phoneNumber, agent } = await agentWithCampaign(
      fixture,
      phones.map((phone, i) => ({ name: `C${i}`, phone })),
    );
    await markDialing(listId);
    expect(await dialTick(listId, null, NOON_ET)).toBe(2);
    expect(await dialTick(listId, null, hours(NOON_ET, 0.02))).toBe(0);
    await finishCall(fixture, callsTo(phoneNumber)[0]!, 'completed', 95);
    expect(await dialTick(listId, null, hours(NOON_ET, 0.04))).toBe(1);
    expect(callsTo(phoneNumber)).toHaveLength(3);
    const { body: lists } = await agent.get('/api/call-lists').expect(200);
    expect(lists[0]).toMatchObject({ totalContacts: 5, completedCalls: 1, dialing: true });
    // The setting raises it.
    await agent.put('/api/campaign-settings').send({ maxConcurrentCalls: 4 }).expect(200);
    expect(await dialTick(listId, null, hours(NOON_ET, 0.06))).toBe(2);
    await agent.put('/api/campaign-settings').send({ maxConcurrentCalls: 0 }).expect(400);
  });

  it('retries no answer and busy up to 3 attempts, at least 4 h apart, then stops', async () => {
    const { listId, phoneNumber } = await agentWithCampaign(fixture, [{ name: 'Rita Retry', phone: '(212) 555-0131' }]);
    await markDialing(listId);
    await dialTick(listId, null, NOON_ET);
    await finishCall(fixture, callsTo(phoneNumber)[0]!, 'no-answer');
    expect(await dialTick(listId, null, hours(NOON_ET, 1))).toBe(0);
    expect((await contactsOf(listId))[0]).toMatchObject({ status: 'pending', callAttempts: 1, lastOutcome: 'no-answer', lastSkipReason: 'retry-wait' });
    expect(await dialTick(listId, null, hours(NOON_ET, 4))).toBe(1);
    await finishCall(fixture, callsTo(phoneNumber)[1]!, 'busy');
    expect(await dialTick(listId, null, hours(NOON_ET, 6))).toBe(0);
    expect((await contactsOf(listId))[0]!.lastSkipReason).toBe('retry-wait');
    // 9:30 pm in New York, the list's only zone: the third attempt waits for the morning (nothing is read, call-list-zones.ts).
    expect(await dialTick(listId, null, hours(NOON_ET, 9.5))).toBe(0);
    expect((await CallListModel.findById(listId).lean<CallList>())!.quietUntil).toEqual(hours(NOON_ET, 20));
    expect(await dialTick(listId, null, hours(NOON_ET, 20))).toBe(1);
    await finishCall(fixture, callsTo(phoneNumber)[2]!, 'no-answer');
    expect(await dialTick(listId, null, hours(NOON_ET, 28))).toBe(0);
    expect((await contactsOf(listId))[0]).toMatchObject({ status: 'failed', callAttempts: 3 });
    expect(callsTo(phoneNumber)).toHaveLength(3);
  });

  it('Pause stops new calls at once, and Start Calls resumes', async () => {
    const { listId, phoneNumber, agent } = await agentWithCampaign(fixture, [
      { name: 'A', phone: '(212) 555-0141' },
      { name: 'B', phone: '(212) 555-0142' },
      { name: 'C', phone: '(212) 555-0143' },
    ]);
    setDialerClock(() => NOON_ET);
    const { body: started } = await agent.post(`/api/call-lists/${listId}/start`).expect(200);
    expect(started).toMatchObject({ status: 'active', dialing: true });
    await runDueJobs(logger, NOON_ET);
    expect(callsTo(phoneNumber)).toHaveLength(2);
    const { body: paused } = await agent.put(`/api/call-lists/${listId}`).send({ status: 'paused' }).expect(200);
    expect(paused).toMatchObject({ status: 'paused', dialing: false });
    await finishCall(fixture, callsTo(phoneNumber)[0]!, 'completed', 40);
    await runDueJobs(logger, hours(NOON_ET, 0.1));
    expect(await dialTick(listId, null, hours(NOON_ET, 0.2))).toBe(0);
    expect(callsTo(phoneNumber)).toHaveLength(2);
    setDialerClock(() => hours(NOON_ET, 0.3));
    await agent.post(`/api/call-lists/${listId}/start`).expect(200);
    await runDueJobs(logger, hours(NOON_ET, 0.3));
    expect(callsTo(phoneNumber)).toHaveLength(3);
  });

  it('pauses with a message when the plan’s outbound allowance is used', async () => {
    const { listId, phoneNumber, user, agent } = await agentWithCampaign(fixture, [{ name: 'A', phone: '(212) 555-0151' }]);
    const userId = new mongoose.Types.ObjectId(user.id);
    // Enterprise on the pricing page: 3,000 outbound calls a month, all used this month.
    await CallAttemptModel.insertMany(Array.from({ length: 3000 }, () => ({ userId, phone: '+12125550000', kind: 'call', at: hours(NOON_ET, -1) })));
    await markDialing(listId);
    expect(await dialTick(listId, null, NOON_ET)).toBe(0);
    expect(callsTo(phoneNumber)).toHaveLength(0);
    const { body: lists } = await agent.get('/api/call-lists').expect(200);
    expect(lists[0]).toMatchObject({ status: 'paused', dialing: false });
    expect(lists[0].pauseReason).toMatch(/^Paused: your plan's 3,000 outbound AI calls this month are used/);
  });

  it('leaves a short voicemail on a machine (who called, how to opt out) and discloses the AI to a person', async () => {
    const { listId, phoneNumber } = await agentWithCampaign(fixture, [
      { name: 'Vera Voicemail', phone: '(212) 555-0161' },
      { name: 'Hugo Human', phone: '(212) 555-0162' },
    ]);
    await markDialing(listId);
    await dialTick(listId, null, NOON_ET);
    const [machineCall, humanCall] = callsTo(phoneNumber);
    const voicemail = await answerCall(fixture, machineCall!, 'machine_end_beep');
    expect(voicemail.text).toContain('<Say');
    expect(voicemail.text).toContain('Maya’s AI assistant calling for Maya at Keystone Realty');
    expect(voicemail.text).toContain('To stop these calls, text STOP to this number.');
    expect(voicemail.text).toContain('<Hangup/>');
    const person = await answerCall(fixture, humanCall!, 'human');
    expect(person.text).toContain('<ConversationRelay');
    expect(person.text).toContain(
      'welcomeGreeting="Hi Hugo, this is Maya’s AI assistant calling for Maya at Keystone Realty. This call is recorded. Are you thinking of selling this spring? If you’d rather not get these calls, just say “stop calling me”."',
    );
    await finishCall(fixture, machineCall!, 'completed', 20);
    await finishCall(fixture, humanCall!, 'completed', 120);
    await dialTick(listId, null, hours(NOON_ET, 0.1));
    const contacts = await contactsOf(listId);
    expect(contacts.map((c) => [c.name, c.status, c.lastOutcome])).toEqual([
      ['Vera Voicemail', 'pending', 'voicemail'],
      ['Hugo Human', 'called', 'completed'],
    ]);
  });

  it('pauses with the reason when AI calling is switched off', async () => {
    const { listId, agent } = await agentWithCampaign(fixture, [{ name: 'A', phone: '(212) 555-0171' }]);
    await agent.put('/api/user/profile').send({ isAiCallingEnabled: false }).expect(200);
    await markDialing(listId);
    expect(await dialTick(listId, null, NOON_ET)).toBe(0);
    const { body: lists } = await agent.get('/api/call-lists').expect(200);
    expect(lists[0].pauseReason).toBe('Paused: AI calling is switched off. Turn it on in the AI phone settings, then Start Calls.');
  });
});

describe('an opt-out during a campaign', () => {
  it('marks a contact who opted out by text since their call as opted out, and never calls them again', async () => {
    const NOON = new Date('2026-03-02T17:00:00Z');
    const { listId, phoneNumber, user } = await agentWithCampaign(fixture, [{ name: 'Stella Stop', phone: '(212) 555-0191' }]);
    await markDialing(listId);
    await dialTick(listId, null, NOON);
    await finishCall(fixture, callsTo(phoneNumber)[0]!, 'no-answer');
    await mongoose.connection
      .collection('leads')
      .updateOne({ userId: new mongoose.Types.ObjectId(user.id), phone: '+12125550191' }, { $set: { optedOutAt: NOON } });
    expect(await dialTick(listId, null, hours(NOON, 5))).toBe(0);
    expect((await contactsOf(listId))[0]).toMatchObject({ status: 'opted-out' });
    expect(callsTo(phoneNumber)).toHaveLength(1);
  });
});
