import { beforeEach, describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { storedUser } from '../../agent-settings/__tests__/stored-user.js';
import { OutboxModel } from '../../outbox/outbox.model.js';
import { type Agent, signedInAgent } from '../testing.js';

const db = withTestDatabase();
// TRUST_PROXY so each request can speak from the client IP the test names (X-Forwarded-For).
const { app } = createTestApp({ env: { TRUST_PROXY: true } });
beforeEach(() => db.clear());

const changePassword = (agent: Agent, ip: string, currentPassword: string) =>
  agent.post('/api/auth/change-password').set('X-Forwarded-For', ip).send({ currentPassword, newPassword: 'a brand new secret' });
const changeEmail = (agent: Agent, ip: string, currentPassword: string, newEmail: string) =>
  agent.post('/api/auth/change-email').set('X-Forwarded-For', ip).send({ newEmail, currentPassword });
const resend = (agent: Agent, ip: string) => agent.post('/api/auth/resend-verification').set('X-Forwarded-For', ip);

describe('per-IP limits on the account changes (on top of the per-account ones)', () => {
  it('after 20 failed changes from one IP over several accounts, the next is 429 even with the right password; another IP is not affected', async () => {
    const ip = '198.51.100.7';
    // Four accounts, five wrong passwords each: every account stays under its own bar (5), the IP reaches 20.
    for (let a = 0; a < 4; a += 1) {
      const { agent } = await signedInAgent(app);
      for (let i = 0; i < 5; i += 1) {
        const tried = i % 2 === 0 ? changePassword(agent, ip, `wrong ${i}`) : changeEmail(agent, ip, `wrong ${i}`, `new-${a}-${i}@example.com`);
        const res = await tried.expect(400);
        expect(res.body.code).toBe('CURRENT_PASSWORD_WRONG');
      }
    }
    const fresh = await signedInAgent(app);
    const limited = await changePassword(fresh.agent, ip, fresh.password).expect(429);
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many attempts. Please try again in 15 minutes.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    const email = await changeEmail(fresh.agent, ip, fresh.password, 'elsewhere@example.com').expect(429);
    expect(email.body.message).toBe('Too many attempts. Please try again in 15 minutes.');
    // Nothing was changed by the refused requests.
    expect((await storedUser({ _id: fresh.user.id }))?.emailChange).toBeUndefined();

    // The same account from another network changes its password.
    await changePassword(fresh.agent, '198.51.100.8', fresh.password).expect(200);
  });

  it('successful changes do not count against the IP', async () => {
    const ip = '198.51.100.9';
    for (let a = 0; a < 3; a += 1) {
      const { agent, password } = await signedInAgent(app);
      await changePassword(agent, ip, password).expect(200);
    }
    const { agent } = await signedInAgent(app);
    for (let i = 0; i < 5; i += 1) await changePassword(agent, ip, `wrong ${i}`).expect(400);
    // The account's own bar, not the IP's: its message.
    expect((await changePassword(agent, ip, 'wrong again').expect(429)).body.message).toBe('Too many wrong passwords. Please wait a while and try again.');
  });

  it('after 20 account mails from one IP in an hour (3 per account), the next mail is 429 with the wait; another IP still gets its mail', async () => {
    const ip = '198.51.100.20';
    const accounts = [];
    for (let a = 0; a < 7; a += 1) accounts.push(await signedInAgent(app));
    let sent = 0;
    for (const { agent } of accounts.slice(0, 6)) {
      for (let i = 0; i < 3; i += 1, sent += 1) await resend(agent, ip).expect(200);
    }
    const last = accounts[6]!;
    await resend(last.agent, ip).expect(200);
    await changeEmail(last.agent, ip, last.password, 'last-new@example.com').expect(200);
    expect((await storedUser({ _id: last.user.id }))?.emailChange?.newEmail).toBe('last-new@example.com');
    sent += 2;
    expect(sent).toBe(20);

    const newcomer = await signedInAgent(app);
    const before = await OutboxModel.countDocuments();
    const limited = await resend(newcomer.agent, ip).expect(429);
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many mails requested. Please try again in an hour.' });
    const email = await changeEmail(newcomer.agent, ip, newcomer.password, 'newcomer-new@example.com').expect(429);
    expect(email.body.message).toBe('Too many mails requested. Please try again in an hour.');
    expect(await OutboxModel.countDocuments()).toBe(before);

    // The refused ones were not counted against the account: from another network it still gets its three.
    for (let i = 0; i < 3; i += 1) await resend(newcomer.agent, '198.51.100.21').expect(200);
  });
});
