import { CAPTURE_MESSAGES, PASSWORD_RESET_MESSAGES } from '@leadnest/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { signedInAgent, subscribedAgent } from '../modules/auth/testing.js';
import { LeadModel } from '../modules/leads/lead.model.js';
import { OutboxModel } from '../modules/outbox/outbox.model.js';
import { issueFormStamp } from '../modules/public-pages/capture-form-stamp.js';
import { createTestApp, withTestDatabase } from '../test-support/index.js';
import { type LoopbackClients, loopbackClients } from '../test-support/loopback-clients.js';

withTestDatabase();
// No TRUST_PROXY: the flooder and the visitor each speak from their own loopback address.
const { app } = createTestApp();
let clients: LoopbackClients;
beforeAll(async () => void (clients = await loopbackClients(app)));
afterAll(() => clients.close());
afterEach(() => vi.useRealTimers());

const FLOODER = '127.0.8.1';
const VISITOR = '127.0.8.2';

describe('one IP flooding the capture form and password reset (docs/decisions/0036-public-form-caps.md)', () => {
  it('leaves another IP’s form stored and its reset link working', { timeout: 120_000 }, async () => {
    // The clock stands still unless the test moves it: a form sent "at once" stays at once, however busy the machine.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const { agent, user: owner } = await subscribedAgent(app);
    const page = (await agent.post('/api/lead-capture-pages').send({}).expect(201)).body as { id: string; slug: string };
    const { user: victim } = await signedInAgent(app);

    // The victim asked for a reset link before the flood.
    await clients.from(VISITOR).post('/api/auth/forgot-password').send({ email: victim.email }).expect(200);
    const mail = await OutboxModel.findOne({ to: victim.email, kind: 'reset-password' }).lean();
    const link = /\/reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(link).toBeDefined();

    // The flood: bot posts of every kind on the form, and reset requests for the victim, until this IP is told to wait.
    const capture = (body: object) => clients.from(FLOODER).post(`/api/public/capture/${page.slug}`).send(body);
    const statuses = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const junk = { name: `Junk ${i}`, email: `junk${i}@example.com`, consent: true };
      const kinds = [
        { ...junk, website: 'x' },
        { ...junk, startedAt: 1 },
        { ...junk, formStamp: issueFormStamp(page.id) },
      ];
      statuses.add((await capture(kinds[i % kinds.length]!)).status);
    }
    expect([...statuses].sort()).toEqual([201, 400, 429]);
    const resets = [];
    for (let i = 0; i < 25; i++) resets.push((await clients.from(FLOODER).post('/api/auth/forgot-password').send({ email: victim.email })).status);
    expect(resets.filter((status) => status === 200)).toHaveLength(20);
    expect(resets.slice(20)).toEqual([429, 429, 429, 429, 429]);
    expect(await LeadModel.countDocuments({ userId: owner.id })).toBe(0);

    // Meanwhile a visitor from another IP fills the form in and is stored.
    const html = (await clients.from(VISITOR).get(`/p/${page.slug}`).expect(200)).text;
    const formStamp = /name="formStamp" value="([\w.-]+)"/.exec(html)?.[1];
    vi.setSystemTime(Date.now() + 6_000);
    const stored = await clients
      .from(VISITOR)
      .post(`/api/public/capture/${page.slug}`)
      .send({ name: 'Real Person', email: 'real@example.com', consent: true, formStamp })
      .expect(201);
    expect(stored.body.message).toBe(CAPTURE_MESSAGES.thanks);
    expect(await LeadModel.countDocuments({ userId: owner.id, email: 'real@example.com' })).toBe(1);

    // The victim asks again from their IP (the same answer, never 429), and the link they had works.
    const again = await clients.from(VISITOR).post('/api/auth/forgot-password').send({ email: victim.email }).expect(200);
    expect(again.body.message).toBe(PASSWORD_RESET_MESSAGES.requested);
    await clients.from(VISITOR).post('/api/auth/reset-password').send({ token: link, password: 'a brand new secret' }).expect(200);
    await clients.from(VISITOR).post('/api/auth/login').send({ email: victim.email, password: 'a brand new secret' }).expect(200);
  });
});
