import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { subscribedAgent } from '../../auth/testing.js';
import { AiScriptModel } from '../ai-script.model.js';

withTestDatabase();
const { app } = createTestApp();

const SCRIPT = { name: 'Open house', triggers: ['open house', '  ', '', 'Open House '], response: 'Our open house is Sunday 1–4 pm at 12 Elm St.' };

describe('/api/ai-scripts', () => {
  it('creates with the spec defaults (buyer, active), blanks and duplicates removed; lists the agent’s own', async () => {
    const { agent, user } = await subscribedAgent(app);
    const created = await agent
      .post('/api/ai-scripts')
      .send({ ...SCRIPT, userId: user.id })
      .expect(201);
    expect(created.body).toMatchObject({
      name: 'Open house',
      category: 'buyer',
      isActive: true,
      triggers: ['open house', 'Open House'],
      timesUsed: 0,
      repliesAfter: 0,
    });
    const stored = await AiScriptModel.findById(created.body.id).lean();
    expect(String(stored?.userId)).toBe(user.id);
    const { user: other, agent: otherAgent } = await subscribedAgent(app, { email: 'other@example.com' });
    await otherAgent
      .post('/api/ai-scripts')
      .send({ ...SCRIPT, name: 'Theirs' })
      .expect(201);
    const list = (await agent.get('/api/ai-scripts').expect(200)).body.scripts;
    expect(list.map((s: { name: string }) => s.name)).toEqual(['Open house']);
    expect((await agent.get(`/api/ai-scripts?userId=${user.id}`).expect(200)).body.scripts).toHaveLength(1);
    await agent.get(`/api/ai-scripts?userId=${other.id}`).expect(403);
    await agent
      .post('/api/ai-scripts')
      .send({ ...SCRIPT, userId: other.id })
      .expect(403);
  });

  it('refuses a script without name, response or any non-blank trigger, naming what is missing', async () => {
    const { agent, user } = await subscribedAgent(app, { email: 'blank@example.com' });
    expect(
      (
        await agent
          .post('/api/ai-scripts')
          .send({ ...SCRIPT, name: ' ' })
          .expect(400)
      ).body.message,
    ).toBe('Please enter a script name.');
    expect(
      (
        await agent
          .post('/api/ai-scripts')
          .send({ ...SCRIPT, triggers: [' ', ''] })
          .expect(400)
      ).body.message,
    ).toBe('Please enter at least one trigger phrase.');
    expect(
      (
        await agent
          .post('/api/ai-scripts')
          .send({ ...SCRIPT, response: '' })
          .expect(400)
      ).body.message,
    ).toBe('Please enter the script’s response.');
    expect(
      (
        await agent
          .post('/api/ai-scripts')
          .send({ ...SCRIPT, category: 'vip' })
          .expect(400)
      ).body.message,
    ).toMatch(/Category must be one of/);
    expect(await AiScriptModel.countDocuments({ userId: user.id })).toBe(0);
  });

  it('edits, deactivates, activates and deletes the agent’s own; another agent’s is a 404 and stays', async () => {
    const { agent } = await subscribedAgent(app);
    const id = (await agent.post('/api/ai-scripts').send(SCRIPT).expect(201)).body.id;
    const edited = await agent
      .patch(`/api/ai-scripts/${id}`)
      .send({ response: 'Sunday 2–5 pm.', category: 'seller', triggers: ['showing day', ' '] })
      .expect(200);
    expect(edited.body).toMatchObject({ response: 'Sunday 2–5 pm.', category: 'seller', triggers: ['showing day'] });
    expect((await agent.post(`/api/ai-scripts/${id}/deactivate`).expect(200)).body.isActive).toBe(false);
    expect((await agent.post(`/api/ai-scripts/${id}/activate`).expect(200)).body.isActive).toBe(true);

    const { agent: intruder } = await subscribedAgent(app, { email: 'intruder@example.com' });
    await intruder.patch(`/api/ai-scripts/${id}`).send({ response: 'pwned' }).expect(404);
    await intruder.delete(`/api/ai-scripts/${id}`).expect(404);
    await intruder.post(`/api/ai-scripts/${id}/deactivate`).expect(404);
    expect((await AiScriptModel.findById(id).lean())?.response).toBe('Sunday 2–5 pm.');

    await agent.delete(`/api/ai-scripts/${id}`).expect(204);
    await agent.delete(`/api/ai-scripts/${id}`).expect(404);
    await agent.patch('/api/ai-scripts/not-an-id').send({ name: 'x' }).expect(400);
  });

  it('answers 401 without a session', async () => {
    await createTestApp().request.get('/api/ai-scripts').expect(401);
    await createTestApp().request.post('/api/ai-scripts').send(SCRIPT).expect(401);
  });
});
