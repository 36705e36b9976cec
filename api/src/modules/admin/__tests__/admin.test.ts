import { Writable } from 'node:stream';

import mongoose from 'mongoose';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';

import { FAILURE_COUNTERS_COLLECTION } from '../../../lib/failure-counter.js';
import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { newAgent, signedInAgent } from '../../auth/testing.js';
import { UserModel } from '../../identity/user.model.js';
import { SessionModel } from '../../sessions/session.model.js';

withTestDatabase();

const PASSCODE = 'open sesame 42, twice';

describe('POST /api/admin/login', () => {
  const { app } = createTestApp({ env: { ADMIN_PASSCODE: PASSCODE } });

  it('answers 503 "Admin login is not configured" without ADMIN_PASSCODE', async () => {
    const { app: unconfigured } = createTestApp();
    const res = await newAgent(unconfigured).post('/api/admin/login').send({ passcode: 'anything' }).expect(503);
    expect(res.body).toMatchObject({ message: 'Admin login is not configured', code: 'ADMIN_NOT_CONFIGURED' });
  });

  it('requires the passcode', async () => {
    const res = await newAgent(app).post('/api/admin/login').send({}).expect(400);
    expect(res.body).toMatchObject({ message: 'Please enter the admin passcode.', fields: { passcode: 'Please enter the admin passcode.' } });
    await newAgent(app)
      .post('/api/admin/login')
      .send({ passcode: { $ne: '' } })
      .expect(400);
  });

  it('refuses a wrong passcode with 401 "Invalid admin passcode"', async () => {
    for (const passcode of ['wrong', `${PASSCODE} `, PASSCODE.slice(0, -1)]) {
      const res = await newAgent(app).post('/api/admin/login').send({ passcode }).expect(401);
      expect(res.body.message).toBe('Invalid admin passcode');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('creates an admin session: success and message, role admin', async () => {
    const agent = newAgent(app);
    const res = await agent.post('/api/admin/login').send({ passcode: PASSCODE }).expect(200);
    expect(res.body).toMatchObject({ success: true, message: 'Admin Login Successful', user: { role: 'admin', firstName: 'Admin', plan: 'agency' } });
    expect(res.headers['set-cookie']?.[0]).toMatch(/^leadnest_session=.*httponly/i);
    expect(await SessionModel.exists({ role: 'admin' })).not.toBeNull();

    const profile = await agent.get('/api/user/profile').expect(200);
    expect(profile.body).toMatchObject({ role: 'admin' });

    // An admin may read and change any user (docs/decisions/0005-sessions-and-auth.md).
    const { user } = await signedInAgent(app);
    expect((await agent.get(`/api/users/${user.id}`).expect(200)).body.email).toBe(user.email);
    await agent.patch(`/api/users/${user.id}`).send({ aiPersonality: 'consultative' }).expect(200);

    // A second admin login reuses the one admin user.
    await newAgent(app).post('/api/admin/login').send({ passcode: PASSCODE }).expect(200);
    expect(await UserModel.countDocuments({ role: 'admin' })).toBe(1);
  });

  it('cannot be entered with a password login (the admin has none)', async () => {
    await newAgent(app).post('/api/admin/login').send({ passcode: PASSCODE }).expect(200);
    await newAgent(app).post('/api/auth/login').send({ email: 'admin', password: PASSCODE }).expect(401);
  });

  it('logs every failed attempt at warn, with the IP and never the passcode tried', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const { app: logged } = createTestApp({ env: { ADMIN_PASSCODE: PASSCODE, TRUST_PROXY: true }, logger: pino({ level: 'warn' }, sink) });
    await newAgent(logged).post('/api/admin/login').set('X-Forwarded-For', '203.0.113.30').send({ passcode: 'guess one' }).expect(401);
    await newAgent(logged).post('/api/admin/login').set('X-Forwarded-For', '203.0.113.31').send({}).expect(400);
    await newAgent(logged).post('/api/admin/login').set('X-Forwarded-For', '203.0.113.31').send({ passcode: PASSCODE }).expect(200);
    const failures = lines.filter((line) => line.msg === 'admin login failed');
    expect(failures.map((line) => [line.level, line.ip, line.status])).toEqual([
      [40, '203.0.113.30', 401],
      [40, '203.0.113.31', 400],
    ]);
    expect(JSON.stringify(lines)).not.toContain('guess one');
  });

  it('is rate limited per IP: 429 after 10 wrong passcodes, even for the right one', async () => {
    const { app: limited } = createTestApp({ env: { ADMIN_PASSCODE: PASSCODE, TRUST_PROXY: true } });
    const from = () => newAgent(limited).post('/api/admin/login').set('X-Forwarded-For', '203.0.113.9');
    for (let i = 0; i < 10; i++)
      await from()
        .send({ passcode: `guess ${i}` })
        .expect(401);
    const res = await from().send({ passcode: PASSCODE }).expect(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
  });

  it('has a global limit: 100 wrong passcodes from many IPs close admin login to every IP', async () => {
    const { app: limited } = createTestApp({ env: { ADMIN_PASSCODE: PASSCODE, TRUST_PROXY: true } });
    const from = (ip: string) => newAgent(limited).post('/api/admin/login').set('X-Forwarded-For', ip);
    const before = await mongoose.connection.db!.collection(FAILURE_COUNTERS_COLLECTION).findOne({ key: /^admin-login:all:/ });
    const already = Number(before?.points ?? 0);
    for (let i = already; i < 100; i++)
      await from(`198.51.100.${i % 50}`)
        .send({ passcode: `guess ${i}` })
        .expect(401);
    const res = await from('192.0.2.200').send({ passcode: PASSCODE }).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(50 * 60);
  });
});
