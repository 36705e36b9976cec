import { scoreLead, scoreReasons } from '@leadnest/assistant-engine/lead-score';
import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { type Agent, subscribedAgent } from '../../auth/testing.js';
import { LeadModel } from '../lead.model.js';

withTestDatabase();

const { app } = createTestApp();

async function newLead(agent: Agent, body: Record<string, unknown> = {}): Promise<string> {
  const res = await agent
    .post('/api/leads')
    .send({ name: 'Jane Buyer', email: 'jane@example.com', ...body })
    .expect(201);
  return res.body.id as string;
}

describe('POST /api/leads', () => {
  it('adds a lead by hand: source website and stage new by default, a score, and a created activity', async () => {
    const { agent, user } = await subscribedAgent(app);
    const res = await agent.post('/api/leads').send({ name: '  Jane Buyer ', email: 'JANE@Example.com', phone: '' }).expect(201);
    expect(res.body).toMatchObject({
      name: 'Jane Buyer',
      email: 'jane@example.com',
      phone: null,
      source: 'website',
      stage: 'new',
      userId: user.id,
      notes: [],
      lastMessage: null,
    });
    expect(res.body.score).toBe(scoreLead({ hasEmail: true, hasPhone: false, source: 'website', messageCount: 0 }));
    expect(res.body.activities).toEqual([{ type: 'created', at: expect.any(String), to: 'new', text: 'Added by hand' }]);
  });

  it('answers 400 with a message to bad input', async () => {
    const { agent } = await subscribedAgent(app);
    for (const body of [
      {},
      { name: '   ' },
      { name: 'A', email: 'nope' },
      { name: 'A', phone: '123' },
      { name: 'A', source: 'tiktok' },
      { name: 'A', stage: 'won' },
      { name: { $gt: '' } },
      { name: 'A', extra: 1 },
      { name: 'A', followUpDate: 'tomorrow' },
    ]) {
      const res = await agent.post('/api/leads').send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });
});

describe('PATCH /api/leads/{id}', () => {
  it('moves a lead to any stage directly, lost included, keeping each move as activity; the score stays (it reads the lead, not the agent)', async () => {
    const { agent } = await subscribedAgent(app);
    const id = await newLead(agent);
    const score = scoreLead({ hasEmail: true, hasPhone: false, source: 'website', messageCount: 0 });
    for (const stage of ['offer', 'new', 'closed', 'lost', 'showing'] as const) {
      const res = await agent.patch(`/api/leads/${id}`).send({ stage }).expect(200);
      expect(res.body).toMatchObject({ stage, score });
    }
    const lead = (await agent.get(`/api/leads/${id}`).expect(200)).body;
    expect(lead.activities.filter((a: { type: string }) => a.type === 'stage').map((a: { from: string; to: string }) => `${a.from}>${a.to}`)).toEqual([
      'lost>showing',
      'closed>lost',
      'new>closed',
      'offer>new',
      'new>offer',
    ]);
    const stored = await LeadModel.findById(id).lean();
    expect(stored?.score).toBe(score);
  });

  it('stores the follow-up time exactly and clears it with null', async () => {
    const { agent } = await subscribedAgent(app);
    const id = await newLead(agent);
    const at = new Date(Date.now() + 24 * 3600_000).toISOString();
    const res = await agent.patch(`/api/leads/${id}`).send({ followUpDate: at }).expect(200);
    expect(res.body.followUpDate).toBe(at);
    expect((await LeadModel.findById(id).lean())?.followUpDate?.toISOString()).toBe(at);
    expect(res.body.activities[0]).toMatchObject({ type: 'followUp', text: at });
    expect((await agent.patch(`/api/leads/${id}`).send({ followUpDate: null }).expect(200)).body.followUpDate).toBeNull();
  });

  it('edits contact fields and rescores (a phone adds to the score)', async () => {
    const { agent } = await subscribedAgent(app);
    const id = await newLead(agent);
    const before = (await agent.get(`/api/leads/${id}`).expect(200)).body.score as number;
    const res = await agent.patch(`/api/leads/${id}`).send({ phone: '+1 (512) 555-0100', name: 'Jane B.' }).expect(200);
    expect(res.body).toMatchObject({ phone: '+15125550100', name: 'Jane B.' });
    expect(res.body.score).toBeGreaterThan(before);
    expect(res.body.activities[0]).toMatchObject({ type: 'updated', text: 'name, phone' });
  });

  it('answers 400 to bad input and bad ids, 404 to another user’s lead and to unknown ids', async () => {
    const { agent } = await subscribedAgent(app);
    const { agent: other } = await subscribedAgent(app);
    const id = await newLead(agent);
    for (const body of [{}, { stage: 'won' }, { followUpDate: 'soon' }, { email: 'x' }, { name: '' }, { stage: { $ne: null } }, { userId: 'x' }]) {
      const res = await agent.patch(`/api/leads/${id}`).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    for (const path of ['/api/leads/not-an-id', '/api/leads/123', "/api/leads/%7B'%24gt'%3A''%7D"]) {
      expect((await agent.get(path)).status, path).toBe(400);
      expect((await agent.patch(path).send({ stage: 'new' })).status, path).toBe(400);
    }
    for (const req of [
      other.get(`/api/leads/${id}`),
      other.patch(`/api/leads/${id}`).send({ stage: 'lost' }),
      other.post(`/api/leads/${id}/notes`).send({ note: 'hi' }),
      other.post(`/api/leads/${id}/call`),
    ]) {
      const res = await req;
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: 'Lead not found', code: 'LEAD_NOT_FOUND' });
    }
    await agent.get('/api/leads/0123456789abcdef01234567').expect(404);
    expect((await LeadModel.findById(id).lean())?.stage).toBe('new');
  });
});

