import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { type Agent, subscribedAgent } from '../../auth/testing.js';
import { LeadModel } from '../lead.model.js';
import { backfillOrderKeys } from '../leads.order-keys.js';

withTestDatabase();

const { app } = createTestApp();

async function names(agent: Agent, query: Record<string, string>, limit = 2): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const res: { body: { leads: { name: string }[]; nextCursor: string | null } } = await agent
      .get('/api/leads')
      .query({ ...query, limit, ...(cursor ? { cursor } : {}) })
      .expect(200);
    seen.push(...res.body.leads.map((l) => l.name));
    cursor = res.body.nextCursor;
  } while (cursor);
  return seen;
}

describe('GET /api/leads?sort=', () => {
  it('orders by created, last activity, score and name, paging each with its cursor', async () => {
    const { agent } = await subscribedAgent(app);
    const ids: Record<string, string> = {};
    for (const [name, body] of [
      ['carol', { email: 'c@example.com' }],
      ['Alice', { email: 'a@example.com', phone: '5125550101' }],
      ['bob', {}],
      ['Dave', { email: 'd@example.com', phone: '5125550102', source: 'sms' }],
    ] as const)
      ids[name] = (
        await agent
          .post('/api/leads')
          .send({ name, ...body })
          .expect(201)
      ).body.id;
    await agent.post(`/api/leads/${ids.carol}/notes`).send({ note: 'Called back' }).expect(201);

    expect(await names(agent, {})).toEqual(['Dave', 'bob', 'Alice', 'carol']);
    expect(await names(agent, { sort: 'created' })).toEqual(['Dave', 'bob', 'Alice', 'carol']);
    expect(await names(agent, { sort: 'name' })).toEqual(['Alice', 'bob', 'carol', 'Dave']);
    expect(await names(agent, { sort: 'activity' })).toEqual(['carol', 'Dave', 'bob', 'Alice']);
    const byScore = (await agent.get('/api/leads').query({ sort: 'score' }).expect(200)).body.leads as { name: string; score: number }[];
    expect(byScore.map((l) => l.score)).toEqual([...byScore.map((l) => l.score)].sort((a, b) => b - a));
    expect(await names(agent, { sort: 'score' })).toEqual(byScore.map((l) => l.name));
    // Filters and search combine with any order.
    expect(await names(agent, { sort: 'name', q: 'a' })).toEqual(['Alice', 'carol', 'Dave']);
    expect(await names(agent, { sort: 'name', source: 'sms' })).toEqual(['Dave']);
  });

  it('refuses an unknown order and a cursor of another order with 400', async () => {
    const { agent } = await subscribedAgent(app);
    for (const name of ['A', 'B', 'C']) await agent.post('/api/leads').send({ name }).expect(201);
    expect((await agent.get('/api/leads').query({ sort: 'price' }).expect(400)).body.message).toBe('Sort must be one of created, activity, score, name.');
    const cursor = (await agent.get('/api/leads').query({ limit: 1 }).expect(200)).body.nextCursor;
    await agent.get('/api/leads').query({ sort: 'score', cursor }).expect(400);
  });

  it('gives leads stored before the orders existed their keys, so no order leaves them out', async () => {
    const { agent, user } = await subscribedAgent(app);
    await agent.post('/api/leads').send({ name: 'Old One' }).expect(201);
    await LeadModel.updateMany({ userId: user.id }, { $unset: { scoreKey: 1, nameKey: 1, activityKey: 1 } });
    expect(await backfillOrderKeys()).toBeGreaterThanOrEqual(1);
    expect(await names(agent, { sort: 'name' })).toEqual(['Old One']);
  });
});
