import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { storedUser } from '../../agent-settings/__tests__/stored-user.js';
import { OutboxModel } from '../../outbox/outbox.model.js';
import { newAgent, signedInAgent } from '../testing.js';

withTestDatabase();
const { app } = createTestApp();

const fresh = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function confirmLinkTo(email: string): Promise<string> {
  const mail = await OutboxModel.findOne({ to: email, kind: 'confirm-email-change' }).sort({ createdAt: -1 }).lean();
  const path = /\/api\/auth\/confirm-email\?token=[\w-]+/.exec(mail?.text ?? '')?.[0];
  if (!path) throw new Error(`no confirmation mail to ${email}`);
  return path;
}

describe('change email (POST /api/auth/change-email, GET /api/auth/confirm-email)', () => {
  it('needs a session and the current password; refuses the same address and one another account uses', async () => {
    await newAgent(app)
      .post('/api/auth/change-email')
      .send({ newEmail: fresh('x'), currentPassword: 'whatever it is' })
      .expect(401);
    const { agent, user, password } = await signedInAgent(app);
    const other = await signedInAgent(app);
    const wrong = await agent
      .post('/api/auth/change-email')
      .send({ newEmail: fresh('new'), currentPassword: 'not my password' })
      .expect(400);
    expect(wrong.body.code).toBe('CURRENT_PASSWORD_WRONG');
    const same = await agent.post('/api/auth/change-email').send({ newEmail: user.email.toUpperCase(), currentPassword: password }).expect(400);
    expect(same.body.message).toBe('That is already your email address.');
    await agent.post('/api/auth/change-email').send({ newEmail: other.user.email, currentPassword: password }).expect(409);
    await agent.post('/api/auth/change-email').send({ newEmail: 'not-an-email', currentPassword: password }).expect(400);
    expect(await OutboxModel.countDocuments({ kind: 'confirm-email-change', to: other.user.email })).toBe(0);
  });

  it('changes the email only when the link to the new address is opened; the old address is told twice; the link works once', async () => {
    const { agent, user, password } = await signedInAgent(app);
    const newEmail = fresh('moved');
    const res = await agent.post('/api/auth/change-email').send({ newEmail, currentPassword: password }).expect(200);
    expect(res.body.message).toBe('We have sent a confirmation link to your new address. Your email changes when you open it.');

    // Nothing changed yet: the profile shows the pending address, sign-in still uses the old one.
    const pending = await agent.get('/api/user/profile').expect(200);
    expect(pending.body).toMatchObject({ email: user.email, pendingEmail: newEmail });
    expect(await OutboxModel.countDocuments({ to: user.email, kind: 'email-change-requested' })).toBe(1);
    await newAgent(app).post('/api/auth/login').send({ email: newEmail, password }).expect(401);

    const link = await confirmLinkTo(newEmail);
    await newAgent(app).get(link).expect(302).expect('Location', '/account?email=changed');
    const changed = await agent.get('/api/user/profile').expect(200);
    expect(changed.body).toMatchObject({ email: newEmail, emailVerified: true, pendingEmail: null });
    expect(await OutboxModel.countDocuments({ to: user.email, kind: 'email-changed' })).toBe(1);
    await newAgent(app).post('/api/auth/login').send({ email: newEmail, password }).expect(200);
    await newAgent(app).post('/api/auth/login').send({ email: user.email, password }).expect(401);

    await newAgent(app).get(link).expect(302).expect('Location', '/account?email=invalid');
    await newAgent(app).get('/api/auth/confirm-email?token=nonsense').expect(302).expect('Location', '/account?email=invalid');
  });

  it('does not change the email when another account took the address meanwhile', async () => {
    const { agent, user, password } = await signedInAgent(app);
    const wanted = fresh('race');
    await agent.post('/api/auth/change-email').send({ newEmail: wanted, currentPassword: password }).expect(200);
    await signedInAgent(app, { email: wanted });
    await newAgent(app)
      .get(await confirmLinkTo(wanted))
      .expect(302)
      .expect('Location', '/account?email=taken');
    expect((await storedUser({ _id: user.id }))?.email).toBe(user.email);
  });
});
