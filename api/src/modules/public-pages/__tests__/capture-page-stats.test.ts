import { CAPTURE_VISITOR_MESSAGES, LEAD_MESSAGES } from '@leadnest/contracts';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { subscribedAgent } from '../../auth/testing.js';
import { CapturePageModel } from '../../capture-pages/capture-page.model.js';
import { LeadModel } from '../../leads/lead.model.js';
import { issueFormStamp } from '../capture-form-stamp.js';

withTestDatabase();

const { app } = createTestApp({ env: { TRUST_PROXY: true } });
const http = (ip: string) => ({
  post: (path: string) => supertest(app.callback()).post(path).set('X-Forwarded-For', ip),
  get: (path: string) => supertest(app.callback()).get(path),
});
/** A person's sign-up on `page`, its form shown 10 s before. */
const person = (page: { id: string }, name: string, email: string) => ({ name, email, consent: true, formStamp: issueFormStamp(page.id, Date.now() - 10_000) });

describe('capture pages', () => {
  it('count views and stored sign-ups per page, with the conversion rate', async () => {
    const { agent } = await subscribedAgent(app);
    const page = (await agent.post('/api/lead-capture-pages').send({ title: 'Spring Valuation' }).expect(201)).body;
    expect(page).toMatchObject({ views: 0, submissions: 0, conversionRate: null });
    for (let i = 0; i < 4; i++) await http('10.1.0.1').get(`/p/${page.slug}`).expect(200);
    // The thank-you state after a no-script post is not another view.
    await http('10.1.0.1').get(`/p/${page.slug}?submitted=1`).expect(200);
    await http('10.1.0.2')
      .post(`/api/public/capture/${page.slug}`)
      .send(person(page, 'Ann Lee', 'ann@example.com'))
      .expect(201);
    // A bot (honeypot) is answered the same and not counted.
    await http('10.1.0.3')
      .post(`/api/public/capture/${page.slug}`)
      .send({ ...person(page, 'Bot', 'bot@example.com'), website: 'spam' })
      .expect(201);
    const [listed] = (await agent.get('/api/lead-capture-pages').expect(200)).body;
    expect(listed).toMatchObject({ id: page.id, views: 4, submissions: 1, conversionRate: 25 });
  });

  it('keep the visit’s UTM parameters on the lead and name them on its timeline', async () => {
    const { agent, user } = await subscribedAgent(app);
    const page = (await agent.post('/api/lead-capture-pages').send({}).expect(201)).body;
    const shown = await http('10.2.0.1').get(`/p/${page.slug}?utm_source=facebook&utm_medium=cpc&utm_campaign=spring%22%3E&utm_other=x`).expect(200);
    expect(shown.text).toContain('<input type="hidden" name="utm_source" value="facebook">');
    expect(shown.text).toContain('name="utm_campaign" value="spring&quot;&gt;"');
    expect(shown.text).not.toContain('utm_other');
    await http('10.2.0.2')
      .post(`/api/public/capture/${page.slug}`)
      .send({ ...person(page, 'Utm Ursula', 'ursula@example.com'), utm_source: 'facebook', utm_medium: 'cpc', utm_campaign: 'spring' })
      .expect(201);
    const lead = await LeadModel.findOne({ userId: user.id, name: 'Utm Ursula' }).lean();
    expect(lead?.utm).toEqual({ source: 'facebook', medium: 'cpc', campaign: 'spring' });
    // The agent sees them on the lead (the panel's source details).
    expect((await agent.get(`/api/leads/${String(lead?._id)}`).expect(200)).body.utm).toEqual({ source: 'facebook', medium: 'cpc', campaign: 'spring' });
    expect(lead?.activities[0]?.text).toBe('Capture page: Get Your Free Home Valuation (utm_source=facebook, utm_medium=cpc, utm_campaign=spring)');
  });

  it('speak to the visitor in the public form’s messages, never of “the lead”', async () => {
    const { agent } = await subscribedAgent(app);
    const page = (
      await agent
        .post('/api/lead-capture-pages')
        .send({ fields: ['email'] })
        .expect(201)
    ).body;
    const noName = await http('10.3.0.1')
      .post(`/api/public/capture/${page.slug}`)
      .send({ ...person(page, '', 'a@example.com') })
      .expect(400);
    expect(noName.body.message).toBe(CAPTURE_VISITOR_MESSAGES.nameRequired);
    const noContact = await http('10.3.0.1')
      .post(`/api/public/capture/${page.slug}`)
      .send({ name: 'Al', formStamp: issueFormStamp(page.id, Date.now() - 10_000) })
      .expect(400);
    expect(noContact.body.message).toBe(CAPTURE_VISITOR_MESSAGES.contactRequired);
    // A phone on an email-only page is not kept, so the visitor is asked for what the page has.
    const phoneOnly = await http('10.3.0.1')
      .post(`/api/public/capture/${page.slug}`)
      .send({ name: 'Al', phone: '5125550100', formStamp: issueFormStamp(page.id, Date.now() - 10_000) })
      .expect(400);
    expect(phoneOnly.body).toMatchObject({ message: CAPTURE_VISITOR_MESSAGES.contactRequired, fields: { email: CAPTURE_VISITOR_MESSAGES.contactRequired } });
    for (const text of [noName.text, noContact.text, phoneOnly.text]) expect(text).not.toContain(LEAD_MESSAGES.nameRequired);
    expect(Object.values(CAPTURE_VISITOR_MESSAGES).join(' ')).not.toMatch(/lead/i);
  });

  it('delete: the owner’s page goes (its public URL with it); another agent’s is a 404; the leads it brought stay', async () => {
    const { agent, user } = await subscribedAgent(app);
    const page = (await agent.post('/api/lead-capture-pages').send({}).expect(201)).body;
    await http('10.4.0.1')
      .post(`/api/public/capture/${page.slug}`)
      .send(person(page, 'Kept Kim', 'kim@example.com'))
      .expect(201);
    const other = await subscribedAgent(app);
    await other.agent.delete(`/api/lead-capture-pages/${page.id}`).expect(404);
    await agent.delete(`/api/lead-capture-pages/${page.id}`).expect(204);
    expect(await CapturePageModel.countDocuments({ _id: page.id })).toBe(0);
    await http('10.4.0.1').get(`/p/${page.slug}`).expect(404);
    await agent.delete(`/api/lead-capture-pages/${page.id}`).expect(404);
    await agent.delete('/api/lead-capture-pages/nope').expect(400);
    await createTestApp().request.delete(`/api/lead-capture-pages/${page.id}`).expect(401);
    expect(await LeadModel.countDocuments({ userId: user.id, name: 'Kept Kim' })).toBe(1);
  });
});
