import { CAPTURE_MESSAGES, CAPTURE_MIN_FILL_MS, CAPTURE_VISITOR_MESSAGES } from '@leadnest/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { type LoopbackClients, loopbackClients } from '../../../test-support/loopback-clients.js';
import { type Agent, subscribedAgent } from '../../auth/testing.js';
import { LeadModel } from '../../leads/lead.model.js';
import { FORM_STAMP_TTL_MS, issueFormStamp } from '../capture-form-stamp.js';
import { CAPTURE_LIMITS } from '../public-capture.router.js';

withTestDatabase();

// No TRUST_PROXY: every client speaks from its own loopback address, the IP the server sees on the socket.
const { app } = createTestApp();
let clients: LoopbackClients;
beforeAll(async () => void (clients = await loopbackClients(app)));
afterAll(() => clients.close());
afterEach(() => vi.useRealTimers());
const from = (ip: string) => clients.from(ip);

async function publishedPage(agent: Agent) {
  return (await agent.post('/api/lead-capture-pages').send({}).expect(201)).body as { id: string; slug: string };
}

/** The stamp the page's HTML carries in its hidden field. */
async function shownStamp(ip: string, slug: string): Promise<string> {
  const html = (await from(ip).get(`/p/${slug}`).expect(200)).text;
  const stamp = /name="formStamp" value="([\w.-]+)"/.exec(html)?.[1];
  if (!stamp) throw new Error('the page carries no stamp');
  return stamp;
}

const person = (i: number) => ({ name: `Visitor ${i}`, email: `visitor${i}@example.com`, consent: true });

describe('bots cannot close a capture form', () => {
  // 300 posts: longer than the default timeout on a busy machine.
  it('what the checks refuse does not count against the page: after 300 refused posts from 10 IPs, another IP is stored', { timeout: 120_000 }, async () => {
    // The clock stands still unless the test moves it: a form sent "at once" stays at once, however busy the machine.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const { agent, user } = await subscribedAgent(app);
    const page = await publishedPage(agent);
    const post = (ip: string, body: object) => from(ip).post(`/api/public/capture/${page.slug}`).send(body);
    const bots = Array.from({ length: 10 }, (_, i) => `127.0.1.${i + 1}`);
    expect(bots.length * CAPTURE_LIMITS.pageIp.max).toBe(CAPTURE_LIMITS.page.max);

    // Each address sends its 30 at once: a honeypot filled, a form sent as soon as it was shown, a form without the server's stamp.
    const shownLongAgo = issueFormStamp(page.id, Date.now() - 60_000);
    const shownNow = issueFormStamp(page.id);
    for (const ip of bots) {
      await Promise.all(
        Array.from({ length: CAPTURE_LIMITS.pageIp.max }, async (_, i) => {
          if (i % 3 === 0) await post(ip, { ...person(i), formStamp: shownLongAgo, website: 'http://spam.example' }).expect(201);
          else if (i % 3 === 1) await post(ip, { ...person(i), formStamp: shownNow }).expect(201);
          else await post(ip, { ...person(i), startedAt: Date.now() - 60_000 }).expect(400);
        }),
      );
    }
    expect(await LeadModel.countDocuments({ userId: user.id })).toBe(0);

    // A person: the page, a few seconds over the form, the form sent.
    const formStamp = await shownStamp('127.0.1.50', page.slug);
    vi.setSystemTime(Date.now() + 8_000);
    const stored = await post('127.0.1.50', { ...person(50), formStamp }).expect(201);
    expect(stored.body.message).toBe(CAPTURE_MESSAGES.thanks);
    expect(await LeadModel.countDocuments({ userId: user.id, email: 'visitor50@example.com' })).toBe(1);

    // Each flooding address is held back by its own cap, whatever its posts were.
    const limited = await post(bots[0]!, { ...person(1), formStamp }).expect(429);
    expect(limited.body.message).toBe(CAPTURE_MESSAGES.rateLimited);
  });

  it('trusts no fill time the client sends: scripted posts with an old startedAt, a forged, another page’s or an expired stamp store nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const { agent, user } = await subscribedAgent(app);
    const page = await publishedPage(agent);
    const other = await publishedPage(agent);
    const post = (ip: string, body: object) => from(ip).post(`/api/public/capture/${page.slug}`).send(body);

    // 15 scripted leads from three addresses, each claiming the form was shown a minute ago.
    for (let i = 0; i < 15; i++) {
      const res = await post(`127.0.2.${(i % 3) + 1}`, { ...person(i), startedAt: Date.now() - 60_000 }).expect(400);
      expect(res.body).toMatchObject({ code: 'FORM_EXPIRED', message: CAPTURE_VISITOR_MESSAGES.formExpired });
    }

    const real = await shownStamp('127.0.2.4', page.slug);
    const [time, signature] = real.split('.');
    const backdated = `${(parseInt(time!, 36) - 60_000).toString(36)}.${signature}`;
    const refused = [
      backdated,
      `${time}.${'A'.repeat(signature!.length)}`,
      issueFormStamp(other.id, Date.now() - 60_000),
      issueFormStamp(page.id, Date.now() - FORM_STAMP_TTL_MS - 1_000),
      'not a stamp',
    ];
    for (const formStamp of refused) await post('127.0.2.4', { ...person(20), formStamp }).expect(400);

    // The page's own stamp, sent sooner than a person could fill the form in: answered like a person, stored nowhere.
    const fresh = await shownStamp('127.0.2.5', page.slug);
    vi.setSystemTime(Date.now() + CAPTURE_MIN_FILL_MS - 500);
    await post('127.0.2.5', { ...person(30), formStamp: fresh }).expect(201);
    expect(await LeadModel.countDocuments({ userId: user.id })).toBe(0);

    // The same stamp once a person could have filled the form in.
    vi.setSystemTime(Date.now() + 1_000);
    await post('127.0.2.5', { ...person(31), formStamp: fresh }).expect(201);
    expect(await LeadModel.find({ userId: user.id }, { email: 1 }).lean()).toMatchObject([{ email: 'visitor31@example.com' }]);
  });
});
