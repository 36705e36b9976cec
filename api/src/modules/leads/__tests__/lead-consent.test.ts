import { LEAD_CONSENT_MESSAGES } from '@leadnest/contracts';
import mongoose from 'mongoose';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { withTestDatabase } from '../../../test-support/index.js';
import { setPlan } from '../../agent-settings/settings.service.js';
import { signedInAgent } from '../../auth/testing.js';
import { markDialing } from '../../dialer/__tests__/dialer-fixture.js';
import { dialTick, setDialerClock, systemClock } from '../../dialer/dialer.service.js';
import { agentWithNumber, withPhoneApp } from '../../numbers/__tests__/phone-fixture.js';
import { createLead } from '../leads.service.js';

withTestDatabase();
const fixture = withPhoneApp();
// Noon in New York on a Monday: inside 8 am–9 pm for the 212 numbers below.
const NOON_ET = new Date('2026-03-02T17:00:00Z');
beforeEach(() => setDialerClock(() => NOON_ET));
afterAll(() => setDialerClock(systemClock));

async function readyAgent() {
  const agent = await agentWithNumber(fixture);
  await agent.agent.put('/api/user/profile').send({ isAiCallingEnabled: true }).expect(200);
  return agent;
}

const leadByPhone = (userId: string, phone: string) => mongoose.connection.collection('leads').findOne({ userId: new mongoose.Types.ObjectId(userId), phone });

describe('a campaign contact’s details and consent carry to its lead', () => {
  it('makes a lead with the contact’s email, address, notes and consent, and fills a known lead without replacing its newer consent', async () => {
    const { agent, user } = await readyAgent();
    // Already a lead (no email), who ticked a form's consent box after the campaign's record was taken.
    const known = await createLead(user.id, {
      name: 'Kim Known',
      phone: '(212) 555-0142',
      source: 'website',
      stage: 'contacted',
      origin: 'Capture page',
      consent: { given: true, at: new Date('2026-02-25T12:00:00Z'), pageId: null, text: 'I agree to calls and texts.' },
    });
    const { body: list } = await agent.post('/api/call-lists').send({ name: 'Spring sellers', script: 'Are you thinking of selling?' }).expect(201);
    const contacts = [
      {
        name: 'Nia Newman',
        phone: '(212) 555-0141',
        email: 'Nia@Example.com',
        address: '12 Elm St, Brooklyn, NY',
        notes: 'Wants a bigger yard',
        consent: { method: 'written', at: '2026-02-15T15:00:00Z', source: 'Signed listing form' },
      },
      { name: 'Kim Known', phone: '(212) 555-0142', email: 'kim@example.com', consent: { method: 'verbal', at: '2026-02-10T15:00:00Z' } },
    ];
    for (const c of contacts) await agent.post(`/api/call-lists/${list.id}/contacts`).send(c).expect(201);
    await markDialing(list.id);
    await dialTick(list.id, null, NOON_ET);

    const nia = await leadByPhone(user.id, '+12125550141');
    expect(nia).toMatchObject({ name: 'Nia Newman', email: 'nia@example.com', address: '12 Elm St, Brooklyn, NY' });
    const { body: niaDetail } = await agent.get(`/api/leads/${String(nia!._id)}`).expect(200);
    expect(niaDetail.consent).toMatchObject({
      given: true,
      at: '2026-02-15T15:00:00.000Z',
      channels: ['calls'],
      method: 'written',
      where: 'Campaign “Spring sellers”: Signed listing form',
    });
    expect(niaDetail.notes.map((n: { text: string }) => n.text)).toEqual(['Wants a bigger yard']);
    const { body: timeline } = await agent.get(`/api/leads/${String(nia!._id)}/timeline`).expect(200);
    expect(timeline.consent).toMatchObject({ state: 'given', at: '2026-02-15T15:00:00.000Z', where: 'Campaign “Spring sellers”: Signed listing form' });
    expect(timeline.items.find((i: { kind: string }) => i.kind === 'consent')).toMatchObject({ givenAt: '2026-02-15T15:00:00.000Z' });

    // The known lead: joined (one lead), its email filled, its newer form consent kept.
    expect(await mongoose.connection.collection('leads').countDocuments({ phone: '+12125550142' })).toBe(1);
    const kim = await agent.get(`/api/leads/${known.id}`).expect(200);
    expect(kim.body).toMatchObject({ email: 'kim@example.com', stage: 'contacted' });
    expect(kim.body.consent).toMatchObject({ at: '2026-02-25T12:00:00.000Z', text: 'I agree to calls and texts.' });
  });
});

