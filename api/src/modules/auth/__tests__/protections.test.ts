import { describe, expect, it } from 'vitest';
import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { UserModel } from '../../users/user.model.js';
import { newAgent, signedInAgent, validSignup } from '../testing.js';

withTestDatabase();

describe('rate limits on sign-in', () => {
  // TRUST_PROXY so each test can speak from its own client IP (X-Forwarded-For).
  const { app } = createTestApp({ env: { TRUST_PROXY: true } });

  it('answers 429 with Retry-After after 10 failed logins from one IP, even with a right password', async () => {
    const { password } = await signedInAgent(app, { email: 'ip-limit@example.com' });
    const from = (ip: string) => newAgent(app).post('/api/auth/login').set('X-Forwarded-For', ip);
    for (let i = 0; i < 10; i++) await from('203.0.113.1').send({ email: `guess${i}@example.com`, password: 'nope' }).expect(401);

    const limited = await from('203.0.113.1').send({ email: 'ip-limit@example.com', password }).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(limited.body).toMatchObject({ message: 'Too many attempts. Please try again in 15 minutes.', code: 'RATE_LIMITED' });
    // Another IP is not affected.
    await from('203.0.113.2').send({ email: 'ip-limit@example.com', password }).expect(200);
  });

  it('limits one email across IPs (a spread-out password guess)', async () => {
    const { password } = await signedInAgent(app, { email: 'email-limit@example.com' });
    for (let i = 0; i < 10; i++) {
      await newAgent(app).post('/api/auth/login').set('X-Forwarded-For', `198.51.100.${i}`).send({ email: 'email-limit@example.com', password: 'wrong' }).expect(401);
    }
    const res = await newAgent(app).post('/api/auth/login').set('X-Forwarded-For', '198.51.100.99').send({ email: 'Email-Limit@example.com', password });
    expect(res.status).toBe(429);
  });

  it('counts only failures: a success clears the email count', async () => {
    const { password } = await signedInAgent(app, { email: 'typo@example.com' });
    const login = (pw: string) => newAgent(app).post('/api/auth/login').set('X-Forwarded-For', `192.0.2.${Math.floor(Math.random() * 250)}`).send({ email: 'typo@example.com', password: pw });
    for (let i = 0; i < 9; i++) expect((await login('wrong')).status).toBe(401);
    expect((await login(password)).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login('wrong')).status).toBe(401);
    expect((await login(password)).status).toBe(200);
  });

  it('limits signup failures per IP too', async () => {
    const from = () => newAgent(app).post('/api/auth/signup').set('X-Forwarded-For', '203.0.113.50');
    for (let i = 0; i < 10; i++) await from().send(validSignup({ password: '1' })).expect(400);
    const res = await from().send(validSignup()).expect(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('limits register failures per IP too', async () => {
    const from = () => newAgent(app).post('/api/auth/register').set('X-Forwarded-For', '203.0.113.60');
    for (let i = 0; i < 10; i++) await from().send({ email: `r${i}@example.com` }).expect(400);
    await from().send({ email: 'r@example.com' }).expect(429);
  });
});

describe('cross-origin refusal', () => {
  const { app } = createTestApp({ env: { PUBLIC_BASE_URL: 'https://app.example.com' } });

  it('refuses a state-changing request whose Origin is another site, before doing anything', async () => {
    const res = await newAgent(app).post('/api/auth/signup').set('Origin', 'https://evil.example').send(validSignup({ email: 'csrf@example.com' })).expect(403);
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
