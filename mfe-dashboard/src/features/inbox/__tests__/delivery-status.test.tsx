import { captureToasts, renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { FakeEventSource } from '@leadnest/session/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { InboxPage } from '../components/InboxPage';
import { AGENT, CONVERSATION_ID as ID, conversationRow, understoodOf } from './fixtures';

const NO_NUMBER = 'You have no number to text this lead from. Get one on the AI Phone page.';

const opened: FakeEventSource[] = [];
class PageEventSource extends FakeEventSource {
  constructor(url: string, init?: EventSourceInit) {
    super(url, init);
    opened.push(this);
  }
}

const agent = AGENT;
const row = conversationRow({ platform: 'sms' });
const understood = understoodOf();
type Delivery = { status: string; reason?: string };
const message = (seq: number, role: string, text: string, delivery?: Delivery) => ({
  seq,
  role,
  text,
  at: new Date().toISOString(),
  ...(delivery ? { delivery } : {}),
});

describe('the thread shows how far each reply got', () => {
  const toasts = captureToasts();
  beforeEach(() => {
    opened.length = 0;
    vi.stubGlobal('EventSource', PageEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a reply that could not be texted stays marked Failed with the reason, after the toast is gone', async () => {
    let messages = [message(1, 'lead', 'Is the condo still available?')];
    routeFetch((method, url, body) => {
      if (url.startsWith('/api/conversations?')) return { body: { conversations: [row], page: 1, limit: 25, hasMore: false } };
      if (method === 'POST' && url.endsWith('/messages')) {
        messages = [...messages, message(2, 'agent', (body as { text: string }).text, { status: 'failed', reason: NO_NUMBER })];
        return { status: 409, body: { code: 'SMS_NO_NUMBER', message: 'Your reply is saved, but it was not texted.' } };
      }
      return { body: { ...row, stage: 'contacted', understood, scheduledShowing: null, messages, createdAt: row.updatedAt } };
    });
    renderWithClient(<InboxPage />, `/conversations/${ID}`, { profile: agent });
    const thread = await screen.findByTestId('thread');
    await within(thread).findByText('Is the condo still available?');
    const user = userEvent.setup();
    await user.type(within(thread).getByLabelText(/^Reply by/), 'Yes it is');
    await user.click(within(thread).getByRole('button', { name: 'Send' }));
    const reply = (await within(thread).findByText('Yes it is')).closest('li')!;
    await waitFor(() => expect(within(reply).getByTestId('delivery').textContent).toBe(`Failed — ${NO_NUMBER}`));
    expect(toasts).toContainEqual(expect.objectContaining({ title: 'Message Not Sent' }));
    // The lead's own message carries no status.
    expect(within(within(thread).getByText('Is the condo still available?').closest('li')!).queryByTestId('delivery')).toBeNull();
  });

  it('moves from Sent to Delivered live, on the conversation event', async () => {
    let messages = [message(1, 'lead', 'Hi'), message(2, 'agent', 'Hello Casey', { status: 'sent' })];
    routeFetch((_method, url) => {
      if (url.startsWith('/api/conversations?')) return { body: { conversations: [row], page: 1, limit: 25, hasMore: false } };
      return { body: { ...row, stage: 'contacted', understood, scheduledShowing: null, messages, createdAt: row.updatedAt } };
    });
    renderWithClient(<InboxPage />, `/conversations/${ID}`, { profile: agent });
    const thread = await screen.findByTestId('thread');
    expect(await within(thread).findByTestId('delivery')).toHaveTextContent('Sent');
    messages = [message(1, 'lead', 'Hi'), message(2, 'agent', 'Hello Casey', { status: 'delivered' })];
    await waitFor(() => expect(opened).toHaveLength(1));
    opened[0]!.emit({ conversation: row, lastSeq: 2, needsAgent: false });
    await waitFor(() => expect(within(thread).getByTestId('delivery')).toHaveTextContent('Delivered'));
  });
});
