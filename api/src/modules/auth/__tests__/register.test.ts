import { beforeEach, describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { storedUser } from '../../agent-settings/__tests__/stored-user.js';
import { UserModel } from '../../identity/user.model.js';
import { OutboxModel } from '../../outbox/outbox.model.js';
import { newAgent } from '../testing.js';

const db = withTestDatabase();

const valid = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  password: 'longenough',
  companyName: 'Hopper Homes',
  licenseNumber: 'TX-123456',
  phone: '(512) 555-0100',
  planTier: 'enterprise',
  ...overrides,
});

/** The token of the verification link in the last mail to `to`. */
async function tokenFor(to: string): Promise<string> {
  const mail = await OutboxModel.findOne({ to, kind: 'verify-email' }).sort({ createdAt: -1 }).lean();
  const token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no verification mail for ${to}`);
  return token;
}

describe('POST /api/auth/register', () => {
  const { app } = createTestApp({ env: { PUBLIC_BASE_URL: 'https://app.example.com' } });
  beforeEach(() => db.clear());

  it('creates the user with the chosen plan (billing-off mode: active at once), without signing in', async () => {
    const agent = newAgent(app);
    const res = await agent
      .post('/api/auth/register')
      .send({ ...valid(), confirmPassword: 'longenough', agreeToTerms: true })
      .expect(201);
    // No `next`: without Stripe the plan is active already, and the screen goes to /login.
    expect(res.body).toEqual({ success: true, message: 'Registration Successful! Please check your email to verify your account.' });
    expect(res.headers['set-cookie']).toBeUndefined();
    await agent.get('/api/user/profile').expect(401);

    const stored = await storedUser({ email: 'grace@example.com' });
    expect(stored).toMatchObject({ plan: 'enterprise', brokerage: 'Hopper Homes', licenseNumber: 'TX-123456', phone: '(512) 555-0100' });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored?.emailVerifiedAt).toBeUndefined();
  });

  it('defaults the plan to professional', async () => {
    await newAgent(app)
      .post('/api/auth/register')
      .send(valid({ planTier: undefined }))
      .expect(201);
    expect((await storedUser({ email: 'grace@example.com' }))?.plan).toBe('professional');
  });

  it.each([
    ['firstName', { firstName: '' }, 'First name is required'],
    ['lastName', { lastName: undefined }, 'Last name is required'],
    ['email', { email: 'grace@' }, 'Please enter a valid email'],
    ['password', { password: '1234567' }, 'Password must be at least 8 characters'],
    ['companyName', { companyName: ' ' }, 'Company name is required'],
    ['phone', { phone: '555-0100' }, 'Please enter a valid phone number'],
    ['planTier', { planTier: 'starter' }, 'Please choose a plan: professional, enterprise or agency'],
  ])('refuses a bad %s with its message', async (field, change, message) => {
    const res = await newAgent(app).post('/api/auth/register').send(valid(change)).expect(400);
    expect(res.body).toMatchObject({ message, fields: { [field]: message } });
    expect(await UserModel.countDocuments()).toBe(0);
  });

  it('names every bad field at once', async () => {
    const res = await newAgent(app).post('/api/auth/register').send({}).expect(400);
    expect(res.body.message).toBe('First name is required');
    expect(Object.keys(res.body.fields).sort()).toEqual(['companyName', 'email', 'firstName', 'lastName', 'password', 'phone']);
  });

  it('accepts a registration without a license number', async () => {
    await newAgent(app)
      .post('/api/auth/register')
      .send(valid({ licenseNumber: '' }))
      .expect(201);
    expect((await storedUser({ email: 'grace@example.com' }))?.licenseNumber).toBeUndefined();
  });

  it('answers 409 for a taken email', async () => {
    await newAgent(app).post('/api/auth/register').send(valid()).expect(201);
    const res = await newAgent(app)
      .post('/api/auth/register')
      .send(valid({ email: 'Grace@Example.com' }))
      .expect(409);
    expect(res.body.message).toBe('An account with this email already exists. Please sign in instead.');
  });

  it('mails a verification link; the link marks the email verified and lands on /login', async () => {
    await newAgent(app).post('/api/auth/register').send(valid()).expect(201);
    const mail = await OutboxModel.findOne({ to: 'grace@example.com' }).lean();
    expect(mail?.text).toContain('https://app.example.com/api/auth/verify?token=');
    // No SMTP_URL: delivered to the log.
    await expect.poll(async () => (await OutboxModel.findById(mail?._id).lean())?.status).toBe('logged');

    const token = await tokenFor('grace@example.com');
    const stored = await storedUser({ email: 'grace@example.com' });
    expect(stored?.emailVerification?.tokenHash).not.toBe(token); // only its hash is kept

    const res = await newAgent(app).get(`/api/auth/verify?token=${token}`).expect(302);
    expect(res.headers.location).toBe('/login?verified=1');
    expect((await storedUser({ email: 'grace@example.com' }))?.emailVerifiedAt).toBeInstanceOf(Date);

    // The link works once.
    const again = await newAgent(app).get(`/api/auth/verify?token=${token}`).expect(302);
    expect(again.headers.location).toBe('/login?verified=0');
  });

  it('sends an unknown or malformed token to /login?verified=0', async () => {
    expect((await newAgent(app).get('/api/auth/verify?token=x'.padEnd(60, 'x')).expect(302)).headers.location).toBe('/login?verified=0');
    expect((await newAgent(app).get('/api/auth/verify').expect(302)).headers.location).toBe('/login?verified=0');
    expect((await newAgent(app).get('/api/auth/verify?token[$ne]=1').expect(302)).headers.location).toBe('/login?verified=0');
  });
});
