import { PASSWORD_RESET_MESSAGES } from '@leadnest/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { type LoopbackClients, loopbackClients } from '../../../test-support/loopback-clients.js';
import { OutboxModel } from '../../outbox/outbox.model.js';
import { RESET_MAILS_PER_ADDRESS } from '../password-reset-limits.js';
import { signedInAgent } from '../testing.js';

withTestDatabase();
// No TRUST_PROXY: owner and stranger each speak from their own loopback address, the IP the server sees on the socket.
const { app } = createTestApp();
let clients: LoopbackClients;
beforeAll(async () => void (clients = await loopbackClients(app)));
afterAll(() => clients.close());
afterEach(() => vi.useRealTimers());

const forgot = (ip: string, email: string) => clients.from(ip).post('/api/auth/forgot-password').send({ email });
const reset = (ip: string, token: string, password: string) => clients.from(ip).post('/api/auth/reset-password').send({ token, password });
const login = (ip: string, email: string, password: string) => clients.from(ip).post('/api/auth/login').send({ email, password });

/** The tokens of every reset mail sent to `email`, oldest first. */
async function resetTokens(email: string): Promise<string[]> {
  const mails = await OutboxModel.find({ to: email, kind: 'reset-password' }).sort({ createdAt: 1, _id: 1 }).lean();
  return mails.map((mail) => /\/reset-password\?token=([\w-]+)/.exec(mail.text)?.[1] ?? '');
}

describe('a stranger cannot deny an owner their password reset', () => {
  it('requests from other addresses neither void the owner’s link nor stop the owner asking', async () => {
    const { user } = await signedInAgent(app);
    const owner = '127.0.4.1';
    await forgot(owner, user.email).expect(200);
    const [mine] = await resetTokens(user.email);

    // A stranger asks for the owner's address from two addresses, then the owner asks again: answered like anyone, never 429.
    await forgot('127.0.4.2', user.email).expect(200);
    await forgot('127.0.4.3', user.email).expect(200);
    const again = await forgot(owner, user.email).expect(200);
    expect(again.body).toEqual({ success: true, message: PASSWORD_RESET_MESSAGES.requested });

    // The stranger keeps at it from more addresses: the same answer every time, and no more mails than the address's share.
    for (let i = 0; i < 5; i += 1) expect((await forgot(`127.0.4.${10 + i}`, user.email).expect(200)).body.message).toBe(PASSWORD_RESET_MESSAGES.requested);
    const tokens = await resetTokens(user.email);
    expect(tokens).toHaveLength(RESET_MAILS_PER_ADDRESS.max);

    // The owner's first link still works; once used, every other link is void.
    await reset(owner, mine!, 'a brand new secret').expect(200);
    for (const token of tokens.slice(1)) expect((await reset('127.0.4.2', token, 'the stranger’s choice').expect(400)).body.code).toBe('RESET_TOKEN_INVALID');
    await login(owner, user.email, 'a brand new secret').expect(200);
  });

  it('while a stranger has used up the address’s mails, the mails already sent hold a link that works; past the hour the address gets mail again', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const { user } = await signedInAgent(app);
    for (let i = 0; i < RESET_MAILS_PER_ADDRESS.max; i += 1) await forgot(`127.0.5.${i + 2}`, user.email).expect(200);
    // 50 minutes on, the owner asks: no new mail, but the newest one in their inbox still works.
    vi.setSystemTime(Date.now() + 50 * 60_000);
    await forgot('127.0.5.1', user.email).expect(200);
    const tokens = await resetTokens(user.email);
    expect(tokens).toHaveLength(RESET_MAILS_PER_ADDRESS.max);
    await reset('127.0.5.1', tokens.at(-1)!, 'a brand new secret').expect(200);

    // Past the hour the address gets mail again, and its link works.
    vi.setSystemTime(Date.now() + 11 * 60_000);
    await forgot('127.0.5.1', user.email).expect(200);
    const later = await resetTokens(user.email);
    expect(later).toHaveLength(RESET_MAILS_PER_ADDRESS.max + 1);
    await reset('127.0.5.1', later.at(-1)!, 'yet another secret').expect(200);
    await login('127.0.5.1', user.email, 'yet another secret').expect(200);
  });

  it('several links work at once, each once', async () => {
    const { user } = await signedInAgent(app);
    await forgot('127.0.6.1', user.email).expect(200);
    await forgot('127.0.6.1', user.email).expect(200);
    const [first, second] = await resetTokens(user.email);
    // The first link still works after the second was sent; a refused password spends nothing; once used, no link works again.
    await reset('127.0.6.1', first!, 'PASSWORD1').expect(400);
    await reset('127.0.6.1', first!, 'a brand new secret').expect(200);
    await reset('127.0.6.1', first!, 'a brand new secret').expect(400);
    await reset('127.0.6.1', second!, 'a brand new secret').expect(400);
  });
});
