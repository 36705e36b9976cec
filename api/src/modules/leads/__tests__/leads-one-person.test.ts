import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { type Agent, subscribedAgent } from '../../auth/testing.js';
import { LeadModel } from '../lead.model.js';
import { createLead, createOrMergeLead, setLeadPhoneIfMissing } from '../leads.service.js';

withTestDatabase();

const { app } = createTestApp();

const add = (agent: Agent, body: Record<string, unknown>) => agent.post('/api/leads').send({ name: 'Jane Buyer', ...body });
const stored = async (userId: string) => LeadModel.find({ userId }).lean();

describe('phones in E.164 on every write path', () => {
  it('by hand, on edit, from a call or text, and refuses a number that cannot be one', async () => {
    const { agent, user } = await subscribedAgent(app);
    const created = (await add(agent, { phone: '(512) 555-0123' }).expect(201)).body;
    expect(created.phone).toBe('+15125550123');
    const edited = (await agent.patch(`/api/leads/${created.id}`).send({ phone: '512.555.0199' }).expect(200)).body;
    expect(edited.phone).toBe('+15125550199');
    const bad = await add(agent, { phone: '+999 555 0123 4567' }).expect(400);
    expect(bad.body.message).toBe('Please enter a valid phone number (at least 10 digits).');

    const caller = await createLead(user.id, {
      name: 'Phone caller',
      phone: '1-404-555-7777',
      source: 'phone',
      stage: 'new',
      origin: 'AI receptionist, phone call',
    });
    expect(caller.phone).toBe('+14045557777');
    const texter = await createLead(user.id, { name: 'SMS lead', source: 'sms', stage: 'new', origin: 'AI assistant, text message' });
    await setLeadPhoneIfMissing(new Types.ObjectId(texter.id), user.id, '(303) 555-0100');
    expect((await LeadModel.findById(texter.id).lean())?.phone).toBe('+13035550100');
  });

  it('a website chat stores the number the visitor typed in E.164', async () => {
    const { chatAgent, visitor } = await import('../../assistant/testing.js');
    const { userId, publicId } = await chatAgent(app);
    await visitor(app, publicId).say("Hi, I'm Dana Cole, call me at 404 555 1234, we want to buy");
    expect((await LeadModel.findOne({ userId }).lean())?.phone).toBe('+14045551234');
  });
});

describe('one record per person: merge on create', () => {
  it('by email: the second arrival goes into the first lead, first source kept, every source listed, on the timeline', async () => {
    const { agent, user } = await subscribedAgent(app);
    const first = (await add(agent, { email: 'jane@example.com', source: 'website' }).expect(201)).body;
    const again = await add(agent, { name: 'J. Buyer', email: 'JANE@example.com', phone: '512 555 0123', source: 'facebook' }).expect(200);
    expect(again.body).toMatchObject({
      id: first.id,
      merged: true,
      name: 'Jane Buyer',
      source: 'website',
      sources: ['website', 'facebook'],
      phone: '+15125550123',
    });
    expect(again.body.activities[0]).toMatchObject({ type: 'merged', text: 'Same person again: Added by hand' });
    expect(await stored(user.id)).toHaveLength(1);
  });

  it('by phone in any format, with the message and consent of the new arrival on the timeline', async () => {
    const { agent, user } = await subscribedAgent(app);
    const first = (await add(agent, { phone: '(512) 555-0123', source: 'sms' }).expect(201)).body;
    const merged = await createOrMergeLead(user.id, {
      name: 'Jane',
      phone: '+1 512-555-0123',
      email: 'jane@example.com',
      source: 'website',
      stage: 'new',
      origin: 'Capture page: Valuation',
      message: 'Is my house worth 500k?',
      consent: { given: true, at: new Date(), pageId: new Types.ObjectId(), text: 'I agree to be contacted.' },
    });
    expect(merged.merged).toBe(true);
    expect(merged.lead).toMatchObject({
      id: first.id,
      source: 'sms',
      sources: ['sms', 'website'],
      email: 'jane@example.com',
      lastMessage: 'Is my house worth 500k?',
    });
    expect(merged.lead.consent).toMatchObject({ given: true, text: 'I agree to be contacted.' });
    expect(
      merged.lead.activities
        .map((a) => a.type)
        .slice(0, 3)
        .sort(),
    ).toEqual(['consent', 'merged', 'message']);
    expect(await stored(user.id)).toHaveLength(1);
  });

  it('by both: email and phone of two different leads go to the email’s lead; another agent’s lead is never matched', async () => {
    const { agent, user } = await subscribedAgent(app);
    const byEmail = (await add(agent, { email: 'a@example.com' }).expect(201)).body;
    await add(agent, { name: 'Other', phone: '5125550123' }).expect(201);
    const res = await add(agent, { email: 'a@example.com', phone: '512-555-0123' }).expect(200);
    expect(res.body.id).toBe(byEmail.id);
    expect(await stored(user.id)).toHaveLength(2);
    const other = await subscribedAgent(app);
    expect((await add(other.agent, { email: 'a@example.com' }).expect(201)).body.id).not.toBe(byEmail.id);
  });

  it('20 racing creates for one person end as one lead with 19 arrivals on its timeline', async () => {
    const { user } = await subscribedAgent(app);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        createOrMergeLead(user.id, {
          name: `Racer ${i}`,
          email: 'race@example.com',
          phone: `(512) 555-01${i % 2 ? '23' : '23'}`,
          source: 'website',
          stage: 'new',
          origin: `Form ${i}`,
        }),
      ),
    );
    const leads = await stored(user.id);
    expect(leads).toHaveLength(1);
    expect(new Set(results.map((r) => r.lead.id))).toEqual(new Set([String(leads[0]?._id)]));
    expect(results.filter((r) => !r.merged)).toHaveLength(1);
    expect(leads[0]?.activities.filter((a) => a.type === 'merged')).toHaveLength(19);
  });
});

