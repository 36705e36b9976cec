import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { storedUser } from '../../agent-settings/__tests__/stored-user.js';
import { UserModel } from '../../identity/user.model.js';
import { OutboxModel } from '../../outbox/outbox.model.js';
import { SessionModel } from '../../sessions/session.model.js';
import { newAgent, signedInAgent } from '../testing.js';

withTestDatabase();
const { app } = createTestApp();

const SAME_ANSWER = { success: true, message: 'If an account exists for that email, we have sent a link to reset its password. The link works for 1 hour.' };

async function resetToken(email: string): Promise<string> {
  const mail = await OutboxModel.findOne({ to: email, kind: 'reset-password' }).sort({ createdAt: -1 }).lean();
  const token = /\/reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no reset mail for ${email}`);
  return token;
}

describe('forgot and reset password', () => {
  it('answers the same whether the email has an account or not, and mails a link only to an account', async () => {
    const { user } = await signedInAgent(app);
    const known = await newAgent(app).post('/api/auth/forgot-password').send({ email: user.email.toUpperCase() }).expect(200);
    const unknown = await newAgent(app).post('/api/auth/forgot-password').send({ email: 'nobody-here@example.com' }).expect(200);
    expect(known.body).toEqual(SAME_ANSWER);
    expect(unknown.body).toEqual(SAME_ANSWER);
    expect(await OutboxModel.countDocuments({ kind: 'reset-password', to: user.email })).toBe(1);
    expect(await OutboxModel.countDocuments({ kind: 'reset-password', to: 'nobody-here@example.com' })).toBe(0);
    // Only the hash is stored.
    const stored = await storedUser({ _id: user.id });
    expect(stored?.passwordReset?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.passwordReset?.tokenHash).not.toBe(await resetToken(user.email));
    await newAgent(app).post('/api/auth/forgot-password').send({ email: 'not an email' }).expect(400);
  });

  it('the link resets the password once, ends every session, and the new password signs in', async () => {
    const { agent, user, password } = await signedInAgent(app);
    await newAgent(app).post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
    const token = await resetToken(user.email);
    await newAgent(app).post('/api/auth/reset-password').send({ token, password: 'short' }).expect(400);
    const done = await newAgent(app).post('/api/auth/reset-password').send({ token, password: 'a brand new secret' }).expect(200);
    expect(done.body.message).toBe('Your password has been reset. Please sign in with your new password.');
    expect(await SessionModel.countDocuments({ userId: user.id })).toBe(0);
    await agent.get('/api/user/profile').expect(401);
    const again = await newAgent(app).post('/api/auth/reset-password').send({ token, password: 'another new secret' }).expect(400);
    expect(again.body.message).toBe('This reset link is not valid or has expired. Please ask for a new one.');
    await newAgent(app).post('/api/auth/login').send({ email: user.email, password }).expect(401);
    await newAgent(app).post('/api/auth/login').send({ email: user.email, password: 'a brand new secret' }).expect(200);
  });

  it('refuses an expired link', async () => {
    const { user } = await signedInAgent(app);
    await newAgent(app).post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
    const token = await resetToken(user.email);
    await UserModel.updateOne({ _id: user.id }, { $set: { 'passwordReset.expiresAt': new Date(Date.now() - 1000) } });
    await newAgent(app).post('/api/auth/reset-password').send({ token, password: 'a brand new secret' }).expect(400);
  });

  it('is rate limited: a fourth request for one email within the hour is 429', async () => {
    const { user } = await signedInAgent(app);
    for (let i = 0; i < 3; i += 1) await newAgent(app).post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
    const res = await newAgent(app).post('/api/auth/forgot-password').send({ email: user.email }).expect(429);
    expect(res.body.message).toBe('Too many reset requests. Please wait a while and try again.');
    expect(await OutboxModel.countDocuments({ kind: 'reset-password', to: user.email })).toBe(3);
  });
});
