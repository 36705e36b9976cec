import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { subscribedAgent } from '../../auth/testing.js';

withTestDatabase();
const { app } = createTestApp();

async function documentCounts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const name of ['leads', 'conversations', 'appointments']) out[name] = await mongoose.connection.collection(name).countDocuments();
  return out;
}

describe('POST /api/assistant/preview', () => {
  it('answers as the agent’s assistant would, with what it understood and the score, and stores nothing', async () => {
    const { agent } = await subscribedAgent(app, { firstName: 'Maya' });
    const before = await documentCounts();
    const res = await agent.post('/api/assistant/preview').send({ message: 'Hi! We want to buy a 3 bed condo, budget $450k, pre-approved' }).expect(200);
    expect(res.body.reply).toMatch(/Maya’s AI assistant/);
    expect(res.body.understood).toMatchObject({
      intent: 'buy',
      bedrooms: 3,
      propertyType: 'condo',
      budget: { max: 450_000 },
      financing: 'preapproved',
      optOut: false,
      wantsHuman: false,
    });
    expect(res.body.score).toEqual(expect.any(Number));
    expect(await documentCounts()).toEqual(before);
  });

  it('replays the history, so a later message is read in context', async () => {
    const { agent } = await subscribedAgent(app);
    const history = [
      { role: 'lead', text: 'We want to buy a house in Austin' },
      { role: 'assistant', text: 'What price range are you considering?' },
      { role: 'lead', text: 'under half a million' },
    ];
    const res = await agent.post('/api/assistant/preview').send({ message: 'actually 3 beds, and we are paying cash', history }).expect(200);
    expect(res.body.understood).toMatchObject({ intent: 'buy', budget: { max: 500_000 }, bedrooms: 3, financing: 'cash' });
    expect(res.body.reply).not.toMatch(/AI assistant/);
  });

  it('answers 401 without a session and 400 with a message to bad input', async () => {
    await createTestApp().request.post('/api/assistant/preview').send({ message: 'hi' }).expect(401);
    const { agent } = await subscribedAgent(app);
    for (const body of [
      {},
      { message: '' },
      { message: 'x'.repeat(1001) },
      { message: { $gt: '' } },
      { message: 'hi', history: 'nope' },
      { message: 'hi', history: [{ role: 'agent', text: 'x' }] },
      { message: 'hi', extra: true },
    ]) {
      const res = await agent.post('/api/assistant/preview').send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });
});
