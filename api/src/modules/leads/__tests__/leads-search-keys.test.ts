import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { type Agent, subscribedAgent } from '../../auth/testing.js';
import { LeadModel } from '../lead.model.js';
import { leadFilter } from '../leads.query.js';
import { insertLeadsInBulk, setLeadPhoneIfMissing } from '../leads.service.js';
import { backfillSearchKeys } from '../search/lead-search-keys.backfill.js';
import { searchKeysOf } from '../search/lead-search-keys.js';

withTestDatabase();

const { app } = createTestApp();

const names = async (agent: Agent, q: string) => ((await agent.get('/api/leads').query({ q }).expect(200)).body.leads as { name: string }[]).map((l) => l.name);

/** Many leads of one agent, none of them named like the search below (what makes a walk of every lead costly). */
async function seedCrowd(userId: string, n: number): Promise<void> {
  const now = Date.now();
  await insertLeadsInBulk(
    Array.from({ length: n }, (_, i) => {
      const createdAt = new Date(now - (n - i) * 60_000);
      return {
        userId,
        name: `Crowd ${i}`,
        email: `crowd${i}@example.com`,
        phone: `+1512555${String(i).padStart(4, '0')}`,
        phoneDigits: `1512555${String(i).padStart(4, '0')}`,
        source: 'website',
        stage: 'new',
        score: 0,
        messageCount: 0,
        notes: [],
        activities: [],
        createdAt,
        updatedAt: createdAt,
      } as never;
    }),
  );
}

describe('search keys: the search box reads the leads that can match, not every lead', () => {
  it('stores the trigrams of name, email and phone, and keeps substring search as it was', async () => {
    expect(searchKeysOf({ name: 'Ann', email: 'a@b.co', phone: '+1512', phoneDigits: '1512' })).toEqual([
      '+15',
      '.co',
      '151',
      '512',
      '@b.',
      'a@b',
      'ann',
      'b.c',
    ]);
    const { agent } = await subscribedAgent(app);
    await agent.post('/api/leads').send({ name: 'Joann Longer', email: 'joann@example.com' }).expect(201);
    await agent.post('/api/leads').send({ name: 'Maria Garcia', phone: '(512) 555-0188' }).expect(201);
    await agent.post('/api/leads').send({ name: 'carol', email: 'c@example.com' }).expect(201);
    // Mid-word, across the @, any case, a part of a number with or without punctuation.
    expect(await names(agent, 'ARCI')).toEqual(['Maria Garcia']);
    expect(await names(agent, 'ann@exam')).toEqual(['Joann Longer']);
    expect(await names(agent, '555-018')).toEqual(['Maria Garcia']);
    expect(await names(agent, '(512) 555')).toEqual(['Maria Garcia']);
    expect(await names(agent, '2555018')).toEqual(['Maria Garcia']);
    expect(await names(agent, 'ar')).toEqual(['carol', 'Maria Garcia']);
    expect(await names(agent, 'xyz')).toEqual([]);
    expect((await agent.get('/api/leads/counts').query({ q: 'example' }).expect(200)).body.total).toBe(2);
  });

  it('looks a rare search up by the (userId, searchKeys) index, reading its few leads; the counts too', async () => {
    const { agent, user } = await subscribedAgent(app);
    await seedCrowd(user.id, 2000);
    await agent.post('/api/leads').send({ name: 'Xavier Quist', email: 'xq@example.com' }).expect(201);
    await LeadModel.init();
    expect(await names(agent, 'quis')).toEqual(['Xavier Quist']);
    expect((await agent.get('/api/leads/counts').query({ q: 'quis' }).expect(200)).body.total).toBe(1);
    for (const q of ['quis', 'zzz', '555999']) {
      const e = await LeadModel.find(leadFilter(user.id, { q })).sort({ sortKey: -1 }).limit(51).explain('executionStats');
      const text = JSON.stringify(e);
      expect(text, q).toContain('userId_1_searchKeys_1');
      expect((e as unknown as { executionStats: { totalDocsExamined: number } }).executionStats.totalDocsExamined, q).toBeLessThan(10);
    }
    const counts = (await LeadModel.aggregate([{ $match: leadFilter(user.id, { q: 'quis' }) }, { $group: { _id: '$stage', n: { $sum: 1 } } }]).explain(
      'executionStats',
    )) as unknown;
    expect(JSON.stringify(counts)).toContain('userId_1_searchKeys_1');
  });

  it('gives leads stored before the keys existed their keys once, and a phone set by an update its keys', async () => {
    const { agent, user } = await subscribedAgent(app);
    const id = (await agent.post('/api/leads').send({ name: 'Old Timer', email: 'old@example.com' }).expect(201)).body.id as string;
    await LeadModel.updateMany({ userId: user.id }, { $unset: { searchKeys: 1 } });
    expect(await backfillSearchKeys()).toBeGreaterThanOrEqual(1);
    expect(await backfillSearchKeys()).toBe(0);
    expect(await names(agent, 'timer')).toEqual(['Old Timer']);
    await setLeadPhoneIfMissing(new LeadModel({ _id: id })._id, user.id, '(720) 555-0142');
    expect(await names(agent, '5550142')).toEqual(['Old Timer']);
  });
});
