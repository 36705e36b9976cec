import { CHAT_POLL_MS, PUBLIC_CHAT_MESSAGES } from '@leadnest/contracts';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { type LoopbackClient, type LoopbackClients, loopbackClients } from '../../../test-support/loopback-clients.js';
import { setPlan } from '../../agent-settings/settings.service.js';
import { chatAgent, visitor, WIDGET_SITE } from '../../assistant/testing.js';
import { signedInAgent, subscribedAgent } from '../../auth/testing.js';
import { ConversationModel } from '../../conversations/conversation.model.js';
import { LeadModel } from '../../leads/lead.model.js';
import { CHAT_LIMITS } from '../public-chat.router.js';

withTestDatabase();
const { app } = createTestApp();
const http = () => supertest(app.callback());
// The caps' tests come from several loopback addresses, as a flood from several machines would.
let clients: LoopbackClients;
beforeAll(async () => {
  clients = await loopbackClients(app);
});
afterAll(() => clients.close());

describe('GET /api/chat-widget/embed-code', () => {
  it('gives the signed-in agent a stable public id and the script tag to paste; 401 for visitors', async () => {
    const { agent } = await subscribedAgent(app);
    const first = (await agent.get('/api/chat-widget/embed-code').expect(200)).body;
    expect(first.agentPublicId).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(first.scriptUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/widget\.js$/);
    expect(first.snippet).toBe(`<script src="${first.scriptUrl}" data-agent="${first.agentPublicId}" async></script>`);
    expect((await agent.get('/api/chat-widget/embed-code').expect(200)).body.agentPublicId).toBe(first.agentPublicId);
    await http().get('/api/chat-widget/embed-code').expect(401);
  });
});

