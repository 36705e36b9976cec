import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { storedUser } from '../../agent-settings/__tests__/stored-user.js';
import { AgentSettingsModel } from '../../agent-settings/agent-settings.model.js';
import { chatAgent, visitor } from '../../assistant/testing.js';
import { subscribedAgent } from '../../auth/testing.js';
import { LeadModel } from '../../leads/lead.model.js';
import { OutboxModel } from '../../outbox/outbox.model.js';
import { ConversationModel } from '../conversation.model.js';

withTestDatabase();
const { app } = createTestApp();

async function conversation(userId: string, minutesAgo: number, extra: Record<string, unknown> = {}) {
  const doc = new ConversationModel({
    userId,
    platform: 'website',
    understood: {},
    memory: {},
    leadName: `Lead ${minutesAgo}`,
    messages: [{ seq: 1, role: 'lead', text: 'hi', at: new Date() }],
    ...extra,
  });
  await doc.save();
  await ConversationModel.updateOne({ _id: doc._id }, { $set: { updatedAt: new Date(Date.now() - minutesAgo * 60_000) } }, { timestamps: false });
  return String(doc._id);
}

describe('GET /api/conversations: filters and pages', () => {
  it('filters on the lead’s stage and score, newest activity first', async () => {
    const { agent, user } = await subscribedAgent(app);
    const id = user.id;
    const hotNew = await conversation(id, 1, { score: 80, label: 'hot', leadStage: 'new' });
    const warm = await conversation(id, 2, { score: 50, label: 'warm', leadStage: 'contacted' });
    const qualifiedCold = await conversation(id, 3, { score: 20, leadStage: 'qualified' });
    const cold = await conversation(id, 4, { score: 10, leadStage: 'new' });
    await conversation(id, 5, { score: 90, label: 'hot', leadStage: 'lost' });
    await conversation(id, 6, { score: 90, label: 'hot', leadStage: 'showing', status: 'opted-out' });
    const ids = async (q: string) => (await agent.get(`/api/conversations${q}`).expect(200)).body.conversations.map((c: { id: string }) => c.id);
    expect(await ids('?filter=qualified')).toEqual([hotNew, qualifiedCold]);
    expect(await ids('?filter=interested')).toEqual([hotNew, warm, qualifiedCold]);
    expect((await ids('')).slice(0, 4)).toEqual([hotNew, warm, qualifiedCold, cold]);
    expect(await ids('')).toHaveLength(6);
    const res = await agent.get('/api/conversations?filter=hot').expect(400);
    expect(res.body.message).toBe('filter must be one of: all, qualified, interested.');
  });

  it('pages by page and limit, with hasMore; bounds are 400s', async () => {
    const { agent, user } = await subscribedAgent(app);
    for (let i = 0; i < 5; i++) await conversation(user.id, i);
    const page = async (q: string) => (await agent.get(`/api/conversations?${q}`).expect(200)).body;
    const p1 = await page('limit=2&page=1');
    const p3 = await page('limit=2&page=3');
    expect([p1.conversations.length, p1.hasMore, p3.conversations.length, p3.hasMore]).toEqual([2, true, 1, false]);
    expect(p1.conversations[0].leadName).toBe('Lead 0');
    expect(p3.conversations[0].leadName).toBe('Lead 4');
    expect((await page('limit=2&page=4')).conversations).toEqual([]);
    for (const q of ['page=0', 'page=-1', 'page=1.5', 'page=10001', 'limit=0', 'limit=101', 'page=abc']) await agent.get(`/api/conversations?${q}`).expect(400);
  });

  it('lists only the session’s user’s; another user’s id is a 403', async () => {
    const { agent } = await subscribedAgent(app);
    const { user: other } = await subscribedAgent(app);
    await conversation(other.id, 1);
    expect((await agent.get('/api/conversations').expect(200)).body.conversations).toEqual([]);
    await agent.get(`/api/conversations?userId=${other.id}`).expect(403);
  });

  it('finds a lead’s conversation by leadId and marks it read when opened', async () => {
    const { agent, user } = await subscribedAgent(app);
    const leadId = new Types.ObjectId();
    const id = await conversation(user.id, 1, { leadId });
    await conversation(user.id, 2);
    const rows = (await agent.get(`/api/conversations?leadId=${leadId}`).expect(200)).body.conversations;
    expect(rows).toEqual([expect.objectContaining({ id, unread: true, aiPaused: false })]);
    expect((await agent.get(`/api/conversations/${id}`).expect(200)).body.unread).toBe(false);
    expect((await agent.get(`/api/conversations?leadId=${leadId}`).expect(200)).body.conversations[0].unread).toBe(false);
  });
});