describe('search by any phone format', () => {
  it('finds a lead typed as (512) 555-0123 by every way of writing it', async () => {
    const { agent } = await subscribedAgent(app);
    const id = (await add(agent, { phone: '(512) 555-0123' }).expect(201)).body.id;
    await add(agent, { name: 'Someone Else', phone: '303 555 0100' }).expect(201);
    for (const q of ['5125550123', '+1 512 555 0123', '512.555.0123', '(512) 555-0123', '555-0123', '+15125550123']) {
      const res = await agent.get('/api/leads').query({ q }).expect(200);
      expect(
        res.body.leads.map((l: { id: string }) => l.id),
        q,
      ).toEqual([id]);
    }
  });
});

describe('POST /api/leads/{id}/merge and DELETE /api/leads/{id}', () => {
  it('folds the other lead in: notes, sources and contact move, the other is gone; only the agent’s own two', async () => {
    const { agent, user } = await subscribedAgent(app);
    const keep = (await add(agent, { email: 'k@example.com', source: 'email' }).expect(201)).body;
    const other = (await add(agent, { name: 'Kay', phone: '512 555 0188', source: 'sms' }).expect(201)).body;
    await agent.post(`/api/leads/${other.id}/notes`).send({ note: 'Wants a yard' }).expect(201);
    const res = await agent.post(`/api/leads/${keep.id}/merge`).send({ otherId: other.id }).expect(200);
    expect(res.body).toMatchObject({ id: keep.id, email: 'k@example.com', phone: '+15125550188', source: 'email', sources: ['email', 'sms'] });
    expect(res.body.notes.map((n: { text: string }) => n.text)).toEqual(['Wants a yard']);
    await agent.get(`/api/leads/${other.id}`).expect(404);
    // The merged-away phone now finds the kept lead.
    expect((await add(agent, { phone: '+15125550188' }).expect(200)).body.id).toBe(keep.id);
    expect((await agent.post(`/api/leads/${keep.id}/merge`).send({ otherId: keep.id }).expect(400)).body.message).toBe('Pick two different leads to merge.');
    const stranger = await subscribedAgent(app);
    const theirs = (await add(stranger.agent, { email: 'x@example.com' }).expect(201)).body;
    await agent.post(`/api/leads/${keep.id}/merge`).send({ otherId: theirs.id }).expect(404);
    expect(await stored(user.id)).toHaveLength(1);
  });

  it('keeps the kept lead’s primary source even when the other record is older; its timeline says which record went', async () => {
    const { agent } = await subscribedAgent(app);
    // Two records of one name: the Instagram one came first, the agent keeps the Facebook one.
    const older = (await add(agent, { name: 'Avery Nguyen', email: 'avery.ig@example.com', source: 'instagram' }).expect(201)).body;
    const keep = (await add(agent, { name: 'Avery Nguyen', phone: '512 555 0142', source: 'facebook' }).expect(201)).body;
    const res = await agent.post(`/api/leads/${keep.id}/merge`).send({ otherId: older.id }).expect(200);
    expect(res.body).toMatchObject({ id: keep.id, source: 'facebook', sources: ['facebook', 'instagram'], email: 'avery.ig@example.com' });
    const merged = res.body.activities.filter((a: { type: string }) => a.type === 'merged');
    expect(merged.at(-1).text).toBe('Merged with Avery Nguyen (avery.ig@example.com) by the agent');
    expect((await agent.get(`/api/leads/${keep.id}`).expect(200)).body.source).toBe('facebook');
  });

  it('deletes a lead, and the same person later is a new lead', async () => {
    const { agent, user } = await subscribedAgent(app);
    const lead = (await add(agent, { email: 'gone@example.com' }).expect(201)).body;
    await agent.delete(`/api/leads/${lead.id}`).expect(204);
    await agent.get(`/api/leads/${lead.id}`).expect(404);
    expect((await add(agent, { email: 'gone@example.com' }).expect(201)).body.id).not.toBe(lead.id);
    expect(await stored(user.id)).toHaveLength(1);
  });
});
