import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { newAgent, signedInAgent, subscribedAgent } from '../../auth/testing.js';
import { UserModel } from '../../identity/user.model.js';
import { AgentSettingsModel } from '../agent-settings.model.js';
import { storedUser } from './stored-user.js';

withTestDatabase();

describe('GET /api/user/profile', () => {
  const { app } = createTestApp();

  it('answers 401 to a visitor', async () => {
    const res = await newAgent(app).get('/api/user/profile').expect(401);
    expect(res.body).toMatchObject({ message: 'Please sign in to continue.', code: 'UNAUTHORIZED' });
  });

  it('answers 401 to a garbage or unknown cookie', async () => {
    await newAgent(app)
      .get('/api/user/profile')
      .set('Cookie', `leadnest_session=${'a'.repeat(43)}`)
      .expect(401);
    await newAgent(app).get('/api/user/profile').set('Cookie', 'leadnest_session=%7B%22%24gt%22%3A%22%22%7D').expect(401);
    // A successful answer also clears the stale cookie (error answers drop every header the handler set).
    const res = await newAgent(app)
      .get('/api/health')
      .set('Cookie', `leadnest_session=${'a'.repeat(43)}`)
      .expect(200);
    expect(res.headers['set-cookie']?.[0]).toMatch(/^leadnest_session=;/);
  });

  it('answers the UserProfile shape the shell reads, never cached', async () => {
    const { agent, user } = await signedInAgent(app);
    const res = await agent.get('/api/user/profile').expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toEqual({
      id: user.id,
      email: user.email,
      role: 'user',
      firstName: 'Ada',
      lastName: 'Lovelace',
      fullName: null,
      plan: null,
      brokerage: 'Lovelace Realty',
      serviceArea: 'Austin, TX',
      phone: null,
      licenseNumber: null,
      aiPersonality: 'friendly',
      isAiCallingEnabled: false,
      advancedSettings: {
        responseDelay: 2,
        maxResponseLength: 500,
        leadScoring: 'medium',
        calendarIntegration: true,
        crmSync: false,
        emailNotifications: true,
      },
      dedicatedPhoneNumber: null,
      emailVerified: false,
      photoUrl: null,
      logoUrl: null,
      aiObjectives: { chatObjective: null, phoneObjective: null },
      aiAssistantPaused: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      timeZone: 'America/New_York',
      pendingEmail: null,
      canEditContent: false,
    });
  });

  it('shows a change written by another module through the settings model at once (the read cache is cleared on writes)', async () => {
    const { agent, user } = await signedInAgent(app);
    expect((await agent.get('/api/user/profile').expect(200)).body.plan).toBeNull();
    await AgentSettingsModel.updateOne({ userId: user.id }, { $set: { plan: 'agency', dedicatedPhoneNumber: '+15125550123' } });
    expect((await agent.get('/api/user/profile').expect(200)).body).toMatchObject({ plan: 'agency', dedicatedPhoneNumber: '+15125550123' });
  });

  it('answers 401 when the session’s user no longer exists', async () => {
    const { agent, user } = await signedInAgent(app);
    await UserModel.deleteOne({ _id: user.id });
    await agent.get('/api/user/profile').expect(401);
  });
});