describe('a lead changed by hand', () => {
  it('carries its stage and score onto its conversations (the filters follow)', async () => {
    const { agent, userId, publicId } = await chatAgent(app);
    await visitor(app, publicId).say("Hi, I'm Sam Ortiz, sam@example.com, thinking about renting");
    const lead = await LeadModel.findOne({ userId }).lean();
    expect((await agent.get('/api/conversations?filter=qualified').expect(200)).body.conversations).toEqual([]);
    await agent.patch(`/api/leads/${lead!._id}`).send({ stage: 'qualified' }).expect(200);
    const rows = (await agent.get('/api/conversations?filter=qualified').expect(200)).body.conversations;
    expect(rows).toEqual([expect.objectContaining({ leadName: 'Sam Ortiz', leadStage: 'qualified' })]);
  });
});

describe('live updates and the needs-a-person alert', () => {
  let server: http.Server;
  let base = '';
  beforeAll(async () => {
    server = http.createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Reads the event stream until `until` says stop; the events' data. */
  async function events(cookie: string, act: () => Promise<unknown>, until: (e: { needsAgent: boolean; conversation: { status: string } }[]) => boolean) {
    const controller = new AbortController();
    const res = await fetch(`${base}/api/conversations/events`, { headers: { Cookie: cookie }, signal: controller.signal });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = res.body!.getReader();
    const seen: { needsAgent: boolean; conversation: { status: string } }[] = [];
    let text = '';
    await act();
    const deadline = Date.now() + 5000;
    while (!until(seen) && Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
      const blocks = text.split('\n\n');
      text = blocks.pop() ?? '';
      for (const b of blocks) {
        const data = b.split('\n').find((l) => l.startsWith('data: '));
        if (b.includes('event: conversation') && data) seen.push(JSON.parse(data.slice(6)));
      }
    }
    controller.abort();
    return seen;
  }

  /** The session cookie of the chat agent, signed in through the API as the browser is. */
  async function signedInCookie(userId: string): Promise<string> {
    const signIn = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: (await storedUser({ _id: userId }))!.email, password: 'correct horse' }),
    });
    return (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
  }

  it('streams the agent’s own conversation changes; asking for a person flags it and mails the agent', async () => {
    const { userId, publicId } = await chatAgent(app);
    const cookie = await signedInCookie(userId);
    const v = visitor(app, publicId);
    const seen = await events(
      cookie,
      async () => {
        await v.say('Hi, we are looking to rent a 2 bed apartment');
        await v.say('can I talk to a real person?');
      },
      (s) => s.some((e) => e.needsAgent),
    );
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen.at(-1)).toMatchObject({
      needsAgent: true,
      handoff: { reason: 'asked' },
      conversation: { status: 'needs-agent', handoff: { reason: 'asked' } },
    });
    const agentEmail = (await storedUser({ _id: userId }))!.email;
    await expect.poll(async () => OutboxModel.countDocuments({ to: agentEmail, kind: 'needs-agent' })).toBe(1);
    expect((await OutboxModel.findOne({ to: agentEmail, kind: 'needs-agent' }).lean())!.subject).toBe('A lead is asking for you');

    // With emailNotifications off, no mail.
    await AgentSettingsModel.updateOne({ userId: userId }, { $set: { 'advancedSettings.emailNotifications': false } });
    const w = visitor(app, publicId);
    await w.say('hello, I need a real person please');
    await new Promise((r) => setTimeout(r, 200));
    expect(await OutboxModel.countDocuments({ to: agentEmail, kind: 'needs-agent' })).toBe(1);
  });

  it('a question the assistant could not answer: the event says so, with the question', async () => {
    const { userId, publicId } = await chatAgent(app);
    const cookie = await signedInCookie(userId);
    const v = visitor(app, publicId);
    const question = 'Does the HOA allow short-term rentals?';
    const seen = await events(
      cookie,
      () => v.say(question),
      (s) => s.some((e) => e.needsAgent),
    );
    const handoff = { reason: 'unsure', questions: [question], at: expect.any(String) };
    expect(seen.at(-1)).toMatchObject({ needsAgent: true, handoff, conversation: { status: 'needs-agent', handoff } });
  });

  it('401 for the stream without a session', async () => {
    expect((await fetch(`${base}/api/conversations/events`)).status).toBe(401);
  });
});
