import type { ChatApi, ChatMessage, PublicChatInfo, PublicChatPoll, PublicChatReply } from '../api';
import { ChatError, NETWORK_MESSAGE } from '../api';
import { createStorage } from '../storage';
import { ChatWidget, MAX_POLL_MS } from '../widget';

const AGENT = 'agent_12345678';
const TOKEN = 'v'.repeat(43);
const info: PublicChatInfo = {
  agentName: 'Dana Agent',
  brokerage: 'Nest Realty',
  greeting: 'Hi! I’m Dana’s AI assistant.',
  maxMessageLength: 1000,
  pollMs: 4000,
};
const msg = (seq: number, role: ChatMessage['role'], text: string): ChatMessage => ({ seq, role, text, at: '2030-01-01T10:00:00.000Z' });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function fakeApi(overrides: Partial<Record<keyof ChatApi, ReturnType<typeof vi.fn>>> = {}) {
  return {
    info: overrides.info ?? vi.fn(async () => info),
    send: overrides.send ?? vi.fn(async (): Promise<PublicChatReply> => ({ visitorToken: TOKEN, messages: [], agentActive: false })),
    poll: overrides.poll ?? vi.fn(async (): Promise<PublicChatPoll> => ({ messages: [], agentActive: false })),
  };
}

let widget: ChatWidget | undefined;
function mount(api: ReturnType<typeof fakeApi>) {
  widget = new ChatWidget({
    agentId: AGENT,
    origin: 'https://app.example.com',
    api: api as unknown as ChatApi,
    storage: createStorage(AGENT),
    pageUrl: () => 'https://site.example/home',
  });
  widget.mount();
  const { el } = widget;
  const texts = () => [...el.log.querySelectorAll('.m:not([hidden])')].map((m) => m.lastChild!.textContent);
  const type = (text: string) => {
    el.input.value = text;
    el.form.requestSubmit();
  };
  return { el, texts, type, root: el.root };
}

