import { STATIC_TEMPLATES } from '@leadnest/contracts';
import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { AiScriptModel } from '../../ai-scripts/ai-script.model.js';
import { newAgent, subscribedAgent } from '../../auth/testing.js';
import { TemplateRequestModel } from '../template.model.js';

withTestDatabase();
const PASSCODE = 'templates passcode, long enough';
const { app } = createTestApp({ env: { ADMIN_PASSCODE: PASSCODE } });

describe('templates (/resources)', () => {
  it('has the six templates of the spec, in three categories', () => {
    expect(STATIC_TEMPLATES).toHaveLength(6);
    expect(new Set(STATIC_TEMPLATES.map((t) => t.category))).toEqual(new Set(['phone', 'email', 'sms']));
  });

  it('favourites persist per agent, idempotently; an unknown template is a 400', async () => {
    const { agent } = await subscribedAgent(app);
    const { agent: other } = await subscribedAgent(app, { email: 'fav-other@example.com' });
    await agent.put('/api/templates/price-drop-sms/favourite').send({ favourite: true }).expect(200);
    await agent.put('/api/templates/price-drop-sms/favourite').send({ favourite: true }).expect(200);
    const state = (await agent.put('/api/templates/buyer-qualification-call/favourite').send({ favourite: true }).expect(200)).body;
    expect(state.favourites.sort()).toEqual(['buyer-qualification-call', 'price-drop-sms']);
    await agent.put('/api/templates/price-drop-sms/favourite').send({ favourite: false }).expect(200);
    expect((await agent.get('/api/templates').expect(200)).body.favourites).toEqual(['buyer-qualification-call']);
    expect((await other.get('/api/templates').expect(200)).body.favourites).toEqual([]);
    await agent.put('/api/templates/nope/favourite').send({ favourite: true }).expect(400);
    await agent.put('/api/templates/price-drop-sms/favourite').send({ favourite: 'yes' }).expect(400);
  });

  it('Use: a phone script becomes an active AI script; an SMS template is saved to the agent’s templates', async () => {
    const { agent, user } = await subscribedAgent(app);
    const phone = (await agent.post('/api/templates/buyer-qualification-call/use').expect(201)).body;
    expect(phone.kind).toBe('ai-script');
    const script = await AiScriptModel.findById(phone.aiScriptId).lean();
    expect(script).toMatchObject({ name: 'Buyer Qualification Call', isActive: true, category: 'buyer' });
    expect(String(script?.userId)).toBe(user.id);
    expect(script?.triggers.length).toBeGreaterThan(0);

    const sms = (await agent.post('/api/templates/showing-reminder-sms/use').expect(201)).body;
    expect(sms).toMatchObject({ kind: 'saved-template', template: { name: 'Showing Reminder', category: 'sms' } });
    expect((await agent.get('/api/templates').expect(200)).body.saved.map((t: { templateId: string }) => t.templateId)).toEqual(['showing-reminder-sms']);
  });

  it('Request Custom is stored; agents list their own, admins every agent’s', async () => {
    const { agent, user } = await subscribedAgent(app, { email: 'req@example.com' });
    await agent.post('/api/template-requests').send({ category: 'sms', description: 'short' }).expect(400);
    const created = await agent
      .post('/api/template-requests')
      .send({ category: 'sms', description: 'A text for leads who went quiet after a showing' })
      .expect(201);
    expect(created.body).toMatchObject({ userId: user.id, userEmail: 'req@example.com', status: 'open' });
    expect(await TemplateRequestModel.countDocuments({ userId: user.id })).toBe(1);

    const { agent: other } = await subscribedAgent(app, { email: 'req-other@example.com' });
    expect((await other.get('/api/template-requests').expect(200)).body.requests).toEqual([]);

    const admin = newAgent(app);
    await admin.post('/api/admin/login').send({ passcode: PASSCODE }).expect(200);
    const all = (await admin.get('/api/template-requests').expect(200)).body.requests;
    expect(all.map((r: { userEmail: string }) => r.userEmail)).toContain('req@example.com');
  });

  it('needs a session', async () => {
    await newAgent(app).get('/api/templates').expect(401);
    await newAgent(app).post('/api/template-requests').send({ category: 'sms', description: 'something long enough' }).expect(401);
  });
});
