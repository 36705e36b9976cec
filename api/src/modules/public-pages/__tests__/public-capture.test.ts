import { CAPTURE_MESSAGES, CAPTURE_VISITOR_MESSAGES, captureConsentText } from '@leadnest/contracts';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { type Agent, subscribedAgent } from '../../auth/testing.js';
import { LeadModel } from '../../leads/lead.model.js';
import { issueFormStamp } from '../capture-form-stamp.js';
import { CAPTURE_LIMITS } from '../public-capture.router.js';

withTestDatabase();

// TRUST_PROXY: each test posts from its own X-Forwarded-For, so the per-IP limit is per test.
const { app } = createTestApp({ env: { TRUST_PROXY: true } });
const visitor = (ip: string) => ({
  post: (path: string) => supertest(app.callback()).post(path).set('X-Forwarded-For', ip),
  get: (path: string) => supertest(app.callback()).get(path),
});

async function publishedPage(agent: Agent, body: Record<string, unknown> = {}) {
  return (await agent.post('/api/lead-capture-pages').send(body).expect(201)).body as { id: string; slug: string; userId: string };
}

/** The stamp of a form shown `ms` ago: a person took a few seconds over it (capture-bots.test.ts tests the stamp itself). */
const shownAgo = (page: { id: string }, ms = 10_000) => issueFormStamp(page.id, Date.now() - ms);
const jane = (page: { id: string }) => ({ name: 'Jane Seller', email: 'jane@example.com', phone: '(512) 555-0100', consent: true, formStamp: shownAgo(page) });

/** validSignup's agent (auth/testing.ts), named in the consent line with her brokerage. */
const ADA_CONSENT =
  'I agree that Ada Lovelace of Lovelace Realty may call and text me about real estate at the number I provided, including automated and AI-assisted calls and messages. Consent is not a condition of purchase. Message and data rates may apply. Reply STOP to opt out.';

describe('the capture form’s consent line', () => {
  it('names the agent and brokerage, or whichever the profile has', () => {
    expect(captureConsentText({ agentName: 'Ada Lovelace', brokerage: 'Lovelace Realty' })).toBe(ADA_CONSENT);
    expect(captureConsentText({ agentName: 'Ada Lovelace', brokerage: null })).toMatch(/^I agree that Ada Lovelace may call and text me/);
    expect(captureConsentText({ agentName: null, brokerage: ' Lovelace Realty ' })).toMatch(/^I agree that Lovelace Realty may call/);
    expect(captureConsentText({ agentName: null, brokerage: null })).toMatch(/^I agree that the real estate agent who published this page may call/);
  });
});

