import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { chatAgent, visitor } from '../../assistant/testing.js';
import { ConversationModel } from '../conversation.model.js';

withTestDatabase();
const { app } = createTestApp();

/** The stored transcript: every seq once, 1..n in order. */
async function transcriptOf(id: string) {
  const conversation = await ConversationModel.findById(id).lean();
  const messages = conversation?.messages ?? [];
  expect(messages.map((m) => m.seq)).toEqual(messages.map((_, i) => i + 1));
  return { conversation, texts: messages.map((m) => m.text) };
}

describe('one conversation written from many requests at once', () => {
  it('agent replies, visitor messages, takeovers and releases at once: no 5xx, no lost message', async () => {
    const { agent, publicId } = await chatAgent(app);
    const v = visitor(app, publicId);
    await v.say("Hi, I'm Dana Cole, 404-555-1234, looking to buy in Decatur");
    const id = (await agent.get('/api/conversations').expect(200)).body.conversations[0].id as string;
    await agent.post(`/api/conversations/${id}/takeover`).expect(200);

    const agentTexts = Array.from({ length: 8 }, (_, i) => `agent reply ${i}`);
    const visitorTexts = Array.from({ length: 6 }, (_, i) => `visitor note ${i}`);
    const results = await Promise.all([
      ...agentTexts.map((text) => agent.post(`/api/conversations/${id}/messages`).send({ text })),
      ...visitorTexts.map((text) => v.say(text).then(() => ({ status: 200 }))),
      agent.post(`/api/conversations/${id}/takeover`),
      agent.get(`/api/conversations/${id}`),
    ]);
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    // Taken over throughout: every agent reply is accepted.
    expect(statuses.slice(0, agentTexts.length)).toEqual(agentTexts.map(() => 201));

    const { texts } = await transcriptOf(id);
    for (const text of [...agentTexts, ...visitorTexts]) expect(texts).toContain(text);
  });

  it('takeover and release racing each other and the visitor: every answer 2xx or 409, the last state stored consistently', async () => {
    const { agent, publicId } = await chatAgent(app);
    const v = visitor(app, publicId);
    await v.say('We want to buy a 3 bed house in Kirkwood');
    const id = (await agent.get('/api/conversations').expect(200)).body.conversations[0].id as string;

    const visitorTexts = Array.from({ length: 6 }, (_, i) => `question ${i} about the house`);
    const results = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => agent.post(`/api/conversations/${id}/${i % 2 ? 'release' : 'takeover'}`)),
      ...Array.from({ length: 4 }, (_, i) => agent.post(`/api/conversations/${id}/messages`).send({ text: `hand reply ${i}` })),
      ...visitorTexts.map((text) => v.say(text).then(() => ({ status: 200 }))),
    ]);
    for (const r of results) expect([200, 201, 409]).toContain(r.status);

    const { conversation, texts } = await transcriptOf(id);
    for (const text of visitorTexts) expect(texts).toContain(text);
    const accepted = results.slice(10, 14).filter((r) => r.status === 201).length;
    expect(texts.filter((t) => t.startsWith('hand reply'))).toHaveLength(accepted);
    expect(conversation?.status).toBe(conversation?.aiPaused ? 'taken-over' : conversation?.status === 'needs-agent' ? 'needs-agent' : 'active');
  });
});
