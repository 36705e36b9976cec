import { beforeEach, describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { storedUser } from '../../agent-settings/__tests__/stored-user.js';
import { UserModel } from '../../identity/user.model.js';
import { OutboxModel } from '../../outbox/outbox.model.js';
import { SessionModel } from '../../sessions/session.model.js';
import { newAgent, validSignup } from '../testing.js';

const db = withTestDatabase();

describe('POST /api/auth/signup', () => {
  const { app } = createTestApp();
  beforeEach(() => db.clear());

  it('creates the user without a plan, signs them in and answers the profile', async () => {
    const agent = newAgent(app);
    const body = validSignup({ email: '  Ada.L@Example.COM ' });
    const res = await agent.post('/api/auth/signup').send(body).expect(201);

    expect(res.body).toMatchObject({ success: true, message: 'Account created successfully' });
    expect(res.body.user).toMatchObject({
      email: 'ada.l@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      plan: null,
      role: 'user',
      brokerage: 'Lovelace Realty',
      serviceArea: 'Austin, TX',
    });
    expect(res.body.user).not.toHaveProperty('passwordHash');

    const stored = await storedUser({ email: 'ada.l@example.com' });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(stored)).not.toContain(body.password);
    expect(await SessionModel.countDocuments({ userId: stored?._id })).toBe(1);

    const profile = await agent.get('/api/user/profile').expect(200);
    expect(profile.body).toMatchObject({ id: String(stored?._id), firstName: 'Ada', plan: null });
  });

  it('queues a verification mail in the outbox', async () => {
    await newAgent(app)
      .post('/api/auth/signup')
      .send(validSignup({ email: 'mail@example.com' }))
      .expect(201);
    const mail = await OutboxModel.findOne({ to: 'mail@example.com' }).lean();
    expect(mail).toMatchObject({ kind: 'verify-email' });
    expect(mail?.text).toMatch(/\/api\/auth\/verify\?token=[\w-]{43}/);
  });

  it('accepts a signup without brokerage and service area', async () => {
    const res = await newAgent(app)
      .post('/api/auth/signup')
      .send(validSignup({ brokerage: undefined, serviceArea: '' }))
      .expect(201);
    expect(res.body.user).toMatchObject({ brokerage: null, serviceArea: null });
  });

  it.each(['firstName', 'lastName', 'email', 'password'])('requires %s: "Please fill in all required fields."', async (field) => {
    const res = await newAgent(app)
      .post('/api/auth/signup')
      .send(validSignup({ [field]: undefined }))
      .expect(400);
    expect(res.body).toMatchObject({ message: 'Please fill in all required fields.', fields: { [field]: 'Please fill in all required fields.' } });
    expect(await UserModel.countDocuments()).toBe(0);
  });

  it('treats blank names as missing', async () => {
    const res = await newAgent(app)
      .post('/api/auth/signup')
      .send(validSignup({ firstName: '   ' }))
      .expect(400);
    expect(res.body.fields).toEqual({ firstName: 'Please fill in all required fields.' });
  });

  it('refuses a password under 6 characters: "Password must be at least 6 characters long."', async () => {
    const res = await newAgent(app)
      .post('/api/auth/signup')
      .send(validSignup({ password: '12345' }))
      .expect(400);
    expect(res.body).toMatchObject({
      message: 'Password must be at least 6 characters long.',
      fields: { password: 'Password must be at least 6 characters long.' },
    });
    await newAgent(app)
      .post('/api/auth/signup')
      .send(validSignup({ password: 'q7#vLp' }))
      .expect(201);
  });

  it('refuses a malformed email', async () => {
    const res = await newAgent(app)
      .post('/api/auth/signup')
      .send(validSignup({ email: 'not-an-email' }))
      .expect(400);
    expect(res.body.fields).toEqual({ email: 'Please enter a valid email' });
  });

  it('answers 409 with a readable message for a taken email, whatever its case and spaces', async () => {
    await newAgent(app)
      .post('/api/auth/signup')
      .send(validSignup({ email: 'taken@example.com' }))
      .expect(201);
    const res = await newAgent(app)
      .post('/api/auth/signup')
      .send(validSignup({ email: ' TAKEN@example.com' }))
      .expect(409);
    expect(res.body).toMatchObject({
      message: 'An account with this email already exists. Please sign in instead.',
      code: 'EMAIL_TAKEN',
      fields: { email: 'An account with this email already exists. Please sign in instead.' },
    });
    expect(await UserModel.countDocuments()).toBe(1);
  });

  it('refuses operator objects instead of strings (NoSQL injection) with 400', async () => {
    const res = await newAgent(app)
      .post('/api/auth/signup')
      .send(validSignup({ email: { $gt: '' } }))
      .expect(400);
    expect(res.body.fields.email).toBe('Please fill in all required fields.');
  });

  it('never stores fields the form does not own (plan, role)', async () => {
    const res = await newAgent(app)
      .post('/api/auth/signup')
      .send(validSignup({ plan: 'agency', role: 'admin' }))
      .expect(201);
    expect(res.body.user).toMatchObject({ plan: null, role: 'user' });
  });
});
