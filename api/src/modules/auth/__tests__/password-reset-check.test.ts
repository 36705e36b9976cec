import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { loopbackClients } from '../../../test-support/loopback-clients.js';
import { OutboxModel } from '../../outbox/outbox.model.js';
import { RESET_LINK_CHECKS_PER_IP } from '../password-reset-limits.js';
import { PasswordResetLinkModel } from '../password-reset-link.model.js';
import { newAgent, signedInAgent } from '../testing.js';

withTestDatabase();
const { app } = createTestApp();

const INVALID = { code: 'RESET_TOKEN_INVALID', message: 'This reset link is not valid or has expired. Please ask for a new one.' };

async function mailedToken(email: string): Promise<string> {
  await newAgent(app).post('/api/auth/forgot-password').send({ email }).expect(200);
  const mail = await OutboxModel.findOne({ to: email, kind: 'reset-password' }).sort({ createdAt: -1 }).lean();
  const token = /\/reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no reset mail for ${email}`);
  return token;
}

const check = (token: string) => newAgent(app).get(`/api/auth/reset-password?token=${encodeURIComponent(token)}`);

describe('checking a reset link before the form', () => {
  it('says a live link works, without spending it or naming its owner', async () => {
    const { user } = await signedInAgent(app);
    const token = await mailedToken(user.email);
    const res = await check(token).expect(200);
    expect(res.body).toEqual({ valid: true });
    expect(res.text).not.toContain(user.email);
    await check(token).expect(200);
    expect(await PasswordResetLinkModel.countDocuments({ userId: user.id })).toBe(1);
    await newAgent(app).post('/api/auth/reset-password').send({ token, password: 'a brand new secret' }).expect(200);
  });

  it('answers 410 with the message for a used, an expired or an unknown link, and 400 for no token', async () => {
    const { user } = await signedInAgent(app);
    const used = await mailedToken(user.email);
    await newAgent(app).post('/api/auth/reset-password').send({ token: used, password: 'a brand new secret' }).expect(200);
    expect((await check(used).expect(410)).body).toMatchObject(INVALID);

    const expired = await mailedToken(user.email);
    await PasswordResetLinkModel.updateOne({ userId: user.id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await check(expired).expect(410)).body).toMatchObject(INVALID);

    expect((await check('x'.repeat(43)).expect(410)).body).toMatchObject(INVALID);
    await newAgent(app).get('/api/auth/reset-password').expect(400);
  });

  it('caps the checks of one IP an hour (429), not another IP’s', async () => {
    const clients = await loopbackClients(app);
    try {
      const from = (ip: string) => clients.from(ip).get(`/api/auth/reset-password?token=${'y'.repeat(43)}`);
      for (let i = 0; i < RESET_LINK_CHECKS_PER_IP.max; i += 1) await from('127.0.4.1').expect(410);
      const res = await from('127.0.4.1').expect(429);
      expect(res.body).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many reset requests. Please wait a while and try again.' });
      await from('127.0.4.2').expect(410);
    } finally {
      await clients.close();
    }
  });
});