describe('PUT /api/user/profile (onboarding)', () => {
  const { app } = createTestApp();

  it('saves the onboarding fields; personality is the stored AI personality', async () => {
    const { agent, user } = await signedInAgent(app);
    const res = await agent
      .put('/api/user/profile')
      .send({ fullName: 'Ada King Lovelace', brokerage: 'Analytical Homes', phone: '+1 512 555 0199', serviceArea: 'Round Rock', personality: 'enthusiastic' })
      .expect(200);
    expect(res.body).toMatchObject({
      fullName: 'Ada King Lovelace',
      brokerage: 'Analytical Homes',
      phone: '+1 512 555 0199',
      serviceArea: 'Round Rock',
      aiPersonality: 'enthusiastic',
      firstName: 'Ada',
    });
    const stored = await storedUser({ _id: user.id });
    expect(stored).toMatchObject({ fullName: 'Ada King Lovelace', brokerage: 'Analytical Homes', aiPersonality: 'enthusiastic' });
  });

  it('leaves absent fields alone and clears fields sent empty', async () => {
    const { agent } = await signedInAgent(app);
    const res = await agent.put('/api/user/profile').send({ serviceArea: '', isAiCallingEnabled: true }).expect(200);
    expect(res.body).toMatchObject({ serviceArea: null, brokerage: 'Lovelace Realty', isAiCallingEnabled: true });
  });

  it.each([
    [{ personality: 'grumpy' }, 'personality'],
    [{ phone: '123' }, 'phone'],
    [{ firstName: '' }, 'firstName'],
    [{ brokerage: { $set: { role: 'admin' } } }, 'brokerage'],
    [{ brokerage: 'x'.repeat(500) }, 'brokerage'],
  ])('refuses %j with a message on %s', async (body, field) => {
    const { agent } = await signedInAgent(app);
    const res = await agent.put('/api/user/profile').send(body).expect(400);
    expect(res.body.fields[field]).toEqual(expect.any(String));
  });

  it('refuses fields the profile does not change (plan, role, email) by name', async () => {
    const { agent, user } = await signedInAgent(app);
    const res = await agent.put('/api/user/profile').send({ plan: 'agency', role: 'admin', email: 'x@example.com' }).expect(400);
    expect(res.body.message).toBe('These fields cannot be changed here: plan, role, email');
    expect(await storedUser({ _id: user.id })).toMatchObject({ plan: null, role: 'user', email: user.email });
  });

  it('answers 401 to a visitor', async () => {
    await newAgent(app).put('/api/user/profile').send({ brokerage: 'x' }).expect(401);
  });
});

describe('GET and PATCH /api/users/{id}', () => {
  const { app } = createTestApp();

  it('answer the user themself', async () => {
    const { agent, user } = await subscribedAgent(app);
    expect((await agent.get(`/api/users/${user.id}`).expect(200)).body).toMatchObject({ id: user.id, email: user.email });
    const res = await agent
      .patch(`/api/users/${user.id}`)
      .send({ aiPersonality: 'energetic', advancedSettings: { crmSync: true, responseDelay: 5 } })
      .expect(200);
    expect(res.body.aiPersonality).toBe('energetic');
    // Settings not sent keep their values.
    expect(res.body.advancedSettings).toEqual({
      responseDelay: 5,
      maxResponseLength: 500,
      leadScoring: 'medium',
      calendarIntegration: true,
      crmSync: true,
      emailNotifications: true,
    });
  });

  it('answer 403 for another user’s id, and change nothing', async () => {
    const { agent } = await subscribedAgent(app);
    const { user: other } = await subscribedAgent(app);
    const res = await agent.get(`/api/users/${other.id}`).expect(403);
    expect(res.body).toMatchObject({ code: 'FORBIDDEN' });
    await agent.patch(`/api/users/${other.id}`).send({ aiPersonality: 'consultative' }).expect(403);
    expect((await storedUser({ _id: other.id }))?.aiPersonality).toBe('friendly');
    await agent.get('/api/users/not-an-id').expect(403);
  });

  it('answer 401 to a visitor', async () => {
    const { user } = await subscribedAgent(app);
    await newAgent(app).get(`/api/users/${user.id}`).expect(401);
    await newAgent(app).patch(`/api/users/${user.id}`).send({ aiPersonality: 'friendly' }).expect(401);
  });

  it('refuse bad patches with 400', async () => {
    const { agent, user } = await subscribedAgent(app);
    await agent.patch(`/api/users/${user.id}`).send({ aiPersonality: 'sarcastic' }).expect(400);
    await agent
      .patch(`/api/users/${user.id}`)
      .send({ advancedSettings: { leadScoring: 'extreme' } })
      .expect(400);
    await agent
      .patch(`/api/users/${user.id}`)
      .send({ advancedSettings: { unknown: 1 } })
      .expect(400);
    await agent.patch(`/api/users/${user.id}`).send({ plan: 'agency' }).expect(400);
  });
});
