import { beforeEach, describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { SessionModel } from '../../sessions/session.model.js';
import { newAgent, signedInAgent } from '../testing.js';

const db = withTestDatabase();

const cookieOf = (res: { headers: Record<string, unknown> }) => {
  const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  return cookies.find((cookie) => cookie.startsWith('leadnest_session='));
};

describe('POST /api/auth/login', () => {
  const { app } = createTestApp();
  beforeEach(() => db.clear());

  it('signs in with the right password (email in any case) and answers the profile', async () => {
    const { user, password } = await signedInAgent(app, { email: 'login@example.com' });
    const agent = newAgent(app);
    const res = await agent.post('/api/auth/login').send({ email: ' LOGIN@example.com ', password }).expect(200);
    expect(res.body).toMatchObject({ success: true, message: 'Login successful', user: { id: user.id, email: 'login@example.com', firstName: 'Ada' } });
    expect((await agent.get('/api/user/profile').expect(200)).body.id).toBe(user.id);
  });

  it('sets an httpOnly, SameSite=Lax session cookie for 30 days, not Secure over http', async () => {
    const { password } = await signedInAgent(app, { email: 'cookie@example.com' });
    const res = await newAgent(app).post('/api/auth/login').send({ email: 'cookie@example.com', password }).expect(200);
    const cookie = cookieOf(res) ?? '';
    expect(cookie).toMatch(/^leadnest_session=[\w-]{43};/);
    expect(cookie).toMatch(/; httponly/i);
    expect(cookie).toMatch(/; samesite=lax/i);
    expect(cookie).toMatch(/; path=\//);
    expect(cookie).not.toMatch(/; secure/i);
    const expires = Date.parse(/expires=([^;]+)/.exec(cookie)?.[1] ?? '');
    expect(expires - Date.now()).toBeGreaterThan(29.9 * 24 * 3600 * 1000);
    // The database keeps only a hash of the cookie's value.
    const token = /^leadnest_session=([^;]+)/.exec(cookie)?.[1] ?? '';
    expect(await SessionModel.exists({ _id: token })).toBeNull();
  });

  it('marks the cookie Secure when PUBLIC_BASE_URL is https', async () => {
    const secure = createTestApp({ env: { PUBLIC_BASE_URL: 'https://app.example.com' } });
    const res = await newAgent(secure.app)
      .post('/api/auth/signup')
      .send({ firstName: 'S', lastName: 'C', email: 'secure@example.com', password: 'secret1-for-cookies' })
      .expect(201);
    expect(cookieOf(res)).toMatch(/; secure/i);
  });

  it.each([[{ email: 'a@example.com' }], [{ password: 'whatever' }], [{ email: '  ', password: '' }], [{}]])(
    'requires both email and password: %j',
    async (body) => {
      const res = await newAgent(app).post('/api/auth/login').send(body).expect(400);
      expect(res.body.message).toBe('Please enter both email and password.');
    },
  );

  it('answers 401 with one message for a wrong password and an unknown email', async () => {
    await signedInAgent(app, { email: 'known@example.com' });
    const wrong = await newAgent(app).post('/api/auth/login').send({ email: 'known@example.com', password: 'not it!' }).expect(401);
    const unknown = await newAgent(app).post('/api/auth/login').send({ email: 'nobody@example.com', password: 'not it!' }).expect(401);
    expect(wrong.body.message).toBe('Invalid email or password. Please try again.');
    expect(unknown.body.message).toBe(wrong.body.message);
    expect(cookieOf(wrong)).toBeUndefined();
  });

  it('refuses an operator injection attempt with 400, before any lookup', async () => {
    await signedInAgent(app, { email: 'victim@example.com' });
    const res = await newAgent(app)
      .post('/api/auth/login')
      .send({ email: { $gt: '' }, password: { $gt: '' } })
      .expect(400);
    expect(res.body.message).toBe('Please enter both email and password.');
    expect(cookieOf(res)).toBeUndefined();
  });

  it('replaces a session the browser already had (no session fixation)', async () => {
    const { agent, password, user } = await signedInAgent(app, { email: 'fix@example.com' });
    expect(await SessionModel.countDocuments({})).toBe(1);
    await agent.post('/api/auth/login').send({ email: 'fix@example.com', password }).expect(200);
    expect(await SessionModel.countDocuments({})).toBe(1);
    expect((await agent.get('/api/user/profile').expect(200)).body.id).toBe(user.id);
  });
});

describe('POST /api/auth/logout', () => {
  const { app } = createTestApp();

  it('deletes the session: the old cookie no longer signs anyone in', async () => {
    const { agent, cookie: copiedCookie, user } = await signedInAgent(app);
    await agent.get('/api/user/profile').expect(200);
    await newAgent(app).get('/api/user/profile').set('Cookie', copiedCookie).expect(200);

    const res = await agent.post('/api/auth/logout').expect(200);
    expect(res.body).toEqual({ success: true, message: "You've been successfully logged out." });
    expect(cookieOf(res)).toMatch(/^leadnest_session=;.*expires=Thu, 01 Jan 1970/);
    await agent.get('/api/user/profile').expect(401);
    // Even a copy of the cookie kept from before is worthless now.
    await newAgent(app).get('/api/user/profile').set('Cookie', copiedCookie).expect(401);
    expect(await SessionModel.countDocuments({ userId: user.id })).toBe(0);
  });

  it('answers the same when not signed in', async () => {
    await newAgent(app).post('/api/auth/logout').expect(200);
  });
});
