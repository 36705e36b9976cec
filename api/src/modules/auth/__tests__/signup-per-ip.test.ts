import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { loadEnv } from '../../../config/env.js';
import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { type LoopbackClients, loopbackClients } from '../../../test-support/loopback-clients.js';
import { UserModel } from '../../identity/user.model.js';
import { validSignup } from '../testing.js';

withTestDatabase();
// The production default (the test environment raises it for other files' fixtures); no TRUST_PROXY:
// each client speaks from its own loopback address, the IP the server sees on the socket.
const { SIGNUPS_PER_IP_PER_HOUR } = loadEnv({});
const { app } = createTestApp({ env: { SIGNUPS_PER_IP_PER_HOUR } });
let clients: LoopbackClients;
beforeAll(async () => void (clients = await loopbackClients(app)));
afterAll(() => clients.close());
afterEach(() => vi.useRealTimers());

const signup = (ip: string, overrides: Record<string, unknown> = {}) => clients.from(ip).post('/api/auth/signup').send(validSignup(overrides));
const register = (ip: string, i: number) =>
  clients
    .from(ip)
    .post('/api/auth/register')
    .send({ ...validSignup(), companyName: `Office ${i}`, phone: '(512) 555-0100', planTier: 'professional' });

describe('accounts one IP may create', () => {
  // Ten password hashes at once: longer than the default timeout on a busy machine.
  it('is 10 an hour: of 40 sign-ups sent at once from one IP, 10 are made and 30 told to wait; another IP signs up', { timeout: 120_000 }, async () => {
    expect(SIGNUPS_PER_IP_PER_HOUR).toBe(10);
    const before = await UserModel.countDocuments();
    const answers = await Promise.all(Array.from({ length: 40 }, () => signup('127.0.7.1')));
    expect(answers.filter((res) => res.status === 201)).toHaveLength(10);
    const refused = answers.filter((res) => res.status !== 201);
    expect(refused).toHaveLength(30);
    for (const res of refused) {
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many accounts were created from this network. Please try again in an hour.' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
    }
    expect(await UserModel.countDocuments()).toBe(before + 10);

    await signup('127.0.7.2').expect(201);
  });

  it('counts accounts made, not failed tries; sign-up and registration together; the next hour opens again', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const office = '127.0.7.3';
    for (let i = 0; i < 3; i++) await signup(office, { password: '1' }).expect(400);
    for (let i = 0; i < 6; i++) await signup(office).expect(201);
    for (let i = 0; i < 4; i++) await register(office, i).expect(201);
    expect((await register(office, 4).expect(429)).body.code).toBe('RATE_LIMITED');
    await signup(office).expect(429);

    vi.setSystemTime(Date.now() + 61 * 60_000);
    await signup(office).expect(201);
  });
});
