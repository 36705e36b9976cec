import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';

import { createTestApp, withTestDatabase } from '../../../test-support/index.js';
import { storedUser } from '../../agent-settings/__tests__/stored-user.js';
import { loadAgentSettings } from '../../agent-settings/agent-settings.service.js';
import { takeTurn, type TurnReply } from '../../assistant/assistant.service.js';
import { chatAgent, visitor } from '../../assistant/testing.js';
import { OutboxModel } from '../../outbox/outbox.model.js';
import { type Conversation, ConversationModel } from '../conversation.model.js';
import { needsAgentMessage } from '../conversation-alerts.js';
import { toConversationRowDto } from '../conversations.dto.js';
import { needsAgentSet, openConversation, questionOf } from '../conversations.service.js';

withTestDatabase();
const { app } = createTestApp();

const AT = new Date('2026-11-29T10:00:00Z');
const URL = 'https://app.example/conversations/c1';
const HOA = 'Does the HOA allow short-term rentals?';
const ASKED_TEXT = `A lead in one of your conversations asked to talk to a real person. Open the conversation to take over from the AI assistant:\n\n${URL}\n`;

// Why the assistant handed a conversation to the agent is kept with its
// needs-agent status, and the mail, the toast and the inbox say it.
describe('needsAgentSet', () => {
  const active = { status: 'active' as const, handoff: null };

  it('becoming needs-agent keeps the reason and the lead’s question', () => {
    expect(needsAgentSet(active, 'needs-agent', { reason: 'unsure', unansweredIn: `Hi there. ${HOA}` }, AT)).toEqual({
      status: 'needs-agent',
      handoff: { reason: 'unsure', questions: [HOA], at: AT },
    });
    expect(needsAgentSet(active, 'needs-agent', { reason: 'asked' }, AT)).toEqual({
      status: 'needs-agent',
      handoff: { reason: 'asked', questions: [], at: AT },
    });
    expect(needsAgentSet(active, 'active', undefined, AT)).toEqual({ status: 'active' });
  });

  it('while it stays needs-agent, a new question joins (the reason stays); nothing else changes it', () => {
    const seen = { status: 'needs-agent' as const, handoff: { reason: 'asked' as const, questions: [HOA], at: AT } };
    const later = new Date(AT.getTime() + 60_000);
    expect(needsAgentSet(seen, 'needs-agent', { reason: 'unsure', unansweredIn: 'What are the taxes?' }, later)).toEqual({
      status: 'needs-agent',
      handoff: { reason: 'asked', questions: [HOA, 'What are the taxes?'], at: AT },
    });
    expect(needsAgentSet(seen, 'needs-agent', { reason: 'unsure', unansweredIn: HOA }, later)).toEqual({ status: 'needs-agent' });
    expect(needsAgentSet(seen, 'needs-agent', undefined, later)).toEqual({ status: 'needs-agent' });
    // A hand-off from before reasons were kept is not given one afterwards.
    expect(needsAgentSet({ status: 'needs-agent', handoff: null }, 'needs-agent', { reason: 'unsure', unansweredIn: HOA }, later)).toEqual({
      status: 'needs-agent',
    });
  });

  it('keeps the latest five questions', () => {
    const questions = ['q1?', 'q2?', 'q3?', 'q4?', 'q5?'];
    const seen = { status: 'needs-agent' as const, handoff: { reason: 'unsure' as const, questions, at: AT } };
    expect(needsAgentSet(seen, 'needs-agent', { reason: 'unsure', unansweredIn: 'q6?' }, AT).handoff?.questions).toEqual(['q2?', 'q3?', 'q4?', 'q5?', 'q6?']);
  });
});

