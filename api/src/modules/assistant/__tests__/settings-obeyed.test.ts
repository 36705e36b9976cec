import { describe, expect, it, vi } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { AiScriptModel } from '../../ai-scripts/ai-script.model.js';
import { AppointmentModel } from '../../appointments/appointment.model.js';
import { ConversationModel } from '../../conversations/conversation.model.js';
import { holdUntil, replyDelayMs, replyHold } from '../response-delay.js';
import { chatAgent, visitor } from '../testing.js';

withTestDatabase();
const { app } = createTestApp();

const QUALIFIED = "I'm Dana, dana@example.com, 404-555-1234, buying a 3 bed in Decatur for 450k, pre-approved, moving in 2 months";

/** Every AI setting changes what the website chat's assistant does. */
describe('AI settings obeyed in the website chat', () => {
  it('responseDelay holds the chat reply; 0 answers at once; voice never waits', async () => {
    // The request's hold is recorded, not sat through; holdUntil's own wait is proven with fake time below.
    const holds: number[] = [];
    vi.spyOn(replyHold, 'wait').mockImplementation(async (ms) => void holds.push(ms));
    const { agent, userId, publicId } = await chatAgent(app);
    await agent
      .patch(`/api/users/${userId}`)
      .send({ advancedSettings: { responseDelay: 3 } })
      .expect(200);
    const v = visitor(app, publicId);
    const sent = performance.now();
    const held = await v.say('I want to buy a house');
    const took = performance.now() - sent;
    expect(v.replyOf(held)).toMatch(/price range/);
    expect(holds).toHaveLength(1);
    // Counted from the message's arrival: what the turn itself took (at most the whole request) comes off the 3 s, nothing more.
    expect(holds[0]).toBeGreaterThanOrEqual(3000 - took);
    expect(holds[0]).toBeLessThanOrEqual(3000);

    await agent
      .patch(`/api/users/${userId}`)
      .send({ advancedSettings: { responseDelay: 0 } })
      .expect(200);
    await v.say('around 400k');
    expect(holds).toHaveLength(1);
    expect(replyDelayMs({ responseDelay: 3 }, 'voice')).toBe(0);
    expect(replyDelayMs({ responseDelay: 3 }, 'sms')).toBe(3000);
  });

  it('holdUntil waits out the rest of the delay from the message’s arrival, and not a moment more', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T15:00:00Z') });
    const arrived = Date.now() - 1000;
    let done = false;
    const hold = holdUntil(arrived, 3000).then(() => void (done = true));
    await vi.advanceTimersByTimeAsync(1999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await hold;
    expect(done).toBe(true);
    // Already past the delay: no wait at all.
    await holdUntil(arrived, 500);
    vi.useRealTimers();
  });

  it('maxResponseLength caps the chat reply', async () => {
    const { agent, userId, publicId } = await chatAgent(app);
    await agent
      .patch(`/api/users/${userId}`)
      .send({ aiPersonality: 'consultative', advancedSettings: { maxResponseLength: 60 } })
      .expect(200);
    const v = visitor(app, publicId);
    const reply = v.replyOf(await v.say(QUALIFIED));
    expect(reply.length).toBeGreaterThan(0);
    expect(reply.length).toBeLessThanOrEqual(60);
  });

  it('leadScoring sets the conversation’s label', async () => {
    const labels: Record<string, string> = {};
    for (const leadScoring of ['low', 'high'] as const) {
      const { agent, userId, publicId } = await chatAgent(app);
      await agent.patch(`/api/users/${userId}`).send({ advancedSettings: { leadScoring } }).expect(200);
      const v = visitor(app, publicId);
      // Scores 73 under the current score rule (phone 20, email 15, website 15, one message 5, pre-approved 10, budget 5, intent 3): hot from 60 (low), warm under 80 (high).
      await v.say('buying a house for 450k, pre-approved, 404-555-1234, ann@example.com');
      const conversation = await ConversationModel.findOne({ userId }).lean();
      labels[leadScoring] = String(conversation?.label);
    }
    expect(labels).toEqual({ low: 'hot', high: 'warm' });
  });

  it('calendarIntegration off: no slots offered, the preferred time asked and noted, nothing booked', async () => {
    const { agent, userId, publicId } = await chatAgent(app);
    await agent
      .patch(`/api/users/${userId}`)
      .send({ advancedSettings: { calendarIntegration: false } })
      .expect(200);
    const v = visitor(app, publicId);
    const first = v.replyOf(await v.say(QUALIFIED));
    expect(first).toMatch(/What day and time would suit you for a showing\?/);
    expect(first).not.toMatch(/1\)/);
    const second = v.replyOf(await v.say('next thursday at 2pm'));
    expect(second).toMatch(/as your preferred time, and Maya will confirm it/);
    expect(await AppointmentModel.countDocuments({ userId })).toBe(0);
  });

  it('the AI Online switch off: the assistant answers nobody; back on, it answers', async () => {
    const { agent, userId, publicId } = await chatAgent(app);
    await agent.patch(`/api/users/${userId}`).send({ aiAssistantPaused: true }).expect(200);
    const v = visitor(app, publicId);
    const paused = await v.say('I want to buy a house');
    expect(paused.messages.map((m) => m.role)).toEqual(['lead']);
    await agent.patch(`/api/users/${userId}`).send({ aiAssistantPaused: false }).expect(200);
    expect(v.replyOf(await v.say('hello?'))).not.toBe('');
  });
});

