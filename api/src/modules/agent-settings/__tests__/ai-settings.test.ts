import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { subscribedAgent } from '../../auth/testing.js';
import { storedUser } from './stored-user.js';

withTestDatabase();
const { app } = createTestApp();

describe('PATCH /api/users/{id}/ai-objectives', () => {
  it('saves both objectives, clears one sent empty, leaves an absent one', async () => {
    const { agent, user } = await subscribedAgent(app);
    const res = await agent
      .patch(`/api/users/${user.id}/ai-objectives`)
      .send({ chatObjective: '  Book a showing, qualify budget first ', phoneObjective: 'Find their timeline' })
      .expect(200);
    expect(res.body.aiObjectives).toEqual({ chatObjective: 'Book a showing, qualify budget first', phoneObjective: 'Find their timeline' });
    await agent.patch(`/api/users/${user.id}/ai-objectives`).send({ phoneObjective: '' }).expect(200);
    const stored = await storedUser({ _id: user.id });
    expect(stored?.aiObjectives?.chatObjective).toBe('Book a showing, qualify budget first');
    expect(stored?.aiObjectives?.phoneObjective).toBeUndefined();
  });

  it('answers 403 for another user’s id and 401 without a session; stores nothing', async () => {
    const { agent } = await subscribedAgent(app);
    const { user: other } = await subscribedAgent(app, { email: 'other@example.com' });
    await agent.patch(`/api/users/${other.id}/ai-objectives`).send({ chatObjective: 'hijack' }).expect(403);
    await createTestApp().request.patch(`/api/users/${other.id}/ai-objectives`).send({ chatObjective: 'x' }).expect(401);
    expect((await storedUser({ _id: other.id }))?.aiObjectives?.chatObjective).toBeUndefined();
  });

  it('refuses too long objectives and unknown fields with a readable 400', async () => {
    const { agent, user } = await subscribedAgent(app);
    const long = await agent
      .patch(`/api/users/${user.id}/ai-objectives`)
      .send({ chatObjective: 'x'.repeat(1001) })
      .expect(400);
    expect(long.body.message).toMatch(/at most 1000 characters/);
    const unknown = await agent.patch(`/api/users/${user.id}/ai-objectives`).send({ goal: 'x' }).expect(400);
    expect(unknown.body.message).toMatch(/goal/);
  });
});

describe('PATCH /api/users/{id}: personality, advanced settings, AI Online', () => {
  it('saves the personality and merges advanced settings', async () => {
    const { agent, user } = await subscribedAgent(app);
    await agent.patch(`/api/users/${user.id}`).send({ aiPersonality: 'consultative' }).expect(200);
    const res = await agent
      .patch(`/api/users/${user.id}`)
      .send({ advancedSettings: { responseDelay: 5, leadScoring: 'high' } })
      .expect(200);
    expect(res.body).toMatchObject({
      aiPersonality: 'consultative',
      advancedSettings: { responseDelay: 5, maxResponseLength: 500, leadScoring: 'high', calendarIntegration: true },
    });
  });

  it.each([
    [{ responseDelay: 61 }, /between 0 and 60/],
    [{ responseDelay: -1 }, /between 0 and 60/],
    [{ responseDelay: 1.5 }, /between 0 and 60/],
    [{ maxResponseLength: 49 }, /between 50 and 2000/],
    [{ maxResponseLength: 2001 }, /between 50 and 2000/],
    [{ leadScoring: 'extreme' }, /low, medium or high/],
  ])('refuses %o with a message naming the bound', async (settings, message) => {
    const { agent, user } = await subscribedAgent(app);
    const res = await agent.patch(`/api/users/${user.id}`).send({ advancedSettings: settings }).expect(400);
    expect(res.body.message).toMatch(message);
    expect((await storedUser({ _id: user.id }))?.advancedSettings).toMatchObject({ responseDelay: 2, maxResponseLength: 500, leadScoring: 'medium' });
  });

  it('pauses and resumes the assistant (the AI Online switch)', async () => {
    const { agent, user } = await subscribedAgent(app);
    expect((await agent.get(`/api/users/${user.id}`).expect(200)).body.aiAssistantPaused).toBe(false);
    expect((await agent.patch(`/api/users/${user.id}`).send({ aiAssistantPaused: true }).expect(200)).body.aiAssistantPaused).toBe(true);
    await agent.patch(`/api/users/${user.id}`).send({ aiAssistantPaused: 'yes' }).expect(400);
  });

  it('answers 403 for another user’s id', async () => {
    const { agent } = await subscribedAgent(app);
    const { user: other } = await subscribedAgent(app, { email: 'third@example.com' });
    await agent.patch(`/api/users/${other.id}`).send({ aiPersonality: 'energetic' }).expect(403);
    expect((await storedUser({ _id: other.id }))?.aiPersonality).toBe('friendly');
  });
});