describe('questionOf', () => {
  it.each([
    [HOA, HOA],
    [`Hi, I'm Sam, sam@example.com.  ${HOA} Thanks!`, HOA],
    ['Hi, yeah, what are the taxes like on that one', 'Hi, yeah, what are the taxes like on that one'],
    ['What are the taxes?\nAnd the HOA fees?', 'What are the taxes? And the HOA fees?'],
  ])('%j → %j', (message, question) => expect(questionOf(message)).toBe(question));

  it('cuts a long one', () => {
    const q = questionOf(`${'very '.repeat(100)}long?`);
    expect(q).toHaveLength(300);
    expect(q.endsWith('…')).toBe(true);
  });
});

describe('the needs-agent mail says why', () => {
  it('a person asked for (or no reason kept): today’s words, exactly', () => {
    for (const handoff of [undefined, { reason: 'asked' as const, questions: [], at: AT.toISOString() }]) {
      expect(needsAgentMessage(handoff, URL)).toEqual({ subject: 'A lead is asking for you', text: ASKED_TEXT });
    }
    // The agent's model handed off on a message that also asked a question: a person was asked for.
    expect(needsAgentMessage({ reason: 'asked', questions: [HOA], at: AT.toISOString() }, URL).text).toBe(ASKED_TEXT);
  });

  it('an unanswered question: named in the mail', () => {
    expect(needsAgentMessage({ reason: 'unsure', questions: [HOA], at: AT.toISOString() }, URL)).toEqual({
      subject: 'A lead has a question for you',
      text: `A lead in one of your conversations asked: “${HOA}”. The assistant could not answer it. Open the conversation to reply:\n\n${URL}\n`,
    });
    expect(needsAgentMessage({ reason: 'unsure', questions: [], at: AT.toISOString() }, URL)).toEqual({
      subject: 'A lead has a question for you',
      text: `A lead in one of your conversations asked something the assistant could not answer. Open the conversation to reply:\n\n${URL}\n`,
    });
  });

  it.each([
    ['no-slots', 'A lead wants a showing', /wants a showing, and the assistant found no open time/],
    ['time-noted', 'A lead is waiting for you to confirm a time', /a time the assistant noted for you to confirm/],
    ['booked', 'A lead with a showing needs you', /has a showing booked/],
    ['ai-paused', 'A lead is waiting for you', /The AI assistant is paused/],
  ] as const)('%s: its own sentence, with the link', (reason, subject, sentence) => {
    const mail = needsAgentMessage({ reason, questions: [], at: AT.toISOString() }, URL);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toMatch(sentence);
    expect(mail.text.endsWith(`:\n\n${URL}\n`)).toBe(true);
  });
});

describe('the conversation DTO says why', () => {
  const base = {
    _id: new Types.ObjectId(),
    userId: new Types.ObjectId(),
    platform: 'website',
    aiPaused: false,
    leadName: 'Dana',
    score: 0,
    label: 'cold',
    updatedAt: AT,
  } as unknown as Omit<Conversation, 'messages'>;

  it('while needs-agent only', () => {
    const handoff = { reason: 'unsure' as const, questions: [HOA], at: AT };
    expect(toConversationRowDto({ ...base, status: 'needs-agent', handoff }).handoff).toEqual({ reason: 'unsure', questions: [HOA], at: AT.toISOString() });
    expect(toConversationRowDto({ ...base, status: 'taken-over', handoff }).handoff).toBeNull();
    expect(toConversationRowDto({ ...base, status: 'needs-agent' }).handoff).toBeNull();
  });
});

