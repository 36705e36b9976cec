import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { subscribedAgent } from '../../auth/testing.js';
import { ConversationModel } from '../../conversations/conversation.model.js';
import { LeadModel } from '../../leads/lead.model.js';

withTestDatabase();
const { app } = createTestApp();

async function lead(userId: string, score: number) {
  const _id = new Types.ObjectId();
  const createdAt = new Date();
  await LeadModel.create({
    _id,
    userId,
    name: `Lead ${score}`,
    email: `lead${score}@example.com`,
    source: 'website',
    stage: 'new',
    score,
    createdAt,
    sortKey: `${createdAt.toISOString()}|${_id}`,
  });
  return String(_id);
}

async function conversation(userId: string, score: number, leadId?: string) {
  const doc = new ConversationModel({
    userId,
    platform: 'website',
    understood: {},
    memory: {},
    leadName: 'Lead',
    score,
    label: 'warm',
    ...(leadId ? { leadId } : {}),
    messages: [{ seq: 1, role: 'lead', text: 'hi', at: new Date() }],
  });
  await doc.save();
  return String(doc._id);
}

const labelOf = async (id: string) => (await ConversationModel.findById(id).lean())?.label;

/**
 * The hot / warm / cold labels follow the agent's leadScoring
 * setting wherever they are shown: the inbox's conversation labels (changed
 * at once when the setting changes, and when a lead is edited by hand) and
 * the dashboard's hot-leads figure. Thresholds: low 60/30, medium 70/40, high 80/55.
 */
describe('leadScoring moves every label the agent sees', () => {
  it('changing the setting relabels the conversations already shown', async () => {
    const { agent, user } = await subscribedAgent(app);
    const at65 = await conversation(user.id, 65);
    const at50 = await conversation(user.id, 50);
    const at35 = await conversation(user.id, 35);
    await agent
      .patch(`/api/users/${user.id}`)
      .send({ advancedSettings: { leadScoring: 'low' } })
      .expect(200);
    expect([await labelOf(at65), await labelOf(at50), await labelOf(at35)]).toEqual(['hot', 'warm', 'warm']);
    await agent
      .patch(`/api/users/${user.id}`)
      .send({ advancedSettings: { leadScoring: 'high' } })
      .expect(200);
    expect([await labelOf(at65), await labelOf(at50), await labelOf(at35)]).toEqual(['warm', 'cold', 'cold']);
    const rows = (await agent.get('/api/conversations?limit=10').expect(200)).body.conversations as Array<{ id: string; leadScore: string }>;
    expect(rows.find((r) => r.id === at65)?.leadScore).toBe('warm');
  });

  it('another agent’s conversations keep their labels', async () => {
    const { agent, user } = await subscribedAgent(app);
    const other = await subscribedAgent(app);
    const theirs = await conversation(other.user.id, 65);
    await agent
      .patch(`/api/users/${user.id}`)
      .send({ advancedSettings: { leadScoring: 'low' } })
      .expect(200);
    expect(await labelOf(theirs)).toBe('warm');
  });

  it('the dashboard’s hot leads count the agent’s hot threshold', async () => {
    const { agent, user } = await subscribedAgent(app);
    for (const score of [62, 75, 85]) await lead(user.id, score);
    const hot = async () => (await agent.get(`/api/dashboard/metrics/${user.id}`).expect(200)).body.hotLeads as number;
    expect(await hot()).toBe(2);
    await agent
      .patch(`/api/users/${user.id}`)
      .send({ advancedSettings: { leadScoring: 'low' } })
      .expect(200);
    expect(await hot()).toBe(3);
    await agent
      .patch(`/api/users/${user.id}`)
      .send({ advancedSettings: { leadScoring: 'high' } })
      .expect(200);
    expect(await hot()).toBe(1);
  });

  it('a lead edited by hand mirrors its label under the agent’s setting', async () => {
    const { agent, user } = await subscribedAgent(app);
    await agent
      .patch(`/api/users/${user.id}`)
      .send({ advancedSettings: { leadScoring: 'high' } })
      .expect(200);
    const leadId = await lead(user.id, 10);
    const conv = await conversation(user.id, 10, leadId);
    // The agent adds the phone the lead gave: email 15 + phone 20 + website 15 (the score reads contact details, never the stage).
    const patched = (await agent.patch(`/api/leads/${leadId}`).send({ phone: '(512) 555-0199' }).expect(200)).body as { score: number };
    // A score between 40 and 55 is warm at medium but cold at high.
    expect(patched.score).toBeGreaterThanOrEqual(40);
    expect(patched.score).toBeLessThan(55);
    expect(await labelOf(conv)).toBe('cold');
  });
});
