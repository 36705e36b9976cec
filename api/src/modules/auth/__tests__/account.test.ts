import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { storedUser } from '../../agent-settings/__tests__/stored-user.js';
import { OutboxModel } from '../../outbox/outbox.model.js';
import { SessionModel } from '../../sessions/session.model.js';
import { newAgent, signedInAgent } from '../testing.js';

withTestDatabase();
const { app } = createTestApp();

describe('change password (POST /api/auth/change-password)', () => {
  it('needs a session', async () => {
    await newAgent(app).post('/api/auth/change-password').send({ currentPassword: 'x', newPassword: 'a new long secret' }).expect(401);
  });

  it('refuses a wrong current password, a short or common new one, and changes nothing', async () => {
    const { agent, user, password } = await signedInAgent(app);
    const before = (await storedUser({ _id: user.id }))?.passwordHash;
    const wrong = await agent.post('/api/auth/change-password').send({ currentPassword: 'not my password', newPassword: 'a new long secret' }).expect(400);
    expect(wrong.body).toMatchObject({ code: 'CURRENT_PASSWORD_WRONG', message: 'Your current password is incorrect.' });
    const short = await agent.post('/api/auth/change-password').send({ currentPassword: password, newPassword: 'short' }).expect(400);
    expect(short.body.message).toBe('Password must be at least 8 characters');
    const common = await agent.post('/api/auth/change-password').send({ currentPassword: password, newPassword: 'superman' }).expect(400);
    expect(common.body.code).toBe('PASSWORD_TOO_COMMON');
    const same = await agent.post('/api/auth/change-password').send({ currentPassword: password, newPassword: password }).expect(400);
    expect(same.body.message).toBe('Your new password must be different from your current one.');
    await agent.post('/api/auth/change-password').send({ newPassword: 'a new long secret' }).expect(400);
    expect((await storedUser({ _id: user.id }))?.passwordHash).toBe(before);
  });

  it('ends every other session of the user and keeps this one; the new password signs in, the old does not', async () => {
    const { agent, user, password } = await signedInAgent(app);
    const other = newAgent(app);
    await other.post('/api/auth/login').send({ email: user.email, password }).expect(200);
    await other.get('/api/user/profile').expect(200);
    // Someone else's session is not touched.
    const stranger = await signedInAgent(app);

    const res = await agent.post('/api/auth/change-password').send({ currentPassword: password, newPassword: 'a new long secret' }).expect(200);
    expect(res.body).toEqual({ success: true, message: 'Your password has been changed. Your other sessions have been signed out.' });

    await other.get('/api/user/profile').expect(401);
    await agent.get('/api/user/profile').expect(200);
    await stranger.agent.get('/api/user/profile').expect(200);
    expect(await SessionModel.countDocuments({ userId: user.id })).toBe(1);
    await newAgent(app).post('/api/auth/login').send({ email: user.email, password }).expect(401);
    await newAgent(app).post('/api/auth/login').send({ email: user.email, password: 'a new long secret' }).expect(200);
  });

  it('limits wrong current passwords: the sixth within 15 minutes is 429', async () => {
    const { agent } = await signedInAgent(app);
    for (let i = 0; i < 5; i += 1)
      await agent
        .post('/api/auth/change-password')
        .send({ currentPassword: `wrong ${i}`, newPassword: 'a new long secret' })
        .expect(400);
    const res = await agent.post('/api/auth/change-password').send({ currentPassword: 'wrong again', newPassword: 'a new long secret' }).expect(429);
    expect(res.body.message).toBe('Too many wrong passwords. Please wait a while and try again.');
  });
});

describe('resend verification (POST /api/auth/resend-verification)', () => {
  it('mails a fresh link to an unverified account, refuses a verified one, and is limited', async () => {
    await newAgent(app).post('/api/auth/resend-verification').expect(401);
    const { agent, user } = await signedInAgent(app);
    const res = await agent.post('/api/auth/resend-verification').expect(200);
    expect(res.body.message).toBe('We have sent a new verification link to your email address.');
    // The signup's mail and this one; the newest link verifies.
    const mails = await OutboxModel.find({ to: user.email, kind: 'verify-email' }).sort({ createdAt: 1 }).lean();
    expect(mails).toHaveLength(2);
    const token = /token=([\w-]+)/.exec(mails[1]!.text)?.[1];
    await newAgent(app).get(`/api/auth/verify?token=${token}`).expect(302).expect('Location', '/login?verified=1');
    const verified = await agent.post('/api/auth/resend-verification').expect(400);
    expect(verified.body.message).toBe('Your email address is already verified.');

    const other = await signedInAgent(app);
    for (let i = 0; i < 3; i += 1) await other.agent.post('/api/auth/resend-verification').expect(200);
    await other.agent.post('/api/auth/resend-verification').expect(429);
  });
});

describe('the profile’s time zone (PUT /api/user/profile)', () => {
  it('takes any IANA zone, refuses anything else, and reads back', async () => {
    const { agent } = await signedInAgent(app);
    expect((await agent.get('/api/user/profile').expect(200)).body.timeZone).toBe('America/New_York');
    const saved = await agent.put('/api/user/profile').send({ timeZone: 'Asia/Kathmandu', brokerage: 'Summit Homes', serviceArea: 'Denver, CO' }).expect(200);
    expect(saved.body).toMatchObject({ timeZone: 'Asia/Kathmandu', brokerage: 'Summit Homes', serviceArea: 'Denver, CO' });
    const bad = await agent.put('/api/user/profile').send({ timeZone: 'Mars/Olympus_Mons' }).expect(400);
    expect(bad.body.message).toBe('Please choose a time zone from the list.');
    expect((await agent.get('/api/user/profile').expect(200)).body.timeZone).toBe('Asia/Kathmandu');
  });
});
