import { describe, expect, it } from 'vitest';
import { CHAT_POLL_MS } from '@leadnest/contracts';
import supertest from 'supertest';
import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { signedInAgent, subscribedAgent } from '../../auth/testing.js';
import { setPlan } from '../../users/users.service.js';
import { ConversationModel } from '../../conversations/conversation.model.js';
import { chatAgent, visitor, WIDGET_SITE } from '../../assistant/testing.js';
import { CHAT_LIMITS } from '../public-chat.router.js';

withTestDatabase();
const { app } = createTestApp();
const http = () => supertest(app.callback());

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
    expect(info).toEqual({ agentName: 'Maya', brokerage: 'Nest Realty', greeting: expect.stringMatching(/Maya’s AI assistant at Nest Realty/), maxMessageLength: 1000, pollMs: CHAT_POLL_MS });

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
    const pre = await http().options(`/api/public/chat/${publicId}/messages`).set('Origin', WIDGET_SITE).set('Access-Control-Request-Method', 'POST').expect(204);
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
    for (const body of [{}, { message: '   ' }, { message: 'x'.repeat(1001) }, { message: { $gt: '' } }, { message: 'hi', userId }, { message: 'hi', pageUrl: 'x'.repeat(501) }]) {
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
    await http().get(`/api/public/chat/${other.publicId}/messages?after=0`).set('X-Visitor-Token', a.token ?? '').expect(404);
  });

  it('limits how fast one visitor may send: 429 with Retry-After past the limit', async () => {
    const { publicId } = await chatAgent(app);
    const v = visitor(app, publicId);
    await v.say('hi');
    for (let i = 1; i < CHAT_LIMITS.visitor.max; i++) await v.say(`message ${i}`);
    const limited = await http().post(`/api/public/chat/${publicId}/messages`).set('X-Visitor-Token', v.token ?? '').send({ message: 'one more' }).expect(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.headers['access-control-allow-origin']).toBe('*');
    expect(limited.body.message).toBe('You are sending messages too quickly. Please wait a moment and try again.');
  });
});
