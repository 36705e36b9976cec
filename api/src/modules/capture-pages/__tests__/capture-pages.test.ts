import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { newAgent, subscribedAgent } from '../../auth/testing.js';

withTestDatabase();

const { app, env } = createTestApp();

describe('/api/lead-capture-pages', () => {
  it('answers 401 to a visitor on every route', async () => {
    const visitor = newAgent(app);
    const id = '0123456789abcdef01234567';
    await visitor.get('/api/lead-capture-pages').expect(401);
    await visitor.post('/api/lead-capture-pages').send({}).expect(401);
    await visitor.patch(`/api/lead-capture-pages/${id}`).send({ title: 'x' }).expect(401);
    await visitor.post(`/api/lead-capture-pages/${id}/activate`).expect(401);
    await visitor.post(`/api/lead-capture-pages/${id}/deactivate`).expect(401);
  });

  it('creates a page with the part 2 §3 defaults, a unique slug and its public URL', async () => {
    const { agent, user } = await subscribedAgent(app);
    const res = await agent.post('/api/lead-capture-pages').send({ userId: user.id }).expect(201);
    expect(res.body).toMatchObject({
      userId: user.id,
      title: 'Get Your Free Home Valuation',
      buttonText: 'Get My Free Valuation',
      buttonColor: 'blue',
      backgroundImage: 'house1',
      fields: ['email', 'phone'],
      isActive: true,
      slug: expect.stringMatching(/^get-your-free-home-valuation-[a-z0-9]{6}$/),
    });
    expect(res.body.publicUrl).toBe(`${env.PUBLIC_BASE_URL}/p/${res.body.slug}`);
    const second = await agent.post('/api/lead-capture-pages').send({}).expect(201);
    expect(second.body.slug).not.toBe(res.body.slug);
    const list = await agent.get('/api/lead-capture-pages').expect(200);
    expect(list.body.map((p: { id: string }) => p.id)).toEqual([second.body.id, res.body.id]);
  });

  it('edits, deactivates and activates a page (PATCH isActive too); the slug never changes', async () => {
    const { agent } = await subscribedAgent(app);
    const page = (
      await agent
        .post('/api/lead-capture-pages')
        .send({ title: 'Sell Fast', fields: ['phone', 'address'] })
        .expect(201)
    ).body;
    expect(page.fields).toEqual(['phone', 'address']);
    const edited = await agent
      .patch(`/api/lead-capture-pages/${page.id}`)
      .send({ title: 'Sell Faster', buttonColor: 'orange', backgroundImage: 'house3' })
      .expect(200);
    expect(edited.body).toMatchObject({ title: 'Sell Faster', buttonColor: 'orange', backgroundImage: 'house3', slug: page.slug });
    expect((await agent.post(`/api/lead-capture-pages/${page.id}/deactivate`).expect(200)).body.isActive).toBe(false);
    expect((await agent.post(`/api/lead-capture-pages/${page.id}/activate`).expect(200)).body.isActive).toBe(true);
    expect((await agent.patch(`/api/lead-capture-pages/${page.id}`).send({ isActive: false }).expect(200)).body.isActive).toBe(false);
  });

  it('answers 400 to bad input, 403 for another user’s userId and 404 for another user’s page', async () => {
    const { agent, user } = await subscribedAgent(app);
    const { agent: other } = await subscribedAgent(app);
    for (const body of [
      { title: '  ' },
      { buttonColor: 'red' },
      { backgroundImage: 'house9' },
      { fields: ['address'] },
      { fields: ['fax'] },
      { fields: 'email' },
      { isActive: 'yes' },
      { slug: 'mine' },
    ]) {
      const res = await agent.post('/api/lead-capture-pages').send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    const page = (await agent.post('/api/lead-capture-pages').send({}).expect(201)).body;
    await agent.patch(`/api/lead-capture-pages/${page.id}`).send({}).expect(400);
    await agent.patch('/api/lead-capture-pages/not-an-id').send({ title: 'x' }).expect(400);
    await agent.post('/api/lead-capture-pages/not-an-id/activate').expect(400);
    await agent.get('/api/lead-capture-pages?userId=nope').expect(400);
    await other.post('/api/lead-capture-pages').send({ userId: user.id }).expect(403);
    await other.get(`/api/lead-capture-pages?userId=${user.id}`).expect(403);
    await other.patch(`/api/lead-capture-pages/${page.id}`).send({ title: 'Mine now' }).expect(404);
    await other.post(`/api/lead-capture-pages/${page.id}/deactivate`).expect(404);
    expect((await other.get('/api/lead-capture-pages').expect(200)).body).toEqual([]);
  });
});
