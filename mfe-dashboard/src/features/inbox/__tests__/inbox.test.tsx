import { captureToasts, renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { createConversationEvents } from '@leadnest/session';
import { FakeBrowser, FakeEventSource, settle, stubBrowserGlobals } from '@leadnest/session/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';

import { InboxPage } from '../components/InboxPage';
import { FALLBACK_POLL_MS, useConversationEvents } from '../hooks/useConversationEvents';
import { AGENT, CONVERSATION_ID as ID, conversationRow, understoodOf } from './fixtures';

/** Every EventSource the page opened (jsdom has none, nor Web Locks: one stream per page unless a test gives it a browser). */
const opened: FakeEventSource[] = [];
class PageEventSource extends FakeEventSource {
  constructor(url: string, init?: EventSourceInit) {
    super(url, init);
    opened.push(this);
  }
}

/** The session the shell seeds from the page; the conversation events read it. */
const agent = AGENT;

const row = conversationRow();
const understood = understoodOf({ contact: { email: 'c@example.com' } });
const message = (seq: number, role: string, text: string) => ({ seq, role, text, at: new Date().toISOString() });

describe('the inbox', () => {
  const toasts = captureToasts();
  beforeEach(() => {
    opened.length = 0;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the thread, takes new messages live, replies and hands back', async () => {
    vi.stubGlobal('EventSource', PageEventSource);
    let messages = [message(1, 'assistant', 'Hello!'), message(2, 'lead', 'Hi there')];
    let aiPaused = true;
    const fetch = routeFetch((method, url, body) => {
      if (url.startsWith('/api/conversations?'))
        return { body: { conversations: url.includes('needs-agent') ? [] : [row], page: 1, limit: 25, hasMore: false } };
      if (method === 'POST' && url.endsWith('/messages')) messages = [...messages, message(messages.length + 1, 'agent', (body as { text: string }).text)];
      if (method === 'POST' && url.endsWith('/release')) aiPaused = false;
      return {
        status: method === 'POST' && url.endsWith('/messages') ? 201 : 200,
        body: { ...row, aiPaused, stage: 'contacted', understood, scheduledShowing: null, messages, createdAt: row.updatedAt },
      };
    });
    renderWithClient(<InboxPage />, `/conversations/${ID}`, { profile: agent });
    const thread = await screen.findByTestId('thread');
    await within(thread).findByText('Hi there');
    expect(opened).toHaveLength(1);
    expect(within(thread).getByTestId('control').textContent).toBe('You are answering');

    messages = [...messages, message(3, 'lead', 'Is anyone there?')];
    opened[0]!.emit({ conversation: row, lastSeq: 3, needsAgent: false });
    await within(thread).findByText('Is anyone there?');

    const user = userEvent.setup();
    await user.type(within(thread).getByLabelText(/^Reply by/), 'Happy to help');
    await user.click(within(thread).getByRole('button', { name: 'Send' }));
    await within(thread).findByText('Happy to help');
    expect(fetch.mock.calls.some(([url, init]) => String(url).endsWith(`/${ID}/messages`) && init?.method === 'POST')).toBe(true);

    await user.click(within(thread).getByRole('button', { name: 'Hand back to AI' }));
    await waitFor(() => expect(within(thread).getByTestId('control').textContent).toBe('AI answering'));
    expect(screen.getAllByText('Casey Park').length).toBeGreaterThan(0);
  });

  it('a reply stored but not texted: says why, shows it in the thread and empties the box; a reply refused keeps its text', async () => {
    vi.stubGlobal('EventSource', PageEventSource);
    const sms = { ...row, platform: 'sms' };
    let messages = [message(1, 'lead', 'Is the condo still available?')];
    let answer: 'saved' | 'refused' = 'saved';
    routeFetch((method, url, body) => {
      if (url.startsWith('/api/conversations?'))
        return { body: { conversations: url.includes('needs-agent') ? [] : [sms], page: 1, limit: 25, hasMore: false } };
      if (method === 'POST' && url.endsWith('/messages')) {
        if (answer === 'refused') return { status: 400, body: { message: 'Please enter a message.' } };
        messages = [...messages, message(messages.length + 1, 'agent', (body as { text: string }).text)];
        return {
          status: 409,
          body: { code: 'SMS_NO_NUMBER', message: 'Your reply is saved, but it was not texted: there is no number of yours to text this lead from.' },
        };
      }
      return { body: { ...sms, aiPaused: true, stage: 'contacted', understood, scheduledShowing: null, messages, createdAt: sms.updatedAt } };
    });
    renderWithClient(<InboxPage />, `/conversations/${ID}`);
    const thread = await screen.findByTestId('thread');
    await within(thread).findByText('Is the condo still available?');
    const user = userEvent.setup();
    const box = within(thread).getByLabelText(/^Reply by/) as HTMLTextAreaElement;
    await user.type(box, 'Yes it is');
    await user.click(within(thread).getByRole('button', { name: 'Send' }));
    await within(thread).findByText('Yes it is');
    expect(toasts).toContainEqual(
      expect.objectContaining({ title: 'Message Not Sent', description: expect.stringContaining('Your reply is saved, but it was not texted') }),
    );
    await waitFor(() => expect(box.value).toBe(''));

    answer = 'refused';
    await user.type(box, 'Again');
    await user.click(within(thread).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toasts.at(-1)).toMatchObject({ title: 'Message Not Sent', description: 'Please enter a message.' }));
    expect(box.value).toBe('Again');
  });

  it('in a second tab: opens no stream, refreshes from the events the leading tab relays, and polls only while that stream is down', async () => {
    const browser = new FakeBrowser();
    const leaderTab = browser.tab();
    const stopLeader = createConversationEvents(leaderTab.env).subscribe(() => undefined);
    await settle();
    const thisTab = browser.tab();
    stubBrowserGlobals(thisTab.env());
    let rows = [row];
    routeFetch((_method, url) => ({ body: { conversations: url.includes('needs-agent') ? [] : rows, page: 1, limit: 25, hasMore: false } }));
    const { queryClient } = renderWithClient(<InboxPage />, '/conversations', { profile: agent });
    await screen.findByText('Casey Park');
    const poll = renderHook(() => useConversationEvents(), {
      wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
    });
    await act(settle);
    expect(poll.result.current).toBe(FALLBACK_POLL_MS);

    await act(async () => {
      leaderTab.sources[0]!.open();
      await settle();
    });
    expect(poll.result.current).toBe(false);
    rows = [{ ...row, id: 'c'.repeat(24), leadName: 'Riley Quinn' }, row];
    await act(async () => {
      leaderTab.sources[0]!.emit({ conversation: rows[0], lastSeq: 1, needsAgent: false });
      await settle();
    });
    await screen.findByText('Riley Quinn');
    expect(thisTab.sources).toHaveLength(0);

    await act(async () => {
      leaderTab.sources[0]!.fail();
      await settle();
    });
    expect(poll.result.current).toBe(FALLBACK_POLL_MS);
    stopLeader();
  });
});
