import { renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { FakeEventSource } from '@leadnest/session/testing';
import { screen, within } from '@testing-library/react';

import { InboxPage } from '../components/InboxPage';
import { handoffBadge, handoffNote } from '../lib/handoff';
import { AGENT as agent, CONVERSATION_ID as ID, conversationRow, understoodOf } from './fixtures';

const HOA = 'Does the HOA allow short-term rentals?';
const understood = understoodOf();
const row = conversationRow({ status: 'needs-agent', lastMessage: HOA, aiPaused: false });
const at = new Date().toISOString();

/** The thread of a needs-agent conversation with this hand-off (null: none kept). */
async function threadWith(handoff: { reason: string; questions: string[]; at: string } | null) {
  routeFetch((_method, url) => {
    if (url.startsWith('/api/conversations?')) return { body: { conversations: [{ ...row, handoff }], page: 1, limit: 25, hasMore: false } };
    const messages = [{ seq: 1, role: 'lead', text: HOA, at }];
    return { body: { ...row, handoff, stage: 'contacted', understood, scheduledShowing: null, messages, createdAt: at } };
  });
  renderWithClient(<InboxPage />, `/conversations/${ID}`, { profile: agent });
  const thread = await screen.findByTestId('thread');
  await within(thread).findByTestId('messages');
  return thread;
}

describe('the thread says why a conversation needs the agent', () => {
  beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource));
  afterEach(() => vi.unstubAllGlobals());

  it('a question the assistant could not answer: the badge and the question, in the lead’s words', async () => {
    const thread = await threadWith({ reason: 'unsure', questions: [HOA], at });
    expect(within(thread).getByTestId('needs-agent').textContent).toBe('Question for you');
    const note = within(thread).getByRole('note', { name: 'Why it needs you' });
    expect(note.textContent).toBe(`The assistant could not answer:“${HOA}”`);
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`“${HOA}”`]);
  });

  it('a person asked for: the badge as it was, and the notice says so', async () => {
    const thread = await threadWith({ reason: 'asked', questions: [], at });
    expect(within(thread).getByTestId('needs-agent').textContent).toBe('Asked for a person');
    expect(within(thread).getByRole('note').textContent).toBe('The lead asked to talk to a real person.');
  });

  it('the notice is its own row above the scrolling messages, not inside them (where it cannot cover a message)', async () => {
    const thread = await threadWith({ reason: 'asked', questions: [], at });
    const note = within(thread).getByRole('note', { name: 'Why it needs you' });
    const messages = within(thread).getByTestId('messages');
    expect(messages.contains(note)).toBe(false);
    expect(note.compareDocumentPosition(messages) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('no reason kept (an older hand-off): the badge as it was, no notice', async () => {
    const thread = await threadWith(null);
    expect(within(thread).getByTestId('needs-agent').textContent).toBe('Asked for a person');
    expect(within(thread).queryByRole('note')).toBeNull();
  });
});

describe('handoffBadge and handoffNote', () => {
  it.each([
    ['asked', 'Asked for a person', 'The lead asked to talk to a real person.'],
    ['unsure', 'Question for you', 'The lead asked something the assistant could not answer.'],
    ['no-slots', 'Wants a showing', 'The lead wants a showing and no open time fitted. Find a time with them.'],
    ['time-noted', 'Time to confirm', 'The lead asked for a showing time for you to confirm.'],
    ['booked', 'Showing booked', 'The lead has a showing booked and needs you for anything more.'],
    ['ai-paused', 'AI paused', 'The AI assistant is paused: the lead is waiting for you.'],
  ] as const)('%s', (reason, badge, text) => {
    const handoff = { reason, questions: [], at };
    expect(handoffBadge(handoff)).toBe(badge);
    expect(handoffNote(handoff)).toEqual({ text, questions: [] });
  });

  it('questions show beside any reason; an unknown reason reads as a person asked for', () => {
    expect(handoffNote({ reason: 'asked', questions: [HOA], at })).toEqual({ text: 'The lead asked to talk to a real person.', questions: [HOA] });
    const unknown = { reason: 'something-new', questions: [], at } as unknown as Parameters<typeof handoffBadge>[0];
    expect(handoffBadge(unknown)).toBe('Asked for a person');
    expect(handoffBadge(undefined)).toBe('Asked for a person');
    expect(handoffNote(null)).toBeNull();
  });
});
