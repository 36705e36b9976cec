import { CONSENT_ENTERED_BY_AGENT } from '@leadnest/contracts';
import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { newAgent, subscribedAgent } from '../../auth/testing.js';
import { LeadKeyModel } from '../identity/lead-key.model.js';
import { LeadModel } from '../lead.model.js';

withTestDatabase();

const { app } = createTestApp();

describe('Add Lead by hand', () => {
  it('keeps the notes as the first note and records consent as entered by the agent', async () => {
    const { agent } = await subscribedAgent(app);
    const res = await agent
      .post('/api/leads')
      .send({
        name: 'Maya Ortiz',
        email: 'Maya@Example.com',
        phone: '(415) 555-0142',
        source: 'facebook',
        stage: 'contacted',
        note: 'Met at the open house',
        consent: true,
      })
      .expect(201);
    expect(res.body).toMatchObject({
      name: 'Maya Ortiz',
      email: 'maya@example.com',
      phone: '+14155550142',
      source: 'facebook',
      stage: 'contacted',
      merged: false,
    });
    expect(res.body.notes.map((n: { text: string }) => n.text)).toEqual(['Met at the open house']);
    expect(res.body.consent).toMatchObject({ given: true, pageId: null, text: CONSENT_ENTERED_BY_AGENT });
    expect(res.body.activities.map((a: { type: string }) => a.type).sort()).toEqual(['consent', 'created', 'note']);

    const without = await agent.post('/api/leads').send({ name: 'No Consent', phone: '4155550199' }).expect(201);
    expect(without.body.consent).toBeNull();
    expect(without.body.notes).toEqual([]);
  });

  it('merges into the person’s lead when the email or phone is already one, the note added to it', async () => {
    const { agent } = await subscribedAgent(app);
    const first = (await agent.post('/api/leads').send({ name: 'Lee Park', phone: '303-555-0100', source: 'website' }).expect(201)).body;
    const again = await agent.post('/api/leads').send({ name: 'Lee P.', phone: '+1 303 555 0100', source: 'sms', note: 'Called the office' }).expect(200);
    expect(again.body).toMatchObject({ id: first.id, merged: true, source: 'website', sources: ['website', 'sms'] });
    expect(again.body.notes.map((n: { text: string }) => n.text)).toEqual(['Called the office']);
    expect(await LeadModel.countDocuments({ userId: first.userId })).toBe(1);
  });
});

describe('POST /api/leads/bulk', () => {
  it('moves the agent’s ticked leads to a stage, each move on its timeline; another agent’s lead is untouched', async () => {
    const { agent } = await subscribedAgent(app);
    const { agent: other } = await subscribedAgent(app);
    const ids = [];
    for (const name of ['A One', 'B Two', 'C Three']) ids.push((await agent.post('/api/leads').send({ name }).expect(201)).body.id as string);
    const theirs = (await other.post('/api/leads').send({ name: 'Not Mine' }).expect(201)).body.id as string;
    const before = await LeadModel.find({ _id: { $in: ids } }).lean();

    const res = await agent
      .post('/api/leads/bulk')
      .send({ action: 'stage', ids: [ids[0], ids[1], theirs], stage: 'closed' })
      .expect(200);
    expect(res.body).toEqual({ action: 'stage', count: 2 });
    const after = await LeadModel.find({ _id: { $in: ids } }).lean();
    const byId = new Map(after.map((l) => [String(l._id), l]));
    expect(byId.get(ids[0]!)?.stage).toBe('closed');
    expect(byId.get(ids[0]!)?.closedAt).toBeInstanceOf(Date);
    expect(byId.get(ids[0]!)?.activities.at(-1)).toMatchObject({ type: 'stage', from: 'new', to: 'closed' });
    expect(byId.get(ids[2]!)?.stage).toBe('new');
    // The score reads the lead, not the agent.
    for (const lead of after) expect(lead.score).toBe(before.find((b) => b._id.equals(lead._id))?.score);
    expect((await LeadModel.findById(theirs).lean())?.stage).toBe('new');
  });

  it('deletes the ticked leads and their claims, so the same person later is a new lead', async () => {
    const { agent } = await subscribedAgent(app);
    const { agent: other } = await subscribedAgent(app);
    const a = (await agent.post('/api/leads').send({ name: 'Gone One', email: 'gone@example.com' }).expect(201)).body.id as string;
    const b = (await agent.post('/api/leads').send({ name: 'Gone Two', phone: '5125550111' }).expect(201)).body.id as string;
    const kept = (await agent.post('/api/leads').send({ name: 'Kept' }).expect(201)).body.id as string;
    const theirs = (await other.post('/api/leads').send({ name: 'Theirs' }).expect(201)).body.id as string;

    const res = await agent
      .post('/api/leads/bulk')
      .send({ action: 'delete', ids: [a, b, theirs] })
      .expect(200);
    expect(res.body).toEqual({ action: 'delete', count: 2 });
    expect(await LeadModel.countDocuments({ _id: { $in: [a, b] } })).toBe(0);
    expect(await LeadModel.countDocuments({ _id: { $in: [kept, theirs] } })).toBe(2);
    expect(await LeadKeyModel.countDocuments({ leadId: { $in: [a, b] } })).toBe(0);
    await agent.post('/api/leads').send({ name: 'Gone One', email: 'gone@example.com' }).expect(201);
  });

  it('answers 400 with a message to bad input and 401 to a visitor', async () => {
    const { agent } = await subscribedAgent(app);
    const cases: [unknown, string][] = [
      [{ action: 'stage', ids: [], stage: 'new' }, 'Select at least one lead.'],
      [{ action: 'stage', ids: ['nope'], stage: 'new' }, 'Lead not found'],
      [{ action: 'stage', ids: ['0123456789abcdef01234567'], stage: 'won' }, 'Stage must be one of new, contacted, qualified, showing, offer, closed, lost.'],
      [{ action: 'archive', ids: ['0123456789abcdef01234567'] }, 'Action must be stage, delete or assign.'],
      [{ action: 'delete', ids: Array.from({ length: 501 }, () => '0123456789abcdef01234567') }, 'Select at most 500 leads at once.'],
      [{ action: 'delete', ids: ['0123456789abcdef01234567'], extra: 1 }, 'Unknown fields: extra'],
    ];
    for (const [body, message] of cases) {
      const res = await agent.post('/api/leads/bulk').send(body as object);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    await newAgent(app)
      .post('/api/leads/bulk')
      .send({ action: 'delete', ids: ['0123456789abcdef01234567'] })
      .expect(401);
  });
});
