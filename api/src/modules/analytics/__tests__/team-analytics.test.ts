import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { subscribedAgent } from '../../auth/testing.js';
import { LeadModel } from '../../leads/lead.model.js';
import { teamWith } from '../../teams/__tests__/team-helpers.js';

withTestDatabase();
const { app } = createTestApp();

describe('GET /api/analytics/team', () => {
  it('per member: leads assigned, speed to first contact, contacted, showings, closed and revenue; best first; every member reads it', async () => {
    const { owner, members } = await teamWith(app, 2);
    const [a, b] = members as [(typeof members)[0], (typeof members)[0]];
    const add = async (assignedTo: string) => {
      const lead = (
        await owner.agent
          .post('/api/leads')
          .send({ name: `Lead of ${assignedTo.slice(-4)}` })
          .expect(201)
      ).body;
      await owner.agent.patch(`/api/leads/${lead.id}`).send({ assignedTo }).expect(200);
      return lead.id as string;
    };
    const [a1, a2] = [await add(a.id), await add(a.id)];
    const b1 = await add(b.id);
    // The assistant moving B's lead on is not B contacting it.
    await LeadModel.updateOne({ _id: b1 }, { $push: { activities: { type: 'stage', at: new Date(), from: 'new', to: 'qualified', text: 'AI assistant' } } });
    await a.agent.post(`/api/leads/${a1}/notes`).send({ note: 'Called: pre-approved, wants 3 beds' }).expect(201);
    await a.agent.patch(`/api/leads/${a2}`).send({ stage: 'closed', salePrice: 450000, commission: 13500 }).expect(200);

    const res = await b.agent.get('/api/analytics/team?period=7d').expect(200);
    expect(res.body.period).toBe('7d');
    const [first, second, third] = res.body.members;
    expect(first).toMatchObject({ userId: a.id, leadsAssigned: 2, contacted: 2, closed: 1, revenue: 13500, showings: 0 });
    expect(first.speedToLeadMedianSeconds).toEqual(expect.any(Number));
    expect(first.speedToLeadMedianSeconds).toBeGreaterThanOrEqual(0);
    expect(second).toMatchObject({ userId: b.id, leadsAssigned: 1, contacted: 0, closed: 0, revenue: 0, speedToLeadMedianSeconds: null });
    // The owner had nothing assigned: a row of zeros, last.
    expect(third).toMatchObject({ userId: owner.id, leadsAssigned: 0, speedToLeadMedianSeconds: null });
    await b.agent.get('/api/analytics/team?period=2w').expect(400);
  });

  it('a team of one: the owner’s own row', async () => {
    const { agent, user } = await subscribedAgent(app);
    await agent.post('/api/leads').send({ name: 'Solo lead' }).expect(201);
    const res = await agent.get('/api/analytics/team').expect(200);
    expect(res.body).toMatchObject({ period: '30d', members: [{ userId: user.id, leadsAssigned: 1, contacted: 0 }] });
  });
});
