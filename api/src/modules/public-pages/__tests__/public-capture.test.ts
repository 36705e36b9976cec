import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { subscribedAgent, type Agent } from '../../auth/testing.js';
import { LeadModel } from '../../leads/lead.model.js';

withTestDatabase();

// TRUST_PROXY: each test posts from its own X-Forwarded-For, so the per-IP limit is per test.
const { app } = createTestApp({ env: { TRUST_PROXY: true } });
const visitor = (ip: string) => ({ post: (path: string) => supertest(app.callback()).post(path).set('X-Forwarded-For', ip), get: (path: string) => supertest(app.callback()).get(path) });

async function publishedPage(agent: Agent, body: Record<string, unknown> = {}) {
  return (await agent.post('/api/lead-capture-pages').send(body).expect(201)).body as { id: string; slug: string; userId: string };
}

const jane = { name: 'Jane Seller', email: 'jane@example.com', phone: '(512) 555-0100', consent: true };

describe('public capture pages', () => {
  it('renders the page without the app shell, escaped, with the consent text, honeypot and form', async () => {
    const { agent } = await subscribedAgent(app);
    const xss = '<script>alert(1)</script>"\'><img src=x onerror=alert(2)>';
    const page = await publishedPage(agent, { title: `Home ${xss}`, description: xss, buttonText: `Go ${xss}`.slice(0, 40), fields: ['email', 'phone', 'address'], buttonColor: 'green', backgroundImage: 'house2' });
    const res = await visitor('10.0.0.1').get(`/p/${page.slug}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'nonce-/);
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).not.toContain('<img src=x');
    expect(res.text).toContain('Home &lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(res.text).toContain('I agree to be contacted by phone and text');
    expect(res.text).toContain('Message and data rates may apply');
    expect(res.text).toContain('Reply STOP to opt out');
    expect(res.text).toContain('name="website"');
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
    await visitor('10.0.0.2').post(`/api/public/capture/${page.slug}`).send(jane).expect(404);
    expect(await LeadModel.countDocuments({ capturePageId: page.id })).toBe(0);
  });

  it('creates exactly one lead for the page’s owner: website, new, with the consent given', async () => {
    const { agent, user } = await subscribedAgent(app);
    const page = await publishedPage(agent);
    const res = await visitor('10.0.0.3').post(`/api/public/capture/${page.slug}`).send({ ...jane, address: 'ignored: not a field of this page' }).expect(201);
    expect(res.body).toEqual({ success: true, message: expect.any(String) });
    const leads = await LeadModel.find({ userId: user.id }).lean();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ name: 'Jane Seller', email: 'jane@example.com', phone: '(512) 555-0100', source: 'website', stage: 'new', address: null });
    expect(leads[0]?.consent).toMatchObject({ given: true, text: expect.stringContaining('Reply STOP to opt out') });
    expect(String(leads[0]?.consent?.pageId)).toBe(page.id);
    const list = await agent.get('/api/leads?source=website&stage=new').expect(200);
    expect(list.body.leads).toHaveLength(1);
  });

  it('accepts the plain form post (no script): 303 to the thank-you state', async () => {
    const { agent, user } = await subscribedAgent(app);
    const page = await publishedPage(agent);
    const res = await visitor('10.0.0.4').post(`/api/public/capture/${page.slug}`).type('form').set('Accept', 'text/html').send('name=Sam&email=sam%40example.com&consent=on').expect(303);
    expect(res.headers.location).toBe(`/p/${page.slug}?submitted=1`);
    expect((await visitor('10.0.0.4').get(res.headers.location as string).expect(200)).text).toContain('Thank you');
    expect(await LeadModel.find({ userId: user.id }).lean()).toMatchObject([{ name: 'Sam', consent: { given: true } }]);
    const bad = await visitor('10.0.0.4').post(`/api/public/capture/${page.slug}`).type('form').set('Accept', 'text/html').send('name=%3Cb%3E&email=nope').expect(400);
    expect(bad.text).toContain('Please enter a valid email address.');
    expect(bad.text).toContain('value="&lt;b&gt;"');
  });

  it('validates input with 400 and a message, and creates nothing', async () => {
    const { agent, user } = await subscribedAgent(app);
    const page = await publishedPage(agent);
    for (const [i, body] of [{ email: 'a@example.com' }, { name: 'A' }, { name: 'A', email: 'nope' }, { name: 'A', phone: '555-01' }, { name: { $gt: '' }, email: 'a@example.com' }].entries()) {
      const res = await visitor(`10.0.1.${i}`).post(`/api/public/capture/${page.slug}`).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect(await LeadModel.countDocuments({ userId: user.id })).toBe(0);
  });

  it('pretends success to a filled honeypot and stores nothing', async () => {
    const { agent, user } = await subscribedAgent(app);
    const page = await publishedPage(agent);
    const res = await visitor('10.0.0.6').post(`/api/public/capture/${page.slug}`).send({ ...jane, website: 'http://spam.example' }).expect(201);
    expect(res.body.success).toBe(true);
    expect(await LeadModel.countDocuments({ userId: user.id })).toBe(0);
  });

  it('limits submissions per IP (5 a minute, then 429 with Retry-After); other IPs are unaffected', async () => {
    const { agent, user } = await subscribedAgent(app);
    const page = await publishedPage(agent);
    for (let i = 0; i < 5; i++) await visitor('10.0.0.7').post(`/api/public/capture/${page.slug}`).send({ ...jane, email: `j${i}@example.com` }).expect(201);
    const limited = await visitor('10.0.0.7').post(`/api/public/capture/${page.slug}`).send(jane).expect(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.body.message).toMatch(/Too many/);
    await visitor('10.0.0.8').post(`/api/public/capture/${page.slug}`).send(jane).expect(201);
    expect(await LeadModel.countDocuments({ userId: user.id })).toBe(6);
  });

  it('accepts posts from the page itself and refuses other sites (same-origin)', async () => {
    const { agent } = await subscribedAgent(app);
    const page = await publishedPage(agent);
    await visitor('10.0.0.9').post(`/api/public/capture/${page.slug}`).set('Origin', 'https://evil.example').send(jane).expect(403);
    const host = 'shop.example:8080';
    await visitor('10.0.0.9').post(`/api/public/capture/${page.slug}`).set('Host', host).set('Origin', `http://${host}`).send(jane).expect(201);
  });
});
