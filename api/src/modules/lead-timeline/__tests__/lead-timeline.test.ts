import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { AppointmentModel } from '../../appointments/appointment.model.js';
import { chatAgent, visitor } from '../../assistant/testing.js';
import { subscribedAgent } from '../../auth/testing.js';
import { LeadModel } from '../../leads/lead.model.js';
import { issueFormStamp } from '../../public-pages/capture-form-stamp.js';
import { CallLogModel } from '../../voice/call-log.model.js';
import { consentBadge } from '../lead-timeline.build.js';

withTestDatabase();
const { app } = createTestApp();

interface Item {
  kind: string;
  text: string | null;
  channel?: string;
  role?: string;
  by?: string;
  from?: string;
  to?: string;
  call?: Record<string, unknown>;
  showing?: Record<string, unknown>;
  at: string;
}

describe('GET /api/leads/{id}/timeline', () => {
  it('lists chat messages, notes (the `note` field), stage changes with who made them, calls with summary and recording, and showings, newest first', async () => {
    const { agent, userId, publicId } = await chatAgent(app, { lastName: 'Lopez' });
    const chat = visitor(app, publicId);
    await chat.say("Hi, I'm Dana Cole");
    await chat.say('We want to buy a 3 bed house in Decatur');
    const lead = await LeadModel.findOne({ userId, name: 'Dana Cole' }).lean();
    expect(lead).toBeTruthy();
    const id = String(lead?._id);

    await agent.post(`/api/leads/${id}/notes`).send({ note: 'Prefers texts after 5pm' }).expect(201);
    await agent.patch(`/api/leads/${id}`).send({ stage: 'qualified' }).expect(200);
    const recorded = await CallLogModel.create({
      userId,
      callSid: `CA${'1'.repeat(32)}`,
      direction: 'outbound',
      fromNumber: '+15125550100',
      toNumber: '+15125550199',
      duration: 95,
      status: 'completed',
      summary: 'Wants a showing on Saturday',
      relayToken: 't',
      recordingSid: `RE${'a'.repeat(32)}`,
    });
    await LeadModel.updateOne({ _id: id }, { $set: { phone: '+15125550199' } });
    const showing = await AppointmentModel.create({
      userId,
      leadId: id,
      title: 'Showing at 12 Elm St',
      appointmentType: 'showing',
      date: '2030-05-04',
      time: '10:00',
      scheduledAt: new Date('2030-05-04T14:00:00Z'),
      status: 'scheduled',
      propertyAddress: '12 Elm St',
      bookedBy: 'assistant',
    });

    const res = (await agent.get(`/api/leads/${id}/timeline`).expect(200)).body as { items: Item[]; consent: { state: string }; truncated: boolean };
    const items = res.items;
    expect([...items].map((i) => i.at)).toEqual(
      [...items]
        .map((i) => i.at)
        .sort()
        .reverse(),
    );
    expect(items.filter((i) => i.kind === 'message' && i.channel === 'website' && i.role === 'lead').map((i) => i.text)).toEqual([
      'We want to buy a 3 bed house in Decatur',
      "Hi, I'm Dana Cole",
    ]);
    expect(items.some((i) => i.kind === 'message' && i.role === 'assistant')).toBe(true);
    expect(items.filter((i) => i.kind === 'note')).toEqual([expect.objectContaining({ text: 'Prefers texts after 5pm' })]);
    expect(items.find((i) => i.kind === 'stage' && i.to === 'qualified')).toMatchObject({ by: 'Maya Lopez' });
    expect(items.find((i) => i.kind === 'call')?.call).toEqual({
      id: String(recorded._id),
      direction: 'outbound',
      duration: 95,
      outcome: null,
      summary: 'Wants a showing on Saturday',
      recordingUrl: `/api/call-logs/${String(recorded._id)}/recording`,
    });
    expect(items.find((i) => i.kind === 'showing')?.showing).toMatchObject({
      id: String(showing._id),
      title: 'Showing at 12 Elm St',
      status: 'scheduled',
      propertyAddress: '12 Elm St',
      scheduledAt: '2030-05-04T14:00:00.000Z',
    });
    expect(res).toMatchObject({ truncated: false, consent: { state: 'none' } });
  });

  it('shows consent given on a capture page (what, when, where) and withdrawn after STOP', async () => {
    const { agent, user } = await subscribedAgent(app);
    const page = (await agent.post('/api/lead-capture-pages').send({ title: 'Spring Valuation' }).expect(201)).body;
    await createTestApp()
      .request.post(`/api/public/capture/${page.slug}`)
      .send({ name: 'Ann Lee', email: 'ann@example.com', consent: true, formStamp: issueFormStamp(page.id, Date.now() - 10_000) })
      .expect(201);
    const lead = await LeadModel.findOne({ userId: user.id, name: 'Ann Lee' }).lean();
    const id = String(lead?._id);
    const timeline = (await agent.get(`/api/leads/${id}/timeline`).expect(200)).body;
    expect(timeline.consent).toMatchObject({ state: 'given', where: 'Capture page: Spring Valuation', at: lead?.consent?.at.toISOString() });
    expect(timeline.consent.what).toMatch(/^I agree that .+ may call and text me about real estate/);
    expect(timeline.items.some((i: Item) => i.kind === 'consent')).toBe(true);

    const stopped = await LeadModel.findByIdAndUpdate(
      id,
      { $set: { optedOutAt: new Date() }, $push: { activities: { type: 'optOut', at: new Date(), text: 'Opted out in SMS' } } },
      { returnDocument: 'after' },
    ).lean();
    expect(consentBadge(stopped!, 'Spring Valuation')).toMatchObject({ state: 'withdrawn', what: 'Opted out in SMS', where: 'SMS' });
    expect((await agent.get(`/api/leads/${id}/timeline`).expect(200)).body.consent).toMatchObject({ state: 'withdrawn', where: 'SMS' });
  });

  it('answers 401 without a session, 400 to a bad id and 404 for another agent’s lead', async () => {
    const { agent } = await subscribedAgent(app);
    const id = (await agent.post('/api/leads').send({ name: 'Solo', email: 'solo@example.com' }).expect(201)).body.id;
    await createTestApp().request.get(`/api/leads/${id}/timeline`).expect(401);
    await agent.get('/api/leads/nope/timeline').expect(400);
    const other = await subscribedAgent(app);
    await other.agent.get(`/api/leads/${id}/timeline`).expect(404);
  });
});