describe('POST /api/leads/{id}/notes and /call', () => {
  it('trims and keeps notes with the lead, newest first, each as activity; an empty lead has no notes', async () => {
    const { agent } = await subscribedAgent(app);
    const id = await newLead(agent);
    expect((await agent.get(`/api/leads/${id}`).expect(200)).body.notes).toEqual([]);
    await agent.post(`/api/leads/${id}/notes`).send({ note: '  Wants 3 bedrooms  ' }).expect(201);
    const res = await agent
      .post(`/api/leads/${id}/notes`)
      .send({ note: 'x'.repeat(5000) })
      .expect(201);
    expect(res.body.notes.map((n: { text: string }) => n.text)).toEqual(['x'.repeat(5000), 'Wants 3 bedrooms']);
    expect(res.body.notes[0]).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/), text: 'x'.repeat(5000), createdAt: expect.any(String) });
    expect(res.body.activities.slice(0, 2).map((a: { type: string; text: string }) => [a.type, a.text.length])).toEqual([
      ['note', 5000],
      ['note', 16],
    ]);
  });

  it('refuses empty, whitespace-only, too long and non-text notes with 400', async () => {
    const { agent } = await subscribedAgent(app);
    const id = await newLead(agent);
    for (const body of [{}, { note: '' }, { note: ' \n\t ' }, { note: 'x'.repeat(5001) }, { note: 42 }, { note: ['a'] }]) {
      const res = await agent.post(`/api/leads/${id}/notes`).send(body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.body.message).toMatch(/note/i);
    }
    expect((await LeadModel.findById(id).lean())?.notes).toEqual([]);
  });

  it('answers calls with 409 CALLING_NOT_CONFIGURED until calling exists', async () => {
    const { agent } = await subscribedAgent(app);
    const id = await newLead(agent, { phone: '5125550100' });
    const res = await agent.post(`/api/leads/${id}/call`).set('Content-Type', 'application/json').send({}).expect(409);
    expect(res.body).toMatchObject({ code: 'CALLING_NOT_CONFIGURED', message: 'Configure Twilio in API Settings to enable calling' });
    await agent.post('/api/leads/nope/call').expect(400);
  });
});

describe('scoreLead', () => {
  it('stays within 0–100 and grows with what the lead gave, said and did', () => {
    const base = { hasEmail: false, hasPhone: false, source: 'facebook', messageCount: 0 } as const;
    const max = scoreLead({
      hasEmail: true,
      hasPhone: true,
      source: 'website',
      messageCount: 50,
      readiness: { timeline: 'asap', financing: 'cash', hasBudget: true, hasIntent: true },
    });
    expect(max).toBe(100);
    expect(scoreLead(base)).toBe(8);
    expect(scoreLead({ ...base, hasPhone: true })).toBeGreaterThan(scoreLead(base));
    expect(scoreLead({ ...base, messageCount: 1 })).toBeGreaterThan(scoreLead(base));
    expect(scoreReasons({ ...base, hasPhone: true, messageCount: 2 })).toEqual([
      { label: 'Gave a phone number', points: 20 },
      { label: 'Came through Facebook', points: 8 },
      { label: 'Sent 2 messages', points: 10 },
    ]);
  });
});

describe('GET /api/leads/{id}: what the assistant learned', () => {
  it('is null for a lead added by hand, and the known facts (no empty ones) once the assistant recorded them', async () => {
    const { agent } = await subscribedAgent(app);
    const id = await newLead(agent);
    expect((await agent.get(`/api/leads/${id}`).expect(200)).body.qualification).toBeNull();
    await LeadModel.updateOne({ _id: id }, { $set: { qualification: { intent: 'buy', budgetMax: 450000, bedrooms: 3, areas: ['Austin'], timeline: '0-3m' } } });
    expect((await agent.get(`/api/leads/${id}`).expect(200)).body.qualification).toEqual({
      intent: 'buy',
      budgetMax: 450000,
      bedrooms: 3,
      areas: ['Austin'],
      timeline: '0-3m',
    });
    await LeadModel.updateOne({ _id: id }, { $set: { qualification: { areas: [] } } });
    expect((await agent.get(`/api/leads/${id}`).expect(200)).body.qualification).toBeNull();
  });
});
