import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { type Agent, newAgent, subscribedAgent } from '../../auth/testing.js';
import { LeadModel } from '../lead.model.js';

withTestDatabase();

const { app } = createTestApp({ env: { ADMIN_PASSCODE: 'open sesame 42' } });

async function addLead(agent: Agent, body: Record<string, unknown>): Promise<{ id: string; createdAt: string }> {
  const res = await agent.post('/api/leads').send(body);
  if (res.status !== 201) throw new Error(`${res.status} ${res.text}`);
  return res.body as { id: string; createdAt: string };
}

async function allPages(agent: Agent, query: string, limit: number, between?: () => Promise<void>): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | null = null;
  do {
    const res = await agent.get(`/api/leads?limit=${limit}${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`).expect(200);
    names.push(...(res.body.leads as { name: string }[]).map((l) => l.name));
    cursor = res.body.nextCursor as string | null;
    if (between) await between();
  } while (cursor);
  return names;
}

describe('GET /api/leads and /api/leads/counts', () => {
  it('answers 401 to a visitor on every lead route', async () => {
    const visitor = newAgent(app);
    const id = '0123456789abcdef01234567';
    for (const [method, path] of [
      ['get', '/api/leads'],
      ['get', '/api/leads/counts'],
      ['post', '/api/leads'],
      ['get', `/api/leads/${id}`],
      ['patch', `/api/leads/${id}`],
      ['post', `/api/leads/${id}/notes`],
      ['post', `/api/leads/${id}/call`],
    ] as const) {
      const res = await visitor[method](path).send({});
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('lists only the session user’s leads, newest first, and combines stage, source and text filters', async () => {
    const { agent } = await subscribedAgent(app);
    const { agent: other } = await subscribedAgent(app);
    await addLead(other, { name: 'Not Mine', email: 'x@example.com', source: 'facebook' });
    await addLead(agent, { name: 'Ann Facebook', email: 'ann@example.com', source: 'facebook' });
    await addLead(agent, { name: 'Bob Website', phone: '(512) 555-0123', source: 'website', stage: 'qualified' });
    await addLead(agent, { name: 'Cid Facebook', email: 'cid@example.com', source: 'facebook', stage: 'qualified' });
    await addLead(agent, { name: 'Dee Lost', email: 'dee@example.com', source: 'facebook', stage: 'lost' });

    const all = await agent.get('/api/leads').expect(200);
    expect(all.headers['cache-control']).toBe('private, no-store');
    expect(all.body.leads.map((l: { name: string }) => l.name)).toEqual(['Dee Lost', 'Cid Facebook', 'Bob Website', 'Ann Facebook']);
    expect(all.body.nextCursor).toBeNull();
    expect(all.body.leads[0]).not.toHaveProperty('notes');

    const names = async (q: string) => ((await agent.get(`/api/leads?${q}`).expect(200)).body.leads as { name: string }[]).map((l) => l.name);
    expect(await names('source=facebook&stage=qualified')).toEqual(['Cid Facebook']);
    expect(await names('source=facebook&stage=all')).toEqual(['Dee Lost', 'Cid Facebook', 'Ann Facebook']);
    expect(await names('stage=qualified&q=bob')).toEqual(['Bob Website']);
    expect(await names('q=5125550123')).toEqual(['Bob Website']);
    expect(await names('q=CID%40example')).toEqual(['Cid Facebook']);
    expect(await names('q=.*')).toEqual([]);
    expect(await names('source=all&stage=all&q=')).toHaveLength(4);
    // A NUL cannot travel in a BSON regex; it and other control characters are searched as text.
    for (const q of ['bob%00', '%00', 'a%01b', '%1B%5B0m', '%7F']) expect(await names(`q=${q}`), q).toEqual([]);
    expect(await names('q=Bob%09Website')).toEqual([]);
    expect((await agent.get('/api/leads/counts?q=%00bob').expect(200)).body.total).toBe(0);

    const counts = await agent.get('/api/leads/counts?source=facebook').expect(200);
    expect(counts.body).toEqual({ counts: { new: 1, contacted: 0, qualified: 1, showing: 0, offer: 0, closed: 0 }, lost: 1, total: 3 });
    const searched = await agent.get('/api/leads/counts?q=bob').expect(200);
    expect(searched.body).toMatchObject({ counts: { qualified: 1, new: 0 }, total: 1 });
  });

  it('pages with a cursor that stays stable while leads are inserted: no duplicates, no gaps', async () => {
    const { agent } = await subscribedAgent(app);
    for (let i = 0; i < 23; i++) await addLead(agent, { name: `Old ${i}`, email: `old${i}@example.com` });
    let added = 0;
    const seen = await allPages(agent, '', 5, async () => {
      await addLead(agent, { name: `New ${added}`, email: `new${added++}@example.com` });
    });
    const old = seen.filter((n) => n.startsWith('Old'));
    expect(old).toEqual(Array.from({ length: 23 }, (_, i) => `Old ${22 - i}`));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.some((n) => n.startsWith('New'))).toBe(false);
  });

  it('orders leads with the same creation time by id, and the cursor tells them apart', async () => {
    const { agent, user } = await subscribedAgent(app);
    const createdAt = new Date('2030-01-01T00:00:00.000Z');
    const docs = Array.from({ length: 7 }, (_, i) => ({ userId: user.id, name: `Tie ${i}`, source: 'sms', stage: 'new', createdAt }));
    for (const doc of docs) {
      const lead = new LeadModel(doc);
      lead.sortKey = `${createdAt.toISOString()}|${String(lead._id)}`;
      await lead.save();
    }
    const names = await allPages(agent, '&q=Tie', 2);
    expect(names).toEqual(['Tie 6', 'Tie 5', 'Tie 4', 'Tie 3', 'Tie 2', 'Tie 1', 'Tie 0']);
  });

  it('answers 400 with a message to bad filters, limits and cursors', async () => {
    const { agent } = await subscribedAgent(app);
    for (const query of [
      'stage=won',
      'source=tiktok',
      'limit=0',
      'limit=101',
      'limit=ten',
      'cursor=bm9wZQ',
      `q=${'a'.repeat(101)}`,
      'stage=new&stage=lost',
      'userId=abc',
    ]) {
      const res = await agent.get(`/api/leads?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toEqual(expect.any(String));
    }
    await agent.get('/api/leads/counts?source=tiktok').expect(400);
    expect((await agent.get('/api/leads?limit=100').expect(200)).body.leads).toEqual([]);
  });

  it('lets an admin read another user’s leads with userId; a user gets 403 for someone else’s', async () => {
    const { agent, user } = await subscribedAgent(app);
    const { agent: other, user: otherUser } = await subscribedAgent(app);
    await addLead(agent, { name: 'Mine', email: 'mine@example.com' });
    await other.get(`/api/leads?userId=${user.id}`).expect(403);
    await other.get(`/api/leads/counts?userId=${user.id}`).expect(403);
    expect((await other.get(`/api/leads?userId=${otherUser.id}`).expect(200)).body.leads).toEqual([]);
    const admin = newAgent(app);
    await admin.post('/api/admin/login').send({ passcode: 'open sesame 42' }).expect(200);
    const res = await admin.get(`/api/leads?userId=${user.id}`).expect(200);
    expect(res.body.leads.map((l: { name: string }) => l.name)).toEqual(['Mine']);
  });
});