afterEach(() => {
  widget?.destroy();
  widget = undefined;
  localStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ChatWidget', () => {
  it('draws a bubble in a shadow root; opening shows the agent, the greeting and moves focus to the input', async () => {
    const { el, root } = mount(fakeApi());
    expect(document.querySelector('leadnest-chat')?.shadowRoot).toBe(root);
    await vi.waitFor(() => expect(el.bubble.getAttribute('aria-label')).toBe('Chat with Dana Agent'));
    expect(el.panel.hidden).toBe(true);
    el.bubble.click();
    expect(el.panel.hidden).toBe(false);
    expect(el.bubble.getAttribute('aria-expanded')).toBe('true');
    expect(root.activeElement).toBe(el.input);
    expect(el.name.textContent).toBe('Dana Agent');
    expect(el.subtitle.textContent).toBe('Nest Realty · AI assistant');
    expect(el.greeting.textContent).toBe(info.greeting);
    expect(el.input.maxLength).toBe(1000);
    expect(el.log.getAttribute('aria-live')).toBe('polite');
    expect(el.panel.getAttribute('role')).toBe('dialog');
  });

  it('Esc closes the panel and gives focus back to the bubble', async () => {
    const { el, root } = mount(fakeApi());
    el.bubble.click();
    el.input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    expect(el.panel.hidden).toBe(true);
    expect(el.bubble.getAttribute('aria-expanded')).toBe('false');
    expect(root.activeElement).toBe(el.bubble);
  });

  it('shows the visitor’s message at once with a typing indicator, then the reply; keeps the token and last seq', async () => {
    const reply = deferred<PublicChatReply>();
    const api = fakeApi({ send: vi.fn(() => reply.promise) });
    const { el, texts, type } = mount(api);
    el.bubble.click();
    await vi.waitFor(() => expect(el.name.textContent).toBe('Dana Agent'));
    type('  Hi, looking for a 3 bed in Decatur  ');
    expect(texts()).toEqual([info.greeting, 'Hi, looking for a 3 bed in Decatur']);
    expect(el.log.querySelector('.m.lead.pending')).not.toBeNull();
    expect(el.typing.hidden).toBe(false);
    expect(el.input.value).toBe('');
    expect(api.send).toHaveBeenCalledWith('Hi, looking for a 3 bed in Decatur', null, 'https://site.example/home');

    reply.resolve({
      visitorToken: TOKEN,
      messages: [msg(1, 'lead', 'Hi, looking for a 3 bed in Decatur'), msg(2, 'assistant', 'What price range are you considering?')],
      agentActive: false,
    });
    await vi.waitFor(() => expect(el.typing.hidden).toBe(true));
    expect(texts()).toEqual([info.greeting, 'Hi, looking for a 3 bed in Decatur', 'What price range are you considering?']);
    expect(el.log.querySelector('.pending')).toBeNull();
    expect(el.log.querySelectorAll('.m.lead')).toHaveLength(1);
    expect(createStorage(AGENT).load()).toEqual({ token: TOKEN, lastSeq: 2 });

    // The next message carries the token.
    type('About 450k');
    expect(api.send).toHaveBeenLastCalledWith('About 450k', TOKEN, 'https://site.example/home');
  });

  it('inserts every text as text: markup from anyone is never parsed', async () => {
    const evil = '<img src=x onerror="window.hacked=1"><b>bold</b>';
    const api = fakeApi({ send: vi.fn(async () => ({ visitorToken: TOKEN, messages: [msg(1, 'lead', evil), msg(2, 'agent', evil)], agentActive: true })) });
    const { el, texts, type, root } = mount(api);
    el.bubble.click();
    type(evil);
    await vi.waitFor(() => expect(texts()).toEqual([info.greeting, evil, evil]));
    expect(root.querySelector('img')).toBeNull();
    expect(el.log.querySelectorAll('b')).toHaveLength(1); // the agent's name label only
    expect(el.log.querySelector('.m.agent b')!.textContent).toBe('Dana Agent');
    expect(el.subtitle.textContent).toBe('You’re chatting with Dana Agent');
  });

  it('shows the server’s message inline (429) and gives the text back to the input, without Retry', async () => {
    const api = fakeApi({
      send: vi.fn(async () => Promise.reject(new ChatError('You are sending messages too quickly. Please wait a moment and try again.', 429))),
    });
    const { el, texts, type } = mount(api);
    el.bubble.click();
    type('Is 12 Oak St still available?');
    await vi.waitFor(() => expect(el.error.hidden).toBe(false));
    expect(el.error.getAttribute('role')).toBe('alert');
    expect(el.errorText.textContent).toBe('You are sending messages too quickly. Please wait a moment and try again.');
    expect(el.retry.hidden).toBe(true);
    expect(el.input.value).toBe('Is 12 Oak St still available?');
    expect(texts()).toEqual([info.greeting]);
    expect(el.typing.hidden).toBe(true);
  });

  it('offers Retry after a network failure and sends the same text again; the error clears', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ChatError(NETWORK_MESSAGE, 0))
      .mockResolvedValueOnce({ visitorToken: TOKEN, messages: [msg(1, 'lead', 'Hello'), msg(2, 'assistant', 'Hi there!')], agentActive: false });
    const { el, texts, type } = mount(fakeApi({ send }));
    el.bubble.click();
    type('Hello');
    await vi.waitFor(() => expect(el.errorText.textContent).toBe(NETWORK_MESSAGE));
    expect(el.retry.hidden).toBe(false);
    expect(el.input.value).toBe('Hello');
    el.retry.click();
    await vi.waitFor(() => expect(texts()).toEqual([info.greeting, 'Hello', 'Hi there!']));
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]![0]).toBe('Hello');
    expect(el.error.hidden).toBe(true);
    expect(el.input.value).toBe('');
  });

  it('ignores blank messages and a second send while one is on its way', async () => {
    const reply = deferred<PublicChatReply>();
    const api = fakeApi({ send: vi.fn(() => reply.promise) });
    const { el, type } = mount(api);
    el.bubble.click();
    type('   ');
    expect(api.send).not.toHaveBeenCalled();
    type('First');
    type('Second');
    expect(api.send).toHaveBeenCalledTimes(1);
    expect(el.input.value).toBe('Second');
    reply.resolve({ visitorToken: TOKEN, messages: [msg(1, 'lead', 'First')], agentActive: false });
    await vi.waitFor(() => expect(el.typing.hidden).toBe(true));
  });

  it('shows the stored greeting (message 1) once, in the greeting’s place', async () => {
    createStorage(AGENT).save({ token: TOKEN, lastSeq: 3 });
    const poll = vi.fn(async () => ({
      messages: [msg(1, 'assistant', info.greeting), msg(2, 'lead', 'Hi'), msg(3, 'assistant', 'How can I help?')],
      agentActive: false,
    }));
    const { el, texts } = mount(fakeApi({ poll }));
    await vi.waitFor(() => expect(texts()).toEqual([info.greeting, 'Hi', 'How can I help?']));
    expect(el.log.querySelectorAll('.m.assistant')).toHaveLength(2);
  });

  it('restores the transcript of a returning visitor with after=0', async () => {
    createStorage(AGENT).save({ token: TOKEN, lastSeq: 3 });
    const poll = vi.fn(async () => ({ messages: [msg(1, 'lead', 'Hi'), msg(2, 'assistant', 'Hello!'), msg(3, 'agent', 'Dana here.')], agentActive: true }));
    const { el, texts } = mount(fakeApi({ poll }));
    await vi.waitFor(() => expect(texts()).toEqual([info.greeting, 'Hi', 'Hello!', 'Dana here.']));
    expect(poll).toHaveBeenCalledWith(0, TOKEN);
    expect(el.panel.hidden).toBe(true);
    // Read after the agent's info, so screen readers hear who said what.
    expect([...el.log.querySelectorAll('[data-seq]')].map((m) => m.firstChild!.textContent)).toEqual(['You: ', 'Dana Agent’s assistant: ', 'Dana Agent']);
  });

  it('starts afresh when the server no longer knows the saved visitor', async () => {
    createStorage(AGENT).save({ token: TOKEN, lastSeq: 3 });
    const api = fakeApi({ poll: vi.fn(async () => Promise.reject(new ChatError('The chat session is not valid. Reload the page to start a new one.', 400))) });
    const { el, type } = mount(api);
    await vi.waitFor(() => expect(createStorage(AGENT).load()).toBeNull());
    el.bubble.click();
    type('Hello again');
    expect(api.send).toHaveBeenCalledWith('Hello again', null, expect.any(String));
  });

  it('polls after=lastSeq every pollMs while open and visible; stops when closed or hidden', async () => {
    vi.useFakeTimers();
    createStorage(AGENT).save({ token: TOKEN, lastSeq: 2 });
    const transcript = [msg(1, 'lead', 'Hi'), msg(2, 'assistant', 'Hello!')];
    const poll = vi.fn(async (after: number) => ({ messages: transcript.filter((m) => m.seq > after), agentActive: transcript.length > 2 }));
    const { el, texts } = mount(fakeApi({ poll }));
    await vi.advanceTimersByTimeAsync(0);
    expect(poll.mock.calls).toEqual([[0, TOKEN]]);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(poll).toHaveBeenCalledTimes(1); // closed: no polling

    el.bubble.click();
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenLastCalledWith(2, TOKEN);
    transcript.push(msg(3, 'agent', 'This is Dana, I took over.'));
    await vi.advanceTimersByTimeAsync(4000);
    expect(poll).toHaveBeenCalledTimes(3);
    expect(texts().at(-1)).toBe('This is Dana, I took over.');
    expect(createStorage(AGENT).load()).toEqual({ token: TOKEN, lastSeq: 3 });
    await vi.advanceTimersByTimeAsync(4000);
    expect(poll).toHaveBeenLastCalledWith(3, TOKEN);
    expect(texts().filter((t) => t === 'This is Dana, I took over.')).toHaveLength(1);

    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    const count = poll.mock.calls.length;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(poll).toHaveBeenCalledTimes(count);
    hidden.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(count + 1);

    el.close.click();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(poll).toHaveBeenCalledTimes(count + 1);
  });

  it('backs off while polls fail, doubling up to a minute, and recovers', async () => {
    vi.useFakeTimers();
    createStorage(AGENT).save({ token: TOKEN, lastSeq: 0 });
    const ok = { messages: [], agentActive: false };
    let failing = false;
    const poll = vi.fn(async () => (failing ? Promise.reject(new ChatError(NETWORK_MESSAGE, 0)) : ok));
    const { el } = mount(fakeApi({ poll }));
    el.bubble.click();
    await vi.advanceTimersByTimeAsync(0); // restore on load + the poll on opening
    expect(poll).toHaveBeenCalledTimes(2);
    failing = true;
    const callsAfter = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      return poll.mock.calls.length;
    };
    expect(await callsAfter(4000)).toBe(3); // fails: next in 8 s
    expect(await callsAfter(7999)).toBe(3);
    expect(await callsAfter(1)).toBe(4); // next in 16 s
    expect(await callsAfter(16_000)).toBe(5); // 32 s
    expect(await callsAfter(32_000)).toBe(6); // 64 s, capped at 60 s
    expect(await callsAfter(MAX_POLL_MS - 1)).toBe(6);
    failing = false;
    expect(await callsAfter(1)).toBe(7); // works again: back to pollMs
    expect(await callsAfter(4000)).toBe(8);
  });

  it('shows a message once when it arrives by both the send and a poll, and re-reads the transcript after a gap', async () => {
    const send = vi.fn(async () => ({ visitorToken: TOKEN, messages: [msg(1, 'lead', 'Hi'), msg(3, 'assistant', 'Hello!')], agentActive: false }));
    const poll = vi.fn(async () => ({ messages: [msg(1, 'lead', 'Hi'), msg(2, 'agent', 'Dana here'), msg(3, 'assistant', 'Hello!')], agentActive: false }));
    const { el, texts, type } = mount(fakeApi({ send, poll }));
    el.bubble.click();
    type('Hi');
    await vi.waitFor(() => expect(poll).toHaveBeenCalledWith(0, TOKEN));
    await vi.waitFor(() => expect(texts()).toEqual([info.greeting, 'Hi', 'Dana here', 'Hello!']));
  });

  it('removes itself when the agent id is unknown (no dead bubble on the site)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mount(fakeApi({ info: vi.fn(async () => Promise.reject(new ChatError('This chat is not available.', 404))) }));
    await vi.waitFor(() => expect(document.querySelector('leadnest-chat')).toBeNull());
    expect(warn).toHaveBeenCalledWith('LeadNest chat: This chat is not available.');
  });

  it('keeps the bubble when the info cannot be fetched, and tries again when opened', async () => {
    const infoFn = vi
      .fn()
      .mockRejectedValueOnce(new ChatError(NETWORK_MESSAGE, 0))
      .mockRejectedValueOnce(new ChatError(NETWORK_MESSAGE, 0))
      .mockResolvedValue(info);
    const { el } = mount(fakeApi({ info: infoFn }));
    await vi.waitFor(() => expect(infoFn).toHaveBeenCalledTimes(1));
    el.bubble.click();
    await vi.waitFor(() => expect(el.errorText.textContent).toBe(NETWORK_MESSAGE));
    el.retry.click();
    await vi.waitFor(() => expect(el.name.textContent).toBe('Dana Agent'));
    expect(el.error.hidden).toBe(true);
  });
});
