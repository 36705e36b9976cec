import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { type FakeModelServer, startFakeModelServer } from '../../../test-support/fake-model-server.js';
import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { loadAgentSettings } from '../../agent-settings/agent-settings.service.js';
import { AppointmentModel } from '../../appointments/appointment.model.js';
import { ConversationModel } from '../../conversations/conversation.model.js';
import { LeadModel } from '../../leads/lead.model.js';
import { takeTurn } from '../assistant.service.js';
import { type ChatAgent, chatAgent, visitor } from '../testing.js';

withTestDatabase();
const { app } = createTestApp();
let model: FakeModelServer;

beforeAll(async () => {
  model = await startFakeModelServer();
});
afterAll(async () => model.close());
beforeEach(() => model.reset());

async function agentWithModel(): Promise<ChatAgent> {
  const chat = await chatAgent(app);
  await chat.agent
    .put('/api/user-api-keys')
    .send({ platform: 'ai', apiKey: 'sk-test-0123456789abcdef', additionalData: { baseUrl: model.baseUrl, model: 'gpt-test' } })
    .expect(200);
  return chat;
}

const QUALIFIED = "Hi, I'm Dana Cole, 404-555-1234. We want to buy a 3 bed house in Decatur under 500k, pre-approved, moving in 2 months";

describe('the agent’s AI model words the replies', () => {
  it('uses the model’s reply when the agent saved a key, giving it the transcript and the engine’s facts', async () => {
    const { userId, publicId } = await agentWithModel();
    model.answer({ reply: 'Hi Dana! Maya’s AI assistant here, happy to help you find a home in Decatur.', action: { kind: 'reply', slot: null } });
    const v = visitor(app, publicId);
    const answer = await v.say(QUALIFIED);
    expect(v.replyOf(answer)).toBe('Hi Dana! Maya’s AI assistant here, happy to help you find a home in Decatur.');
    const request = model.requests.at(-1);
    expect(request?.headers.authorization).toBe('Bearer sk-test-0123456789abcdef');
    expect(request?.body.model).toBe('gpt-test');
    expect(JSON.stringify(request?.body.messages)).toContain('Decatur');
    const stored = await ConversationModel.findOne({ userId }).lean();
    expect(stored?.messages.at(-1)).toMatchObject({ role: 'assistant', via: 'model' });
  });

  it('books the slot the model chose when it is one the lead was offered', async () => {
    const { userId, publicId } = await agentWithModel();
    const v = visitor(app, publicId);
    await v.say(QUALIFIED);
    const offered = ((await ConversationModel.findOne({ userId }).lean())?.memory as { offered: string[] }).offered;
    model.answer({ reply: 'Perfect, you are booked for the second time.', action: { kind: 'book', slot: offered[1] } });
    // Nothing the engine can read as a pick: the choice is the model's.
    const answer = await v.say('hmm, whichever one you would recommend');
    expect(v.replyOf(answer)).toBe('Perfect, you are booked for the second time.');
    const appointment = await AppointmentModel.findOne({ userId }).lean();
    expect(appointment?.scheduledAt.toISOString()).toBe(offered[1]);
    expect((await LeadModel.findOne({ userId }).lean())?.stage).toBe('showing');
    expect((await ConversationModel.findOne({ userId }).lean())?.scheduledShowing?.toISOString()).toBe(offered[1]);

    // A slot that was never offered is not booked; the engine answers instead.
    model.answer({ reply: 'Booked you for midnight!', action: { kind: 'book', slot: '2031-01-01T05:00:00.000Z' } });
    const bogus = await v.say('can we also do another one?');
    expect(v.replyOf(bogus)).not.toBe('Booked you for midnight!');
    expect(await AppointmentModel.countDocuments({ userId })).toBe(1);
  });

  it('does not book the model’s slot when the public booking caps refuse it: the time is noted for the agent instead', async () => {
    const { userId, publicId } = await agentWithModel();
    const withEmail = QUALIFIED.replace('404-555-1234', 'dana@example.com');
    // One visitor books with an address (the engine's own pick)…
    const first = visitor(app, publicId);
    await first.say(withEmail);
    await first.say('the first one works');
    expect(await AppointmentModel.countDocuments({ userId })).toBe(1);
    // …a second one with the same address gets offers, and the model picks one: one open booking per address.
    const second = visitor(app, publicId);
    await second.say(withEmail);
    const offered = ((await ConversationModel.findOne({ userId }).sort({ _id: -1 }).lean())?.memory as { offered: string[] }).offered;
    model.answer({ reply: 'Perfect, you are booked.', action: { kind: 'book', slot: offered[0] } });
    const answer = await second.say('hmm, whichever one you would recommend');
    expect(second.replyOf(answer)).toMatch(/as your preferred time, and Maya will confirm it with you shortly/);
    expect(await AppointmentModel.countDocuments({ userId })).toBe(1);
  });

  it('falls back to the engine when the model is slow (past 4 s), fails or answers nonsense', async () => {
    const { userId, publicId } = await agentWithModel();
    const v = visitor(app, publicId);
    model.answer({ reply: 'too late', action: { kind: 'reply', slot: null } }, { delayMs: 6000 });
    const started = Date.now();
    const slow = await v.say('Hi, we want to buy a condo');
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(3900);
    expect(took).toBeLessThan(5900);
    expect(v.replyOf(slow)).not.toBe('too late');
    expect(v.replyOf(slow)).toMatch(/\?$/);

    const agent = await loadAgentSettings(userId);
    const conversation = await ConversationModel.findOne({ userId }).lean();
    model.failWith(500);
    const failed = await takeTurn('chat', String(conversation?._id), agent!, 'our budget is 300k');
    expect(failed.reply).toMatch(/\?/);
    model.answerContent('not json at all');
    const nonsense = await takeTurn('chat', String(conversation?._id), agent!, 'we are paying cash');
    expect(nonsense.reply).not.toMatch(/not json/);
    const vias = (await ConversationModel.findOne({ userId }).lean())?.messages.filter((m) => m.role === 'assistant').map((m) => m.via);
    // The greeting, then three replies the engine had to word itself.
    expect(vias).toEqual(['engine', 'engine', 'engine', 'engine']);
  }, 15_000);

  it('never lets the model word an opt-out or a fair-housing refusal', async () => {
    const { publicId } = await agentWithModel();
    model.answer({ reply: 'Sure, it is a great area for families like yours!', action: { kind: 'reply', slot: null } });
    const v = visitor(app, publicId);
    await v.say('hi');
    const steer = await v.say('is it a safe neighborhood? what kind of people live there');
    expect(v.replyOf(steer)).toMatch(/fair housing/i);
    const stop = await v.say('STOP');
    expect(v.replyOf(stop)).not.toMatch(/families/);
  });
});
