import { handUnanswerable, respond, type RespondInput, unanswerableTopic } from '@leadnest/assistant-engine';
import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { loadAgentSettings } from '../../agent-settings/agent-settings.service.js';
import { ConversationModel } from '../../conversations/conversation.model.js';
import { openConversation } from '../../conversations/conversations.service.js';
import { takeTurn } from '../assistant.service.js';
import { chatAgent, visitor } from '../testing.js';

withTestDatabase();
const { app } = createTestApp();

// A question the assistant cannot answer from what it knows (a listing's
// HOA, taxes, schools…) is handed to the agent with its topic, and the lead
// is told the agent will answer, in the words stored, on every channel
// (docs/decisions/0038-whole-conversations.md).
describe('unanswerableTopic', () => {
  it.each([
    ['Does the HOA there allow dogs over 50 pounds?', 'the HOA’s pet rules'],
    ['What are the HOA fees on that one?', 'the HOA fees'],
    ['how much are the condo fees', 'the HOA fees'],
    ['What are the property taxes on the Maple Street house?', 'the property taxes'],
    ['Which schools is the house on Oak zoned for?', 'the schools for that home'],
    ['Is the townhouse on Elm still available?', 'whether that home is still available'],
    ['What is the square footage?', 'the home’s size'],
    ['Hi, yeah, what are the taxes like on that one', 'the property taxes'],
  ])('%s → %s', (message, topic) => {
    expect(unanswerableTopic(message)).toBe(topic);
  });

  it.each([
    'We want a condo with low HOA fees.',
    'No HOA please, 3 bedrooms in Decatur.',
    'How much is my house in Kirkwood worth?',
    'What times do you have on Saturday?',
    'Can I see the house on Maple tomorrow?',
    'Taxes matter to us, we are on a fixed budget',
  ])('not a question only the agent can answer: %s', (message) => {
    expect(unanswerableTopic(message)).toBeNull();
  });
});

const NOW = new Date('2026-11-25T15:00:00Z');
const input = (message: string, extra: Partial<RespondInput> = {}): RespondInput => ({
  message,
  now: NOW,
  channel: 'chat',
  turn: 1,
  agentName: 'Maya',
  brandName: 'Nest Realty',
  ...extra,
});

describe('handUnanswerable', () => {
  it('hands off (unsure) and asks how to reach the lead when the agent has no way yet', () => {
    const i = input('What are the HOA fees on the condo on Peachtree?');
    const out = handUnanswerable(i, respond(i));
    expect(out.action).toEqual({ kind: 'handoff', reason: 'unsure' });
    expect(out.unanswered).toBe('the HOA fees');
    expect(out.reply).toBe(
      'I don’t have the HOA fees at hand, so I’ve asked Maya to follow up with you personally. What’s your name and the best phone number or email to reach you?',
    );
    expect(out.memory.awaiting).toBe('contact');
  });

  it('on the first reply, the greeting comes first', () => {
    const i = input('Hi! What are the property taxes on 12 Maple?', { turn: 0 });
    const out = handUnanswerable(i, respond(i));
    expect(out.reply).toMatch(/^Hi there! I’m Maya’s AI assistant at Nest Realty\. I don’t have the property taxes at hand, so I’ve asked Maya to follow up/);
  });

  it('leaves an opt-out, a person asked for and Fair Housing alone', () => {
    for (const message of ['Stop texting me. What are the HOA fees anyway?', 'Can I talk to Maya about the HOA fees?']) {
      const i = input(message, { channel: 'sms' });
      const engine = respond(i);
      expect(handUnanswerable(i, engine)).toBe(engine);
    }
  });
});

describe('a question only the agent can answer, on every channel', () => {
  it('website chat: handed to the agent, the visitor told so, and the stored reply is the one shown', async () => {
    const { userId, publicId } = await chatAgent(app);
    const v = visitor(app, publicId);
    await v.say("Hi, I'm looking at the condo on Peachtree in Buckhead");
    const answer = await v.say('Does the HOA there allow dogs over 50 pounds?');
    const reply = v.replyOf(answer);
    expect(reply).toMatch(/^I don’t have the HOA’s pet rules at hand, so I’ve asked Maya to follow up with you personally\./);
    const conversation = await ConversationModel.findOne({ userId, platform: 'website' }).lean();
    expect(conversation?.status).toBe('needs-agent');
    expect(conversation?.messages.at(-1)).toMatchObject({ role: 'assistant', text: reply });
  });

  it.each(['sms', 'facebook', 'voice'] as const)('%s: the same hand-off through takeTurn', async (channel) => {
    const { userId } = await chatAgent(app);
    const agent = (await loadAgentSettings(userId))!;
    const platform = channel === 'sms' ? 'sms' : channel === 'voice' ? 'voice' : 'facebook';
    const conversation = await openConversation({ userId, platform, contactPhone: '+14045550199', leadName: 'Lead', opening: [], at: new Date() });
    const id = String(conversation._id);
    await takeTurn(channel, id, agent, 'Hi, we want to buy a 2 bedroom condo in Decatur');
    const heard: { handoff?: string; unanswered?: string }[] = [];
    const turn = await takeTurn(channel, id, agent, 'What are the HOA fees like there?', { onReply: (r) => void heard.push(r) });
    expect(turn.reply).toContain('I don’t have the HOA fees at hand, so I’ve asked Maya to follow up with you personally.');
    expect(heard).toEqual([expect.objectContaining({ status: 'needs-agent', handoff: 'unsure', unanswered: 'the HOA fees' })]);
    expect(turn.conversation.status).toBe('needs-agent');
    expect(turn.conversation.messages.at(-1)).toMatchObject({ role: 'assistant', text: turn.reply });
  });
});

describe('what the channel carried is what is stored', () => {
  it('a channel that says other words than the reply (a call’s hand-off line) has those words stored, and the engine’s question is not remembered as asked', async () => {
    const { userId } = await chatAgent(app);
    const agent = (await loadAgentSettings(userId))!;
    const conversation = await openConversation({ userId, platform: 'voice', contactPhone: '+14045550198', leadName: 'Lead', opening: [], at: new Date() });
    const id = String(conversation._id);
    const line = 'Maya can’t take the call right now. What message would you like me to pass on?';
    const turn = await takeTurn('voice', id, agent, 'Hi, we want to sell our house in Kirkwood', { onReply: async () => line });
    expect(turn.reply).toBe(line);
    expect(turn.conversation.messages.at(-1)).toMatchObject({ role: 'assistant', text: line, via: 'engine' });
    expect(turn.conversation.memory.asked).toEqual([]);
    expect(turn.conversation.memory.awaiting).toBeUndefined();
  });
});
