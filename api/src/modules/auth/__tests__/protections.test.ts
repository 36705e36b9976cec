import mongoose from 'mongoose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { attemptDelay, hashed } from '../../../lib/attempt-limits.js';
import { FAILURE_COUNTERS_COLLECTION } from '../../../lib/failure-counter.js';
import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { UserModel } from '../../identity/user.model.js';
import { PER_EMAIL_DELAY } from '../sign-in-limits.js';
import { newAgent, signedInAgent, validSignup } from '../testing.js';

withTestDatabase();

describe('limits on sign-in failures (no lock-outs by strangers)', () => {
  // TRUST_PROXY so each test can speak from its own client IP (X-Forwarded-For).
  const { app } = createTestApp({ env: { TRUST_PROXY: true } });
  const login = (ip: string, email: string, password: string, on = app) =>
    newAgent(on).post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password });
  // The per-email delay is real time; the tests record what was asked for instead of waiting.
  let delays: number[] = [];
  beforeEach(() => {
    delays = [];
    vi.spyOn(attemptDelay, 'sleep').mockImplementation(async (ms) => void delays.push(ms));
  });
  afterEach(() => vi.restoreAllMocks());

  it('answers 429 with Retry-After after 10 failures for one email from one IP, even with the right password; other IPs are not affected', async () => {
    const { password } = await signedInAgent(app, { email: 'ip-email@example.com' });
    for (let i = 0; i < 10; i++) expect((await login('203.0.113.1', 'ip-email@example.com', 'nope')).status).toBe(401);

    const limited = await login('203.0.113.1', 'IP-Email@example.com', password).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(limited.body).toMatchObject({ message: 'Too many attempts. Please try again in 15 minutes.', code: 'RATE_LIMITED' });
    await login('203.0.113.2', 'ip-email@example.com', password).expect(200);
  });

  it('does not lock out everyone behind one IP (an office NAT) after 10 failures across emails', async () => {
    const { password } = await signedInAgent(app, { email: 'colleague@example.com' });
    for (let i = 0; i < 10; i++) await login('203.0.113.10', `guess${i}@example.com`, 'nope').expect(401);
    await login('203.0.113.10', 'colleague@example.com', password).expect(200);
  });

  it('never locks an email out across IPs: 10 guesses from 10 IPs slow it down, the owner still gets in from a clean IP', async () => {
    const { password } = await signedInAgent(app, { email: 'spread@example.com' });
    for (let i = 0; i < 10; i++) await login(`198.51.100.${i}`, 'spread@example.com', 'wrong').expect(401);
    // Free for 5 failures, then 0.25 s doubling.
    expect(delays).toEqual([250, 500, 1000, 2000, 4000]);

    await login('198.51.100.99', 'Spread@example.com', password).expect(200);
    expect(delays.at(-1)).toBe(8000);
    // The owner got in: the delay starts over.
    await login('198.51.100.98', 'spread@example.com', 'typo').expect(401);
    expect(delays).toHaveLength(6);
  });

  it('caps the per-email delay at 10 s', () => {
    expect([0, 4, 5, 9, 10, 11, 50].map(PER_EMAIL_DELAY.delayMs)).toEqual([0, 0, 250, 4000, 8000, 10_000, 10_000]);
  });

  it('locks one IP out after 100 failures across emails (a high bar), not other IPs', async () => {
    const from = (ip: string, i: number) =>
      newAgent(app)
        .post('/api/auth/register')
        .set('X-Forwarded-For', ip)
        .send({ email: `r${i}@example.com` });
    for (let i = 0; i < 100; i++) expect((await from('203.0.113.60', i)).status).toBe(400);
    const res = await from('203.0.113.60', 100).expect(429);
    expect(res.body.code).toBe('RATE_LIMITED');
    expect((await from('203.0.113.61', 100)).status).toBe(400);
  });

  it('counts only failures: the owner’s success clears their (IP, email) count', async () => {
    const { password } = await signedInAgent(app, { email: 'typo@example.com' });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++) expect((await login('192.0.2.7', 'typo@example.com', 'wrong')).status).toBe(401);
      expect((await login('192.0.2.7', 'typo@example.com', password)).status).toBe(200);
    }
  });

  it('counts refused attempts against nothing: a locked (IP, email) does not push the IP toward its bar', async () => {
    for (let i = 0; i < 10; i++) await login('203.0.113.70', 'locked@example.com', 'nope').expect(401);
    for (let i = 0; i < 5; i++) await login('203.0.113.70', 'locked@example.com', 'nope').expect(429);
    const counters = mongoose.connection.db!.collection(FAILURE_COUNTERS_COLLECTION);
    expect((await counters.findOne({ key: `login:ip:${hashed('203.0.113.70')}` }))?.points).toBe(10);
    expect((await counters.findOne({ key: `login:ip-email:${hashed('203.0.113.70\nlocked@example.com')}` }))?.points).toBe(10);
  });

  it('keeps the counts in the database, shared by every API process', async () => {
    const { app: second } = createTestApp({ env: { TRUST_PROXY: true } });
    for (let i = 0; i < 5; i++) await login('203.0.113.80', 'shared@example.com', 'nope').expect(401);
    for (let i = 0; i < 5; i++) await login('203.0.113.80', 'shared@example.com', 'nope', second).expect(401);
    await login('203.0.113.80', 'shared@example.com', 'nope').expect(429);
    expect(await mongoose.connection.db!.collection(FAILURE_COUNTERS_COLLECTION).countDocuments({})).toBeGreaterThan(0);
  });

  it('limits signup failures per (IP, email) too', async () => {
    const from = () => newAgent(app).post('/api/auth/signup').set('X-Forwarded-For', '203.0.113.50');
    for (let i = 0; i < 10; i++)
      await from()
        .send(validSignup({ email: 'signup-fail@example.com', password: '1' }))
        .expect(400);
    const res = await from()
      .send(validSignup({ email: 'signup-fail@example.com' }))
      .expect(429);
    expect(res.headers['retry-after']).toBeDefined();
    await from().send(validSignup()).expect(201);
  });
});

