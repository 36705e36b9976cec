import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { newAgent, signedInAgent } from '../../auth/testing.js';
import { SessionModel } from '../session.model.js';
import { cachedSessionUser, createSession, resolveSession, SESSION_REFRESH_MS, SESSION_TTL_MS } from '../session.service.js';

withTestDatabase();

const DAY = 24 * 3600 * 1000;

describe('sessions in the database', () => {
  const { app } = createTestApp({
    // A stand-in for the web module: shows what the session middleware told it.
    web: (ctx) => void (ctx.body = { user: ctx.state.user ?? null }),
  });

  it('expire through a TTL index on expiresAt', async () => {
    await SessionModel.init();
    const indexes = await SessionModel.collection.indexes();
    expect(indexes).toContainEqual(expect.objectContaining({ key: { expiresAt: 1 }, expireAfterSeconds: 0 }));
  });

  it('start with a 30-day expiry', async () => {
    const { user } = await signedInAgent(app);
    const session = await SessionModel.findOne({ userId: user.id }).lean();
    expect(session!.expiresAt.getTime() - Date.now()).toBeGreaterThan(SESSION_TTL_MS - 60_000);
  });

  it('roll forward when used, and the cookie with them', async () => {
    const { agent, user } = await signedInAgent(app);
    await SessionModel.updateOne({ userId: user.id }, { $set: { expiresAt: new Date(Date.now() + 2 * DAY) } });
    const res = await agent.get('/api/user/profile').expect(200);
    const session = await SessionModel.findOne({ userId: user.id }).lean();
    expect(session!.expiresAt.getTime() - Date.now()).toBeGreaterThan(SESSION_TTL_MS - 60_000);
    expect(res.headers['set-cookie']?.[0]).toMatch(/^leadnest_session=[\w-]{43};.*httponly/i);
  });

  it('are not written on every request (the expiry moves at most hourly)', async () => {
    const { agent } = await signedInAgent(app);
    const res = await agent.get('/api/user/profile').expect(200);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('stop working once expired, even before the TTL monitor removes them', async () => {
    const { agent, user } = await signedInAgent(app);
    await SessionModel.updateOne({ userId: user.id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    await agent.get('/api/user/profile').expect(401);
  });

  it('give web requests ctx.state.user ({ id, role, sessionId }) for bucketing', async () => {
    const { agent, user } = await signedInAgent(app);
    const page = await agent.get('/dashboard').expect(200);
    expect(page.body.user).toEqual({ id: user.id, role: 'user', sessionId: expect.stringMatching(/^[a-f0-9]{64}$/) });
    expect((await newAgent(app).get('/dashboard').expect(200)).body.user).toBeNull();
  });

  it('are answered from memory only while their expiry needs no push', async () => {
    const { user } = await signedInAgent(app);
    const token = await createSession(user.id, 'user');
    // Unknown to the cache until first resolved: the middleware must ask the database.
    expect(cachedSessionUser(token)).toBeUndefined();
    const resolved = await resolveSession(token);
    expect(cachedSessionUser(token)).toEqual(resolved!.user);
    // Once the rolling expiry is due a push, the cache no longer answers, so the push (and the cookie) happen.
    expect(cachedSessionUser(token, Date.now() + SESSION_REFRESH_MS + 60_000)).toBeUndefined();
    expect(cachedSessionUser('x'.repeat(43))).toBeUndefined();
  });
});
