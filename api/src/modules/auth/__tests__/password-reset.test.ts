import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { loopbackClients } from '../../../test-support/loopback-clients.js';
import { OutboxModel } from '../../outbox/outbox.model.js';
import { SessionModel } from '../../sessions/session.model.js';
import { FORGOT_PASSWORD_PER_IP, RESET_MAILS_PER_ADDRESS } from '../password-reset-limits.js';
import { PasswordResetLinkModel } from '../password-reset-link.model.js';
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
    const stored = await PasswordResetLinkModel.find({ userId: user.id }).lean();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.tokenHash).not.toBe(await resetToken(user.email));
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
    await PasswordResetLinkModel.updateOne({ userId: user.id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    await newAgent(app).post('/api/auth/reset-password').send({ token, password: 'a brand new secret' }).expect(400);
  });

  it('mails one address at most 3 times an hour, answering every request the same; one IP gets 429 after 20 requests', async () => {
    const { user } = await signedInAgent(app);
    for (let i = 0; i < RESET_MAILS_PER_ADDRESS.max + 2; i += 1) {
      const res = await newAgent(app).post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
      expect(res.body).toEqual(SAME_ANSWER);
    }
    expect(await OutboxModel.countDocuments({ kind: 'reset-password', to: user.email })).toBe(RESET_MAILS_PER_ADDRESS.max);
    expect(await PasswordResetLinkModel.countDocuments({ userId: user.id })).toBe(RESET_MAILS_PER_ADDRESS.max);

    // One IP asking for many addresses reaches its own bar: 429 for it, not for another IP.
    const clients = await loopbackClients(app);
    try {
      const from = (ip: string, email: string) => clients.from(ip).post('/api/auth/forgot-password').send({ email });
      for (let i = 0; i < FORGOT_PASSWORD_PER_IP.max; i += 1) await from('127.0.3.1', `nobody${i}@example.com`).expect(200);
      const res = await from('127.0.3.1', 'one-more@example.com').expect(429);
      expect(res.body).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many reset requests. Please wait a while and try again.' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
      await from('127.0.3.2', 'one-more@example.com').expect(200);
    } finally {
      await clients.close();
    }
  });
});