describe('a web chat handed to the agent', () => {
  async function conversationOf(agent: Awaited<ReturnType<typeof chatAgent>>['agent']) {
    const id = (await agent.get('/api/conversations').expect(200)).body.conversations[0].id as string;
    return { id, stored: await ConversationModel.findById(id).lean() };
  }

  it('with a question the assistant could not answer: stored, in the DTO and the mail; the takeover clears it', async () => {
    const { agent, userId, publicId } = await chatAgent(app);
    const v = visitor(app, publicId);
    await v.say('Hi, we are looking to rent a 2 bed apartment');
    await v.say(HOA);
    const { id, stored } = await conversationOf(agent);
    expect(stored).toMatchObject({ status: 'needs-agent', handoff: { reason: 'unsure', questions: [HOA] } });

    const detail = (await agent.get(`/api/conversations/${id}`).expect(200)).body;
    expect(detail.handoff).toEqual({ reason: 'unsure', questions: [HOA], at: stored!.handoff!.at.toISOString() });
    expect((await agent.get('/api/conversations?status=needs-agent').expect(200)).body.conversations[0].handoff.reason).toBe('unsure');

    const to = (await storedUser({ _id: userId }))!.email;
    await expect.poll(() => OutboxModel.countDocuments({ to, kind: 'needs-agent' })).toBe(1);
    const mail = await OutboxModel.findOne({ to, kind: 'needs-agent' }).lean();
    expect(mail).toMatchObject({
      subject: 'A lead has a question for you',
      text: `A lead in one of your conversations asked: “${HOA}”. The assistant could not answer it. Open the conversation to reply:\n\n${mail!.text.split('\n\n')[1]}`,
    });
    expect(mail!.text).toMatch(new RegExp(`/conversations/${id}\\n$`));

    // A second question while it waits joins the first; no second mail.
    await v.say('What are the property taxes on it?');
    expect((await ConversationModel.findById(id).lean())!.handoff!.questions).toEqual([HOA, 'What are the property taxes on it?']);
    expect(await OutboxModel.countDocuments({ to, kind: 'needs-agent' })).toBe(1);

    const taken = (await agent.post(`/api/conversations/${id}/takeover`).expect(200)).body;
    expect(taken.handoff).toBeNull();
    expect((await ConversationModel.findById(id).lean())!.handoff).toBeNull();
  });

  it('a person asked for: reason asked, and the mail as it always was', async () => {
    const { agent, userId, publicId } = await chatAgent(app);
    const v = visitor(app, publicId);
    await v.say('Hi, we are looking to rent a 2 bed apartment');
    await v.say('can I talk to a real person?');
    const { id, stored } = await conversationOf(agent);
    expect(stored).toMatchObject({ status: 'needs-agent', handoff: { reason: 'asked', questions: [] } });
    expect((await agent.get(`/api/conversations/${id}`).expect(200)).body.handoff).toMatchObject({ reason: 'asked', questions: [] });
    const to = (await storedUser({ _id: userId }))!.email;
    await expect.poll(() => OutboxModel.countDocuments({ to, kind: 'needs-agent' })).toBe(1);
    const mail = await OutboxModel.findOne({ to, kind: 'needs-agent' }).lean();
    expect(mail!.subject).toBe('A lead is asking for you');
    expect(mail!.text).toMatch(
      new RegExp(
        `^A lead in one of your conversations asked to talk to a real person\\. Open the conversation to take over from the AI assistant:\\n\\nhttps?://[^/]+/conversations/${id}\\n$`,
      ),
    );
  });
});

describe('SMS, Messenger and Instagram keep the reason too (the same turn)', () => {
  it.each([
    ['sms', 'sms'],
    ['facebook', 'facebook'],
    ['instagram', 'instagram'],
  ] as const)('%s', async (channel, platform) => {
    const { userId } = await chatAgent(app);
    const agent = (await loadAgentSettings(userId))!;
    const { _id } = await openConversation({ userId, platform, contactPhone: '+14045550199', leadName: 'Lead', opening: [], at: new Date() });
    const id = String(_id);
    await takeTurn(channel, id, agent, 'Hi, we want to buy a 2 bedroom condo in Decatur');
    const heard: TurnReply[] = [];
    await takeTurn(channel, id, agent, 'What are the HOA fees like there?', { onReply: (r) => void heard.push(r) });
    expect(heard[0]).toMatchObject({ status: 'needs-agent', handoff: 'unsure' });
    expect((await ConversationModel.findById(id).lean())!.handoff).toMatchObject({ reason: 'unsure', questions: ['What are the HOA fees like there?'] });
  });
});
