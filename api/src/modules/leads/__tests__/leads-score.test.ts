import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { subscribedAgent } from '../../auth/testing.js';
import { LeadModel } from '../lead.model.js';

withTestDatabase();

const { app } = createTestApp();

describe('the score reads the lead, not the agent', () => {
  it('is unchanged by the agent’s notes and stage moves, and rises when the lead gives more', async () => {
    const { agent } = await subscribedAgent(app);
    const created = (await agent.post('/api/leads').send({ name: 'Sam Reyes', email: 'sam@example.com', source: 'website' }).expect(201)).body;
    const score = created.score as number;
    expect(score).toBe(30);
    expect(created.scoreReasons).toEqual(['Gave an email address (+15)', 'Came through the website (+15)']);

    for (const note of ['Not interested, do not call', 'Great call, very motivated', 'Follow up next week']) {
      expect((await agent.post(`/api/leads/${created.id}/notes`).send({ note }).expect(201)).body.score).toBe(score);
    }
    for (const stage of ['qualified', 'showing', 'offer', 'closed'] as const) {
      expect((await agent.patch(`/api/leads/${created.id}`).send({ stage }).expect(200)).body.score).toBe(score);
    }
    await agent
      .post('/api/leads/bulk')
      .send({ action: 'stage', ids: [created.id], stage: 'contacted' })
      .expect(200);
    expect((await LeadModel.findById(created.id).lean())?.score).toBe(score);
    const listed = (await agent.get('/api/leads').expect(200)).body.leads[0];
    expect(listed).toMatchObject({ score, scoreReasons: created.scoreReasons });

    // The same person again, with a phone this time: what the lead did raises it.
    const again = (await agent.post('/api/leads').send({ name: 'Sam Reyes', email: 'sam@example.com', phone: '(512) 555-0142', source: 'sms' }).expect(200))
      .body;
    expect(again.score).toBe(score + 20);
    expect(again.scoreReasons).toContain('Gave a phone number (+20)');
  });
});