describe('the widget’s public endpoints', () => {
  it('introduces the agent’s assistant; an unknown id is 404; an agent without a plan gets a polite 402', async () => {
    const { publicId } = await chatAgent(app);
    const info = (await http().get(`/api/public/chat/${publicId}`).set('Origin', WIDGET_SITE).expect(200)).body;
    expect(info).toEqual({
      agentName: 'Maya',
      brokerage: 'Nest Realty',
      greeting: expect.stringMatching(/Maya’s AI assistant at Nest Realty/),
      maxMessageLength: 1000,
      pollMs: CHAT_POLL_MS,
    });

    const unknown = await http().get('/api/public/chat/AAAAAAAAAAAAAAAA').expect(404);
    expect(unknown.body.message).toBe('This chat is not available.');
    await http().get('/api/public/chat/bad!id').expect(400);
    const { agent } = await signedInAgent(app);
    // Without a plan there is no embed code at all…
    expect((await agent.get('/api/chat-widget/embed-code').expect(402)).body.code).toBe('PLAN_REQUIRED');
    // …and a chat already on a site stops answering once the plan lapses, politely.
    const lapsed = await chatAgent(app);
    await setPlan(lapsed.userId, null);
    const lapsedInfo = await http().get(`/api/public/chat/${lapsed.publicId}`).expect(402);
    expect(lapsedInfo.body).toMatchObject({ code: 'CHAT_UNAVAILABLE', message: 'This chat is not available right now. Please contact the agent directly.' });
    await http().post(`/api/public/chat/${lapsed.publicId}/messages`).send({ message: 'hi' }).expect(402);
  });

  it('is open to other sites without credentials (CORS), including on errors, and answers preflights', async () => {
    const { publicId } = await chatAgent(app);
    const pre = await http()
      .options(`/api/public/chat/${publicId}/messages`)
      .set('Origin', WIDGET_SITE)
      .set('Access-Control-Request-Method', 'POST')
      .expect(204);
    expect(pre.headers['access-control-allow-origin']).toBe('*');
    expect(pre.headers['access-control-allow-headers']).toMatch(/X-Visitor-Token/);
    expect(pre.headers['access-control-allow-credentials']).toBeUndefined();
    const bad = await http().post(`/api/public/chat/${publicId}/messages`).set('Origin', WIDGET_SITE).send({ message: '' }).expect(400);
    expect(bad.headers['access-control-allow-origin']).toBe('*');
    expect(bad.body.message).toBe('Please enter a message.');
    // Only these paths: the rest of the API keeps refusing other sites.
    await http().post('/api/leads').set('Origin', WIDGET_SITE).send({ name: 'x' }).expect(403);
  });

  it('refuses bad input with a readable 400 and stores nothing', async () => {
    const { publicId, userId } = await chatAgent(app);
    const post = (body: unknown, token?: string) => {
      const req = http().post(`/api/public/chat/${publicId}/messages`).set('Origin', WIDGET_SITE);
      if (token) req.set('X-Visitor-Token', token);
      return req.send(body as object);
    };
    for (const body of [
      {},
      { message: '   ' },
      { message: 'x'.repeat(1001) },
      { message: { $gt: '' } },
      { message: 'hi', userId },
      { message: 'hi', pageUrl: 'x'.repeat(501) },
    ]) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect((await post({ message: 'hi' }, 'not-a-token')).status).toBe(400);
    expect(await ConversationModel.countDocuments({ userId })).toBe(0);
    await http().get(`/api/public/chat/${publicId}/messages`).expect(400);
  });

  it('keeps visitors apart: a token reaches only its own conversation; an unknown token starts a new one', async () => {
    const { publicId } = await chatAgent(app);
    const a = visitor(app, publicId);
    await a.say('Hi, I want to buy a townhouse');
    const stranger = await http().post(`/api/public/chat/${publicId}/messages`).set('X-Visitor-Token', 'A'.repeat(43)).send({ message: 'hello' }).expect(200);
    expect(stranger.body.visitorToken).not.toBe('A'.repeat(43));
    expect(stranger.body.visitorToken).not.toBe(a.token);
    expect(stranger.body.messages[0]).toMatchObject({ seq: 2, role: 'lead', text: 'hello' });
    await http().get(`/api/public/chat/${publicId}/messages?after=0`).set('X-Visitor-Token', 'B'.repeat(43)).expect(404);
    const other = await chatAgent(app, { firstName: 'Otto' });
    await http()
      .get(`/api/public/chat/${other.publicId}/messages?after=0`)
      .set('X-Visitor-Token', a.token ?? '')
      .expect(404);
  });

  it('limits how fast one visitor may send: 429 with Retry-After past the limit', async () => {
    const { publicId } = await chatAgent(app);
    const v = visitor(app, publicId);
    await v.say('hi');
    for (let i = 1; i < CHAT_LIMITS.visitor.max; i++) await v.say(`message ${i}`);
    const limited = await http()
      .post(`/api/public/chat/${publicId}/messages`)
      .set('X-Visitor-Token', v.token ?? '')
      .send({ message: 'one more' })
      .expect(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.headers['access-control-allow-origin']).toBe('*');
    expect(limited.body.message).toBe('You are sending messages too quickly. Please wait a moment and try again.');
  });

  it('makes a lead only once the visitor gives a name, a contact or a qualifying fact', async () => {
    const { userId, publicId } = await chatAgent(app);
    const idle = [visitor(app, publicId), visitor(app, publicId), visitor(app, publicId)];
    for (const v of idle) {
      await v.say('hello');
      await v.say('anyone there?');
    }
    expect(await ConversationModel.countDocuments({ userId })).toBe(3);
    expect(await LeadModel.countDocuments({ userId })).toBe(0);
    expect((await ConversationModel.findOne({ userId }).lean())?.leadId ?? null).toBeNull();

    await idle[0]!.say("I'm Dana Cole");
    await idle[1]!.say('we want to buy a 3 bed house');
    const leads = await LeadModel.find({ userId }).lean();
    expect(leads.map((l) => l.name).sort()).toEqual(['Dana Cole', 'Website visitor']);
    const named = await ConversationModel.findOne({ userId, leadName: 'Dana Cole' }).lean();
    expect(String(named?.leadId)).toBe(String(leads.find((l) => l.name === 'Dana Cole')?._id));
  });

  it('holds one network to a small share of an agent’s new chats, whatever page or token it sends; a visitor elsewhere is answered meanwhile', async () => {
    const { userId, publicId } = await chatAgent(app);
    const flooder = clients.from('127.0.0.2');
    let n = 0;
    // A new chat each time: no token, or one the server never issued; a new pageUrl every time.
    const start = (from: LoopbackClient) => {
      const req = from
        .post(`/api/public/chat/${publicId}/messages`)
        .set('Origin', WIDGET_SITE)
        .send({ message: 'hi', pageUrl: `${WIDGET_SITE}/junk-${++n}` });
      return n % 2 ? req : req.set('X-Visitor-Token', String(n).padStart(43, 'A'));
    };
    const statuses: number[] = [];
    for (let i = 0; i < CHAT_LIMITS.newChatsPerIp.max + 5; i++) statuses.push((await start(flooder)).status);
    expect(statuses.slice(0, CHAT_LIMITS.newChatsPerIp.max).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(CHAT_LIMITS.newChatsPerIp.max)).toEqual([429, 429, 429, 429, 429]);
    const refused = await start(flooder).expect(429);
    expect(refused.body.message).toBe(PUBLIC_CHAT_MESSAGES.tooManyChats);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);

    // While it goes on flooding, a visitor at another address starts a chat and is answered.
    const elsewhere = visitor(app, publicId, clients.from('127.0.0.3'));
    const [answer] = await Promise.all([elsewhere.say('Hi, is the house on Elm St still for sale?'), ...Array.from({ length: 5 }, () => start(flooder))]);
    expect(answer.messages.map((m) => m.role)).toEqual(['lead', 'assistant']);
    expect(await ConversationModel.countDocuments({ userId })).toBe(CHAT_LIMITS.newChatsPerIp.max + 1);
  });

  it('caps new chats per site (the Origin a browser sends, not the pageUrl) and per agent (429 with its message); chats already open go on', async () => {
    const { userId, publicId } = await chatAgent(app);
    const open = visitor(app, publicId);
    await open.say('hello');
    let sent = 0;
    // Spread over loopback addresses, each below its own cap: a flood from many machines.
    const start = (origin: string, pageUrl: string) =>
      clients
        .from(`127.0.1.${1 + Math.floor(sent++ / CHAT_LIMITS.newChatsPerIp.max)}`)
        .post(`/api/public/chat/${publicId}/messages`)
        .set('Origin', origin)
        .send({ message: 'hi', pageUrl });
    const listing = `${WIDGET_SITE}/listings/12-oak-st`;
    // In batches: the counts are atomic, so only the totals matter.
    const all = async (count: number, send: (i: number) => ReturnType<typeof start>) => {
      const statuses: number[] = [];
      for (let i = 0; i < count; i += 10)
        statuses.push(...(await Promise.all(Array.from({ length: Math.min(10, count - i) }, (_, j) => send(i + j)))).map((r) => r.status));
      return statuses;
    };
    // The open chat above came from the widget's site too.
    expect(await all(CHAT_LIMITS.newChatsPerSite.max - 1, (i) => start(WIDGET_SITE, `${listing}?visit=${i}`))).toEqual(
      Array(CHAT_LIMITS.newChatsPerSite.max - 1).fill(200),
    );
    const busy = await start(WIDGET_SITE, 'https://elsewhere.example/another-page').expect(429);
    expect(busy.body.message).toBe(PUBLIC_CHAT_MESSAGES.tooManyChats);
    expect(busy.headers['retry-after']).toMatch(/^\d+$/);
    expect(busy.headers['access-control-allow-origin']).toBe('*');
    await open.say('still here');

    // Other sites go on, up to the agent's own cap.
    const rest = CHAT_LIMITS.newChatsPerAgent.max - CHAT_LIMITS.newChatsPerSite.max;
    expect(await all(rest, (i) => start(`https://site-${i % 7}.example`, ''))).toEqual(Array(rest).fill(200));
    expect((await start('https://one-more.example', '').expect(429)).body.message).toBe(PUBLIC_CHAT_MESSAGES.tooManyChats);
    expect(await ConversationModel.countDocuments({ userId })).toBe(CHAT_LIMITS.newChatsPerAgent.max);
    // Another agent's chat is not affected.
    const other = await chatAgent(app, { firstName: 'Otto' });
    await visitor(app, other.publicId).say('hello');
  }, 120_000);
});
