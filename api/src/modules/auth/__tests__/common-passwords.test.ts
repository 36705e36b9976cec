import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { UserModel } from '../../identity/user.model.js';
import { OutboxModel } from '../../outbox/outbox.model.js';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from '../common-passwords.js';
import { newAgent, signedInAgent, validSignup } from '../testing.js';

withTestDatabase();
const { app } = createTestApp();

const TOO_COMMON = 'This password is one of the 10,000 most common passwords, so it is easy to guess. Please choose another.';

const registration = (password: string) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: `grace-${Date.now()}-${Math.random()}@example.com`,
  password,
  companyName: 'Hopper Homes',
  phone: '(512) 555-0100',
  planTier: 'professional',
});

describe('the 10,000 most common passwords', () => {
  it('knows the top of the list in any letter case, and not a passphrase or a rarer password', () => {
    expect(COMMON_PASSWORD_COUNT).toBe(10_000);
    for (const password of ['123456', 'password', 'qwertyuiop', 'iloveyou', 'Password1', 'LETMEIN', 'sunshine'])
      expect(isCommonPassword(password), password).toBe(true);
    for (const password of ['correct horse', 'longenough-but-mine', 'Hopper Homes 2025']) expect(isCommonPassword(password), password).toBe(false);
  });

  it('signup refuses one with 400 and a clear message, and creates no account', async () => {
    const body = validSignup({ password: 'football' });
    const res = await newAgent(app).post('/api/auth/signup').send(body).expect(400);
    expect(res.body).toMatchObject({ code: 'PASSWORD_TOO_COMMON', message: TOO_COMMON, fields: { password: TOO_COMMON } });
    expect(await UserModel.countDocuments({ email: body.email })).toBe(0);
  });

  it('register refuses one (8 characters and more is not enough) and sends no mail', async () => {
    const body = registration('baseball');
    const res = await newAgent(app).post('/api/auth/register').send(body).expect(400);
    expect(res.body.message).toBe(TOO_COMMON);
    expect(await UserModel.countDocuments({ email: body.email })).toBe(0);
    expect(await OutboxModel.countDocuments({ to: body.email })).toBe(0);
    await newAgent(app).post('/api/auth/register').send(registration('Hopper Homes 2025')).expect(201);
  });

  it('reset refuses one without spending the link, which then takes a better password', async () => {
    const { user, password } = await signedInAgent(app);
    await newAgent(app).post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
    const mail = await OutboxModel.findOne({ to: user.email, kind: 'reset-password' }).lean();
    const token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    const refused = await newAgent(app).post('/api/auth/reset-password').send({ token, password: 'PASSWORD1' }).expect(400);
    expect(refused.body).toMatchObject({ code: 'PASSWORD_TOO_COMMON', message: TOO_COMMON });
    // The old password still works: nothing changed.
    await newAgent(app).post('/api/auth/login').send({ email: user.email, password }).expect(200);
    await newAgent(app).post('/api/auth/reset-password').send({ token, password: 'a rarer secret of mine' }).expect(200);
    await newAgent(app).post('/api/auth/login').send({ email: user.email, password: 'a rarer secret of mine' }).expect(200);
  });
});