describe('POST /api/leads/{id}/consent (Record consent)', () => {
  it('records what the agent attests, shows it on the timeline, and lets Call Now call', async () => {
    const { agent, user } = await readyAgent();
    const lead = await createLead(user.id, { name: 'Vera Verbal', phone: '(212) 555-0151', source: 'phone', stage: 'new', origin: 'Outbound call' });
    expect((await agent.post(`/api/leads/${lead.id}/call`).send({}).expect(409)).body.code).toBe('CALL_NO_CONSENT');

    // Texts only: Call stays refused (consent to texts is not consent to AI calls).
    await agent
      .post(`/api/leads/${lead.id}/consent`)
      .send({ method: 'web-form', channels: ['texts'], at: '2026-02-01T14:00:00Z' })
      .expect(201);
    expect((await agent.post(`/api/leads/${lead.id}/call`).send({}).expect(409)).body.code).toBe('CALL_NO_CONSENT');

    const res = await agent
      .post(`/api/leads/${lead.id}/consent`)
      .send({ method: 'verbal', channels: ['calls', 'texts'], at: '2026-02-27T20:10:00Z' })
      .expect(201);
    expect(res.body.consent).toMatchObject({
      given: true,
      at: '2026-02-27T20:10:00.000Z',
      channels: ['calls', 'texts'],
      method: 'verbal',
      recordedBy: 'Maya Lovelace',
    });
    const { body: timeline } = await agent.get(`/api/leads/${lead.id}/timeline`).expect(200);
    const entry = timeline.items.find((i: { kind: string; text: string }) => i.kind === 'consent' && i.text.includes('verbal'));
    expect(entry).toMatchObject({ text: 'Consent recorded by Maya Lovelace: verbal on a call (calls and texts)', givenAt: '2026-02-27T20:10:00.000Z' });
    expect(timeline.consent).toMatchObject({ state: 'given', where: 'Recorded by Maya Lovelace' });

    await agent.post(`/api/leads/${lead.id}/call`).send({}).expect(200);
  });

  it('refuses a future time, a missing way or channel (400, readable), and another agent’s lead (404)', async () => {
    const { agent, user } = await readyAgent();
    const lead = await createLead(user.id, { name: 'Fay Future', phone: '(212) 555-0161', source: 'phone', stage: 'new', origin: 'x' });
    const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString();
    const future = await agent
      .post(`/api/leads/${lead.id}/consent`)
      .send({ method: 'written', channels: ['calls'], at: tomorrow })
      .expect(400);
    expect(future.body.message).toBe(LEAD_CONSENT_MESSAGES.atInFuture);
    const other = await agent
      .post(`/api/leads/${lead.id}/consent`)
      .send({ method: 'other', channels: ['calls'], at: '2026-02-01T14:00:00Z' })
      .expect(400);
    expect(other.body.message).toBe(LEAD_CONSENT_MESSAGES.otherMissing);
    const none = await agent.post(`/api/leads/${lead.id}/consent`).send({ method: 'written', channels: [], at: '2026-02-01T14:00:00Z' }).expect(400);
    expect(none.body.message).toBe(LEAD_CONSENT_MESSAGES.channelsMissing);
    expect((await agent.get(`/api/leads/${lead.id}`).expect(200)).body.consent).toBeNull();

    const stranger = await signedInAgent(fixture.app);
    await setPlan(stranger.user.id, 'enterprise');
    await stranger.agent
      .post(`/api/leads/${lead.id}/consent`)
      .send({ method: 'written', channels: ['calls'], at: '2026-02-01T14:00:00Z' })
      .expect(404);
  });
});