describe('cross-origin refusal', () => {
  const { app } = createTestApp({ env: { PUBLIC_BASE_URL: 'https://app.example.com' } });

  it('refuses a state-changing request whose Origin is another site, before doing anything', async () => {
    const res = await newAgent(app)
      .post('/api/auth/signup')
      .set('Origin', 'https://evil.example')
      .send(validSignup({ email: 'csrf@example.com' }))
      .expect(403);
    expect(res.body).toMatchObject({ message: 'Cross-origin requests are not allowed.', code: 'CROSS_ORIGIN' });
    expect(await UserModel.exists({ email: 'csrf@example.com' })).toBeNull();
  });

  it('refuses by Referer when there is no Origin, and refuses Origin "null"', async () => {
    await newAgent(app).post('/api/auth/login').set('Referer', 'https://evil.example/page').send({ email: 'a@b.co', password: 'x' }).expect(403);
    await newAgent(app).post('/api/auth/login').set('Origin', 'null').send({ email: 'a@b.co', password: 'x' }).expect(403);
  });

  it('refuses a signed-in user’s PUT and logout from another site (the session stays)', async () => {
    // The cookie is Secure here (https public URL), so it is sent by hand over supertest's http.
    const { cookie } = await signedInAgent(app);
    await newAgent(app).put('/api/user/profile').set('Cookie', cookie).set('Origin', 'https://evil.example').send({ brokerage: 'Hacked' }).expect(403);
    await newAgent(app).post('/api/auth/logout').set('Cookie', cookie).set('Origin', 'http://app.example.com').expect(403); // another scheme is another origin
    const profile = await newAgent(app).get('/api/user/profile').set('Cookie', cookie).expect(200);
    expect(profile.body.brokerage).toBe('Lovelace Realty');
  });

  it('accepts the public origin, the request’s own origin, and requests without either header', async () => {
    await newAgent(app).post('/api/auth/signup').set('Origin', 'https://app.example.com').send(validSignup()).expect(201);
    // The request's own host, as a dev server or preview reaching the API under another name would be.
    await newAgent(app).post('/api/auth/signup').set('Host', 'preview.local:5173').set('Origin', 'http://preview.local:5173').send(validSignup()).expect(201);
    await newAgent(app).post('/api/auth/signup').set('Host', 'preview.local:5173').set('Origin', 'http://preview.local:5174').send(validSignup()).expect(403);
    await newAgent(app).post('/api/auth/signup').set('Referer', 'https://app.example.com/signup').send(validSignup()).expect(201);
    await newAgent(app).post('/api/auth/signup').send(validSignup()).expect(201);
  });

  it('lets safe methods through from anywhere', async () => {
    await newAgent(app).get('/api/health').set('Origin', 'https://evil.example').expect(200);
  });
});
