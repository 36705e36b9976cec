import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { type Agent, subscribedAgent } from '../../auth/testing.js';
import { LeadModel } from '../lead.model.js';
import { leadFilter } from '../leads.query.js';

withTestDatabase();

const { app } = createTestApp();

const names = async (agent: Agent, query: string) => ((await agent.get(`/api/leads?${query}`).expect(200)).body.leads as { name: string }[]).map((l) => l.name);

describe('search by a whole email or phone', () => {
  it('finds the person by the address or by the number in any format, the old ones stored as typed too', async () => {
    const { agent, user } = await subscribedAgent(app);
    const { agent: other } = await subscribedAgent(app);
    await other.post('/api/leads').send({ name: 'Not Mine', email: 'ann@example.com', phone: '(512) 555-0123' }).expect(201);
    await agent.post('/api/leads').send({ name: 'Ann Exact', email: 'ann@example.com', stage: 'qualified' }).expect(201);
    await agent.post('/api/leads').send({ name: 'Joann Longer', email: 'joann@example.com' }).expect(201);
    await agent.post('/api/leads').send({ name: 'Bob Phone', phone: '(512) 555-0123' }).expect(201);
    // Stored before phones were normalised: as typed, 10 digits.
    await LeadModel.create({
      userId: user.id,
      name: 'Old Phone',
      phone: '303-555-0100',
      phoneDigits: '3035550100',
      source: 'sms',
      stage: 'new',
      sortKey: `${new Date().toISOString()}|${String(new Types.ObjectId())}`,
    });

    expect(await names(agent, 'q=ANN%40Example.com')).toEqual(['Ann Exact']);
    expect(await names(agent, 'q=ann%40example.com&stage=new')).toEqual([]);
    // Part of an address is still a substring search.
    expect(await names(agent, 'q=ann%40example')).toEqual(['Joann Longer', 'Ann Exact']);
    for (const q of ['5125550123', '(512) 555-0123', '+1 512 555 0123', '512.555.0123', '1-512-555-0123']) {
      expect(await names(agent, `q=${encodeURIComponent(q)}`), q).toEqual(['Bob Phone']);
    }
    expect(await names(agent, `q=${encodeURIComponent('+1 (303) 555-0100')}`)).toEqual(['Old Phone']);
    expect(await names(agent, 'q=5125550999')).toEqual([]);
    expect((await agent.get('/api/leads/counts?q=ann%40example.com').expect(200)).body).toMatchObject({ counts: { qualified: 1, new: 0 }, total: 1 });
  });

  it('is one lookup of the (userId, email) or (userId, phoneDigits) index, not a walk of the leads', async () => {
    const { user } = await subscribedAgent(app);
    await LeadModel.init();
    const plan = async (q: string) => JSON.stringify(await LeadModel.find(leadFilter(user.id, { q })).sort({ sortKey: -1 }).limit(51).explain());
    expect(await plan('ann@example.com')).toContain('userId_1_email_1');
    expect(await plan('(512) 555-0123')).toContain('userId_1_phoneDigits_1');
    expect(await plan('garcia')).not.toMatch(/userId_1_email_1|userId_1_phoneDigits_1/);
  });
});