describe('public capture pages', () => {
  it('renders the page without the app shell, escaped, with the consent text, honeypot and form', async () => {
    const { agent } = await subscribedAgent(app);
    const xss = '<script>alert(1)</script>"\'><img src=x onerror=alert(2)>';
    const page = await publishedPage(agent, {
      title: `Home ${xss}`,
      description: xss,
      buttonText: `Go ${xss}`.slice(0, 40),
      fields: ['email', 'phone', 'address'],
      buttonColor: 'green',
      backgroundImage: 'house2',
    });
    const res = await visitor('10.0.0.1').get(`/p/${page.slug}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'nonce-/);
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).not.toContain('<img src=x');
    expect(res.text).toContain('Home &lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(res.text).toContain(ADA_CONSENT);
    expect(res.text).toContain('<a href="/privacy" target="_blank" rel="noopener">Privacy notice</a>');
    expect(res.text).toContain('name="website"');
    expect(res.text).toMatch(/name="formStamp" value="[\w.-]+"/);
    for (const field of ['name', 'email', 'phone', 'address']) expect(res.text).toContain(`name="${field}"`);
    expect(res.text).toContain(`action="/api/public/capture/${page.slug}"`);
    expect(res.text).not.toMatch(/remoteEntry|mf-manifest/);
  });

  it('answers 404 pages for unknown and inactive pages, and refuses their submissions', async () => {
    const { agent } = await subscribedAgent(app);
    const page = await publishedPage(agent);
    await agent.post(`/api/lead-capture-pages/${page.id}/deactivate`).expect(200);
    const res = await visitor('10.0.0.2').get(`/p/${page.slug}`).expect(404);
    expect(res.text).toContain('Page not found');
    await visitor('10.0.0.2').get('/p/no-such-page').expect(404);
    await visitor('10.0.0.2').post(`/api/public/capture/${page.slug}`).send(jane(page)).expect(404);
    expect(await LeadModel.countDocuments({ capturePageId: page.id })).toBe(0);
  });

  it('creates exactly one lead for the page’s owner: website, new, with the consent given', async () => {
    const { agent, user } = await subscribedAgent(app);
    const page = await publishedPage(agent);
    const res = await visitor('10.0.0.3')
      .post(`/api/public/capture/${page.slug}`)
      .send({ ...jane(page), address: 'ignored: not a field of this page' })
      .expect(201);
    expect(res.body).toEqual({ success: true, message: expect.any(String) });
    const leads = await LeadModel.find({ userId: user.id }).lean();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ name: 'Jane Seller', email: 'jane@example.com', phone: '+15125550100', source: 'website', stage: 'new', address: null });
    expect(leads[0]?.consent).toMatchObject({ given: true, text: ADA_CONSENT });
    expect(String(leads[0]?.consent?.pageId)).toBe(page.id);
    const list = await agent.get('/api/leads?source=website&stage=new').expect(200);
    expect(list.body.leads).toHaveLength(1);
  });

  it('accepts the plain form post (no script): 303 to the thank-you state', async () => {
    const { agent, user } = await subscribedAgent(app);
    const page = await publishedPage(agent);
    const res = await visitor('10.0.0.4')
      .post(`/api/public/capture/${page.slug}`)
      .type('form')
      .set('Accept', 'text/html')
      .send(`name=Sam&email=sam%40example.com&consent=on&formStamp=${shownAgo(page)}`)
      .expect(303);
    expect(res.headers.location).toBe(`/p/${page.slug}?submitted=1`);
    expect(
      (
        await visitor('10.0.0.4')
          .get(res.headers.location as string)
          .expect(200)
      ).text,
    ).toContain('Thank you');
    expect(await LeadModel.find({ userId: user.id }).lean()).toMatchObject([{ name: 'Sam', consent: { given: true } }]);
    const stamp = shownAgo(page, 4000);
    const bad = await visitor('10.0.0.4')
      .post(`/api/public/capture/${page.slug}`)
      .type('form')
      .set('Accept', 'text/html')
      .send(`name=%3Cb%3E&email=nope&formStamp=${stamp}`)
      .expect(400);
    expect(bad.text).toContain(CAPTURE_VISITOR_MESSAGES.emailInvalid);
    // The form shown again keeps when the visitor first saw it.
    expect(bad.text).toContain(`name="formStamp" value="${stamp}"`);
    expect(bad.text).toContain('value="&lt;b&gt;"');
    // A form without a valid stamp is shown again with a fresh one and what was typed.
    const stale = await visitor('10.0.0.4')
      .post(`/api/public/capture/${page.slug}`)
      .type('form')
      .set('Accept', 'text/html')
      .send('name=Sam&email=sam%40example.com&consent=on&startedAt=1')
      .expect(400);
    expect(stale.text).toContain(CAPTURE_VISITOR_MESSAGES.formExpired);
    expect(stale.text).toMatch(/name="formStamp" value="[\w.-]+"/);
    expect(stale.text).toContain('value="sam@example.com"');
    expect(await LeadModel.countDocuments({ userId: user.id })).toBe(1);
  });

  it('validates input with 400 and a message, and creates nothing', async () => {
    const { agent, user } = await subscribedAgent(app);
    const page = await publishedPage(agent);
    for (const [i, body] of [
      { email: 'a@example.com' },
      { name: 'A' },
      { name: 'A', email: 'nope' },
      { name: 'A', phone: '555-01' },
      { name: { $gt: '' }, email: 'a@example.com' },
    ].entries()) {
      const res = await visitor(`10.0.1.${i}`).post(`/api/public/capture/${page.slug}`).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect(await LeadModel.countDocuments({ userId: user.id })).toBe(0);
  });

  it('pretends success to a filled honeypot and stores nothing', async () => {
    const { agent, user } = await subscribedAgent(app);
    const page = await publishedPage(agent);
    const res = await visitor('10.0.0.6')
      .post(`/api/public/capture/${page.slug}`)
      .send({ ...jane(page), website: 'http://spam.example' })
      .expect(201);
    expect(res.body.success).toBe(true);
    expect(await LeadModel.countDocuments({ userId: user.id })).toBe(0);
  });

  it('lets an open-house tablet sign up many visitors on one page; limits per (page, IP), then per IP across pages, with 429 and Retry-After', async () => {
    const { agent, user } = await subscribedAgent(app);
    const page = await publishedPage(agent);
    const tablet = '10.0.0.7';
    const signUp = (on: { id: string; slug: string }, i: number, ip = tablet) =>
      visitor(ip)
        .post(`/api/public/capture/${on.slug}`)
        .send({ ...jane(on), email: `guest${i}@example.com`, phone: `(512) 555-${1000 + i}` });
    for (let i = 0; i < CAPTURE_LIMITS.pageIp.max; i++) expect((await signUp(page, i)).status).toBe(201);
    expect(await LeadModel.countDocuments({ userId: user.id })).toBe(CAPTURE_LIMITS.pageIp.max);
    const limited = await signUp(page, 99).expect(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.body.message).toBe(CAPTURE_MESSAGES.rateLimited);
    // Another visitor of the same page, and the same tablet on another page, are unaffected.
    await signUp(page, 100, '10.0.0.8').expect(201);
    const second = await publishedPage(agent);
    await signUp(second, 101).expect(201);

    // The per-IP bar, across pages, is separate and higher.
    expect(CAPTURE_LIMITS.ip.max).toBeGreaterThan(CAPTURE_LIMITS.pageIp.max);
    const pages = [second];
    let sent = CAPTURE_LIMITS.pageIp.max + 1;
    while (sent < CAPTURE_LIMITS.ip.max) {
      const current = pages.at(-1)!;
      const res = await visitor(tablet)
        .post(`/api/public/capture/${current.slug}`)
        .send({ ...jane(current), website: 'bot' });
      if (res.status === 429) pages.push(await publishedPage(agent));
      else sent++;
    }
    const fresh = await publishedPage(agent);
    expect((await signUp(fresh, 102).expect(429)).body.message).toBe(CAPTURE_MESSAGES.rateLimited);
    await signUp(fresh, 103, '10.0.0.11').expect(201);
  });

  it('caps one page’s stored sign-ups from everywhere with its own message', async () => {
    const { agent, user } = await subscribedAgent(app);
    const page = await publishedPage(agent);
    // The cap counts stored sign-ups only; lowered here so the test stores a few leads rather than 300.
    const { max } = CAPTURE_LIMITS.page;
    CAPTURE_LIMITS.page.max = 3;
    try {
      for (let i = 0; i < 3; i++)
        await visitor(`10.9.0.${i}`)
          .post(`/api/public/capture/${page.slug}`)
          .send({ ...jane(page), email: `guest${i}@example.com`, phone: `(512) 555-02${10 + i}` })
          .expect(201);
      const busy = await visitor('10.8.0.1').post(`/api/public/capture/${page.slug}`).send(jane(page)).expect(429);
      expect(busy.body.message).toBe(CAPTURE_MESSAGES.pageBusy);
      expect(await LeadModel.countDocuments({ userId: user.id })).toBe(3);
      const other = await publishedPage(agent);
      await visitor('10.8.0.1').post(`/api/public/capture/${other.slug}`).send(jane(other)).expect(201);
    } finally {
      CAPTURE_LIMITS.page.max = max;
    }
  });

  it('accepts posts from the page itself and refuses other sites (same-origin)', async () => {
    const { agent } = await subscribedAgent(app);
    const page = await publishedPage(agent);
    await visitor('10.0.0.9').post(`/api/public/capture/${page.slug}`).set('Origin', 'https://evil.example').send(jane(page)).expect(403);
    const host = 'shop.example:8080';
    await visitor('10.0.0.9').post(`/api/public/capture/${page.slug}`).set('Host', host).set('Origin', `http://${host}`).send(jane(page)).expect(201);
  });
});
