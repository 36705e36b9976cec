import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { InboxPage } from '../components/InboxPage';

const ID = 'a'.repeat(24);

class FakeEventSource {
  static last: FakeEventSource | undefined;
  listeners = new Map<string, (e: MessageEvent<string>) => void>();
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, fn: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, fn);
  }
  close() {}
  emit(data: unknown) {
    this.listeners.get('conversation')?.({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
}

const row = { id: ID, leadId: 'b'.repeat(24), leadName: 'Casey Park', platform: 'website', leadScore: 'warm', score: 50, status: 'taken-over', lastMessage: 'hi', updatedAt: new Date().toISOString(), aiPaused: true, leadStage: 'contacted', unread: false };
const understood = { intent: 'buy', budget: {}, areas: [], financing: 'unknown', contact: { email: 'c@example.com' }, optOut: false, wantsHuman: false };
const message = (seq: number, role: string, text: string) => ({ seq, role, text, at: new Date().toISOString() });

describe('the inbox', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the thread, takes new messages live, replies and hands back', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let messages = [message(1, 'assistant', 'Hello!'), message(2, 'lead', 'Hi there')];
    let aiPaused = true;
    const fetch = routeFetch((method, url, body) => {
      if (url.startsWith('/api/conversations?')) return { body: { conversations: url.includes('needs-agent') ? [] : [row], page: 1, limit: 25, hasMore: false } };
      if (method === 'POST' && url.endsWith('/messages')) messages = [...messages, message(messages.length + 1, 'agent', (body as { text: string }).text)];
      if (method === 'POST' && url.endsWith('/release')) aiPaused = false;
      return { status: method === 'POST' && url.endsWith('/messages') ? 201 : 200, body: { ...row, aiPaused, stage: 'contacted', understood, scheduledShowing: null, messages, createdAt: row.updatedAt } };
    });
    renderWithClient(<InboxPage />, `/conversations/${ID}`);
    const thread = await screen.findByTestId('thread');
    await within(thread).findByText('Hi there');
    expect(within(thread).getByTestId('control').textContent).toBe('You are answering');

    messages = [...messages, message(3, 'lead', 'Is anyone there?')];
    FakeEventSource.last!.emit({ conversation: row, lastSeq: 3, needsAgent: false });
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
});
