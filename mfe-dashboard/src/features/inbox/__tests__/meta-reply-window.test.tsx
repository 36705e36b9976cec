import type { ConversationDetailDto, ConversationMessageDto, ReplyWindowDto } from '@leadnest/contracts';
import { captureToasts, renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { inboxKeys } from '../api/keys';
import { ConversationThread } from '../components/ConversationThread';

const ID = 'a'.repeat(24);
const agent = { id: 'u1', firstName: 'Maya', plan: 'professional' as const, timeZone: 'America/New_York' };
const understood = { intent: 'buy', budget: {}, areas: [], financing: 'unknown', contact: {}, optOut: false, wantsHuman: false };

/** A Messenger conversation the agent took over, with Meta's rule for the next reply as the server gives it. */
function messenger(replyWindow: ReplyWindowDto | undefined, overrides: Partial<ConversationDetailDto> = {}) {
  return {
    id: ID,
    leadId: null,
    leadName: 'Omar Haddad',
    platform: 'facebook',
    leadScore: 'cold',
    score: 10,
    status: 'taken-over',
    lastMessage: 'Is the house on Elm still available?',
    updatedAt: '2026-11-27T14:00:00.000Z',
    aiPaused: true,
    leadStage: null,
    unread: false,
    stage: null,
    understood,
    scheduledShowing: null,
    messages: [{ seq: 1, role: 'lead', text: 'Is the house on Elm still available?', at: '2026-11-27T14:00:00.000Z' }] as ConversationMessageDto[],
    createdAt: '2026-11-27T14:00:00.000Z',
    ...(replyWindow ? { replyWindow } : {}),
    ...overrides,
  };
}

/** Answers the thread's reads with `detail()`, templates with none, and replies with `reply` (the stored conversation by default). */
function serve(detail: () => object, reply?: () => { status: number; body: unknown }) {
  return routeFetch((method, url) => {
    if (url === '/api/templates') return { body: { saved: [] } };
    if (method === 'POST' && url.endsWith('/messages')) return reply?.() ?? { status: 201, body: detail() };
    return { body: detail() };
  });
}

const renderThread = () => renderWithClient(<ConversationThread id={ID} pollMs={false} />, `/conversations/${ID}`, { profile: agent });

describe("the inbox's reply box on Messenger and Instagram", () => {
  const toasts = captureToasts();
  afterEach(() => vi.useRealTimers());

  it('shows the platform badge and, inside 24 hours, a normal reply until when Meta allows it', async () => {
    serve(() => messenger({ state: 'open', until: '2026-11-28T14:00:00.000Z' }));
    renderThread();
    const thread = await screen.findByTestId('thread');
    expect(within(thread).getByTestId('platform').textContent).toBe('Messenger');
    const box = within(thread).getByLabelText('Reply by Messenger');
    expect(box).toHaveAccessibleDescription("Meta allows replies within 24 hours of the person's last message (until Sat, Nov 28, 9:00 AM).");
    expect(box).toBeEnabled();
  });

  it('after 24 hours offers the one Human Agent reply; once Meta refuses another, says why and closes the box', async () => {
    let replyWindow: ReplyWindowDto = { state: 'human-agent', until: '2026-12-04T14:00:00.000Z' };
    let messages = messenger(undefined).messages;
    serve(
      () => messenger(replyWindow, { messages }),
      () => {
        // Another reply (a second tab) took the tagged reply first: stored, not sent.
        messages = [...messages, { seq: 2, role: 'agent', text: 'Yes, still available!', at: '2026-11-28T20:00:00.000Z' }];
        replyWindow = { state: 'closed' };
        return {
          status: 409,
          body: {
            code: 'META_WINDOW_CLOSED',
            message:
              'Your reply is saved, but it was not sent: more than 24 hours have passed since this person last wrote, and Meta allows only one reply after that. It will go through once they write again.',
          },
        };
      },
    );
    renderThread();
    const thread = await screen.findByTestId('thread');
    const box = within(thread).getByLabelText('Reply by Messenger') as HTMLTextAreaElement;
    expect(box).toHaveAccessibleDescription('Meta allows one reply from a person now (sent with the Human Agent tag), until Fri, Dec 4, 9:00 AM.');
    const user = userEvent.setup();
    await user.type(box, 'Yes, still available!');
    await user.click(within(thread).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({
          title: 'Message Not Sent',
          description: expect.stringContaining('Meta allows only one reply after that'),
          variant: 'destructive',
        }),
      ),
    );
    await within(thread).findByText('Yes, still available!');
    await waitFor(() => expect(box).toHaveAccessibleDescription("Meta's reply window has closed: the person must write again first."));
    expect(box).toBeDisabled();
    expect(box.value).toBe('');
    expect(within(thread).getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('past the window: nothing can be typed or sent, and no template offered', async () => {
    const fetch = serve(() => messenger({ state: 'closed' }, { platform: 'instagram' }));
    renderThread();
    const thread = await screen.findByTestId('thread');
    expect(within(thread).getByTestId('platform').textContent).toBe('Instagram');
    const box = within(thread).getByLabelText('Reply by Instagram');
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription("Meta's reply window has closed: the person must write again first.");
    expect(within(thread).getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(within(thread).queryByLabelText('Insert a saved template')).toBeNull();
    expect(fetch.mock.calls.some(([url]) => url === '/api/templates')).toBe(false);
  });

  it('a page to reconnect: says so, links to API Settings, and says it before a takeover too', async () => {
    let aiPaused = true;
    serve(() => messenger({ state: 'needs-reconnect' }, { aiPaused, status: aiPaused ? 'taken-over' : 'active' }));
    const { queryClient } = renderThread();
    const thread = await screen.findByTestId('thread');
    const box = within(thread).getByLabelText('Reply by Messenger');
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription('Reconnect your Facebook page to reply. Go to API Settings');
    expect(within(thread).getByRole('link', { name: 'Go to API Settings' }).getAttribute('href')).toBe('/api-settings');

    aiPaused = false;
    await act(() => queryClient.invalidateQueries({ queryKey: inboxKeys.all }));
    await within(thread).findByText('The AI assistant is answering. Take over to reply yourself.');
    expect(within(thread).getByTestId('reply-window').textContent).toBe('Reconnect your Facebook page to reply. Go to API Settings');
  });

  it('reads the conversation again when the window moves on, with no message to say so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const now = Date.now();
    serve(() =>
      Date.now() < now + 3600_000
        ? messenger({ state: 'open', until: new Date(now + 3600_000).toISOString() })
        : messenger({ state: 'human-agent', until: new Date(now + 6 * 24 * 3600_000).toISOString() }),
    );
    renderThread();
    const thread = await screen.findByTestId('thread');
    expect(within(thread).getByTestId('reply-window').textContent).toMatch(/^Meta allows replies within 24 hours/);
    await act(() => vi.advanceTimersByTimeAsync(3600_000 + 1000));
    await waitFor(() => expect(within(thread).getByTestId('reply-window').textContent).toMatch(/^Meta allows one reply from a person now/));
  });

  it('says nothing of Meta on other channels', async () => {
    serve(() => messenger(undefined, { platform: 'sms' }));
    renderThread();
    const thread = await screen.findByTestId('thread');
    expect(within(thread).getByTestId('platform').textContent).toBe('SMS');
    expect(within(thread).queryByTestId('reply-window')).toBeNull();
    expect(within(thread).getByLabelText('Reply by text message')).toBeEnabled();
  });
});