describe('AI scripts in the website chat', () => {
  it('an active script whose trigger matches supplies the reply, counted: times used, replies after it', async () => {
    const { agent, publicId } = await chatAgent(app);
    const response = 'Our open house is Sunday 1–4 pm at 12 Elm St. Want me to save you a spot?';
    const id = (
      await agent
        .post('/api/ai-scripts')
        .send({ name: 'Open house', triggers: ['open house'], response })
        .expect(201)
    ).body.id;
    const v = visitor(app, publicId);
    expect(v.replyOf(await v.say('Hi! When is the Open House?'))).toBe(response);
    expect(await AiScriptModel.findById(id).lean()).toMatchObject({ timesUsed: 1, repliesAfter: 0 });

    // The lead answers: one reply after the script, counted once.
    const next = v.replyOf(await v.say('yes please, I want to buy'));
    expect(next).not.toBe(response);
    await v.say('around 500k');
    expect(await AiScriptModel.findById(id).lean()).toMatchObject({ timesUsed: 1, repliesAfter: 1 });

    // Deactivated: the engine answers again.
    await agent.post(`/api/ai-scripts/${id}/deactivate`).expect(200);
    expect(v.replyOf(await v.say('open house?'))).not.toBe(response);
    const listed = (await agent.get('/api/ai-scripts').expect(200)).body.scripts[0];
    expect(listed).toMatchObject({ timesUsed: 1, repliesAfter: 1 });
  });

  it('a script never overrides an opt-out or a request for a person', async () => {
    const { agent, publicId } = await chatAgent(app);
    await agent
      .post('/api/ai-scripts')
      .send({ name: 'Agent', triggers: ['agent', 'stop'], response: 'SCRIPTED' })
      .expect(201);
    const v = visitor(app, publicId);
    expect(v.replyOf(await v.say('can I talk to a real person, your agent?'))).not.toBe('SCRIPTED');
    expect(v.replyOf(await v.say('stop'))).not.toBe('SCRIPTED');
  });

  it('preview answers with the script and the current personality', async () => {
    const { agent, userId } = await chatAgent(app);
    await agent
      .post('/api/ai-scripts')
      .send({ name: 'Pets', triggers: ['pets', 'dog'], response: 'Most of our listings welcome pets.' })
      .expect(201);
    const scripted = await agent.post('/api/assistant/preview').send({ message: 'do you allow a dog?' }).expect(200);
    // The first reply still introduces the AI assistant, then says the script.
    expect(scripted.body).toMatchObject({
      reply: 'Hi there! I’m Maya’s AI assistant at Nest Realty. Most of our listings welcome pets.',
      scriptId: expect.any(String),
    });
    const friendly = (await agent.post('/api/assistant/preview').send({ message: 'I want to buy a house' }).expect(200)).body.reply;
    await agent.patch(`/api/users/${userId}`).send({ aiPersonality: 'professional' }).expect(200);
    const professional = (await agent.post('/api/assistant/preview').send({ message: 'I want to buy a house' }).expect(200)).body.reply;
    expect(friendly).toMatch(/^Hi there!/);
    expect(professional).toMatch(/^Hello\./);
  });
});
