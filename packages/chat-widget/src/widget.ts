import { BRAND_NAME } from '@leadnest/brand';

import { type ChatApi, ChatError, type ChatMessage, createApi, GENERIC_MESSAGE, type PublicChatInfo } from './api';
import { buildElements, h, type WidgetElements } from './dom';
import type { WidgetConfig } from './script';
import { type ChatStorage, createStorage } from './storage';

/** Used until the server's info arrives (it sends its own pollMs and maxMessageLength). */
export const DEFAULT_POLL_MS = 4000;
/** Failed polls back off, doubling, up to this. */
export const MAX_POLL_MS = 60_000;

export interface WidgetOptions extends WidgetConfig {
  api?: ChatApi;
  storage?: ChatStorage;
  /** The page the visitor is on, sent with each message for the agent's context. */
  pageUrl?: () => string;
}

const isChatError = (error: unknown): error is ChatError => error instanceof ChatError;
const messageOf = (error: unknown) => (isChatError(error) ? error.message : GENERIC_MESSAGE);
/** The server no longer knows this visitor (bad or expired token): start a new conversation. */
const isStaleVisitor = (error: unknown) => isChatError(error) && error.status >= 400 && error.status < 500 && error.status !== 429;

/**
 * The website chat: a bubble that opens a panel where a visitor
 * talks to the agent's AI assistant.
 *
 * - Sending: the visitor's message shows at once (dimmed until the server
 *   has it) with a typing indicator; the server's copy then takes its place
 *   and the reply follows. On failure the text goes back into the input and
 *   the server's message (or a network message with Retry) shows inline.
 * - Continuity: the visitor token and the last message number live in
 *   localStorage per agent; a page load with a token restores the whole
 *   transcript (after=0). Messages are kept by their number, so a reply that
 *   arrives by both the send and a poll shows once, and a gap in the numbers
 *   makes the next sync re-read the transcript.
 * - Agent replies (after a takeover) arrive by polling `after=lastSeq` every
 *   pollMs, only while the panel is open and the tab is visible.
 */
export class ChatWidget {
  readonly el: WidgetElements;
  private readonly api: ChatApi;
  private readonly storage: ChatStorage;
  private readonly pageUrl: () => string;
  private info: PublicChatInfo | null = null;
  private token: string | null = null;
  private lastSeq = 0;
  /** False until the transcript was read once (a restored token) or after a gap: the next sync reads everything. */
  private synced = true;
  private readonly shown = new Map<number, HTMLElement>();
  private pending: { text: string; el: HTMLElement } | null = null;
  private sending = false;
  private isOpen = false;
  private pollMs = DEFAULT_POLL_MS;
  private delay = DEFAULT_POLL_MS;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** What the inline error's Retry button does (none for errors that retrying as is cannot fix). */
  private retryAction: (() => void) | undefined;

  constructor(options: WidgetOptions) {
    this.api = options.api ?? createApi(options.origin, options.agentId);
    this.storage = options.storage ?? createStorage(options.agentId);
    this.pageUrl = options.pageUrl ?? (() => location.href);
    const saved = this.storage.load();
    if (saved) {
      this.token = saved.token;
      this.lastSeq = saved.lastSeq;
      this.synced = false;
    }
    this.el = buildElements();
    const { bubble, close, panel, form, retry } = this.el;
    bubble.addEventListener('click', () => (this.isOpen ? this.close() : this.open()));
    close.addEventListener('click', () => this.close());
    panel.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') this.close();
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.send();
    });
    retry.addEventListener('click', () => this.retryAction?.());
  }

  /** Puts the widget on the page, reads the agent's info and, for a returning visitor, the transcript. */
  mount(parent: HTMLElement = document.body): void {
    parent.append(this.el.host);
    document.addEventListener('visibilitychange', this.onVisibility);
    const info = this.loadInfo();
    // After the info, so restored messages carry the agent's name.
    if (this.token) void info.then(() => (this.el.host.isConnected ? this.sync() : undefined)).catch(() => undefined);
  }

  destroy(): void {
    this.stopPolling();
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.el.host.remove();
  }

  open(): void {
    if (this.isOpen) return;
    this.isOpen = true;
    this.el.panel.hidden = false;
    this.el.frame.classList.add('open');
    this.el.bubble.setAttribute('aria-expanded', 'true');
    if (!this.info) void this.loadInfo();
    this.el.input.focus();
    this.scrollToEnd();
    this.schedulePoll(0);
  }

  close(): void {
    if (!this.isOpen) return;
    this.isOpen = false;
    this.el.panel.hidden = true;
    this.el.frame.classList.remove('open');
    this.el.bubble.setAttribute('aria-expanded', 'false');
    this.stopPolling();
    this.el.bubble.focus();
  }

  private async loadInfo(): Promise<void> {
    try {
      this.applyInfo(await this.api.info());
      if (this.retryAction === this.reloadInfo) this.clearError();
    } catch (error) {
      if (isChatError(error) && (error.status === 404 || error.status === 400)) {
        // A wrong or disabled agent id: no dead bubble on the agent's site, a hint for whoever installs it.
        console.warn(`${BRAND_NAME} chat: ${error.message}`);
        this.destroy();
      } else if (this.isOpen) {
        this.showError(messageOf(error), this.reloadInfo);
      }
    }
  }

  private readonly reloadInfo = () => void this.loadInfo();

  private applyInfo(info: PublicChatInfo): void {
    this.info = info;
    const { name, subtitle, greeting, input, bubble, panel } = this.el;
    name.textContent = info.agentName;
    subtitle.textContent = info.brokerage ? `${info.brokerage} · AI assistant` : 'AI assistant';
    greeting.textContent = info.greeting;
    greeting.hidden = !info.greeting;
    input.maxLength = info.maxMessageLength;
    bubble.setAttribute('aria-label', `Chat with ${info.agentName}`);
    panel.setAttribute('aria-label', `Chat with ${info.agentName}`);
    const previous = this.pollMs;
    this.pollMs = info.pollMs > 0 ? info.pollMs : DEFAULT_POLL_MS;
    if (this.delay === previous) this.delay = this.pollMs; // not while backing off
  }

  /** Sends the input's text (or nothing when it is blank or a send is under way). */
  async send(): Promise<void> {
    const { input } = this.el;
    const text = input.value.trim();
    if (!text || this.sending) return;
    this.sending = true;
    this.clearError();
    input.value = '';
    const el = this.bubble('lead', text);
    el.classList.add('pending');
    this.el.log.append(el);
    this.pending = { text, el };
    this.el.typing.hidden = false;
    this.scrollToEnd();
    try {
      const reply = await this.api.send(text, this.token, this.pageUrl());
      if (reply.visitorToken) this.token = reply.visitorToken;
      this.setAgentActive(reply.agentActive);
      this.merge(reply.messages);
      // The server's copy normally took the pending bubble's place; if it sent none, drop the pending copy.
      if (this.pending?.el === el) el.remove();
      this.save();
      if (!this.synced) void this.sync().catch(() => undefined);
      this.schedulePoll(this.pollMs);
    } catch (error) {
      el.remove();
      // Never lose what the visitor typed: back into the input, ahead of anything typed meanwhile.
      input.value = input.value ? `${text} ${input.value}` : text;
      this.showError(messageOf(error), isChatError(error) && error.retryable ? () => void this.send() : undefined);
    } finally {
      this.pending = null;
      this.sending = false;
      this.el.typing.hidden = true;
    }
  }

  /** Reads the messages after the last one shown (all of them when not synced yet). */
  async sync(): Promise<void> {
    const token = this.token;
    if (!token) return;
    try {
      const poll = await this.api.poll(this.synced ? this.lastSeq : 0, token);
      if (token !== this.token) return;
      this.synced = true;
      this.setAgentActive(poll.agentActive);
      this.merge(poll.messages);
    } catch (error) {
      if (isStaleVisitor(error) && token === this.token) this.forget();
      throw error;
    }
  }

  private merge(messages: readonly ChatMessage[]): void {
    const { log } = this.el;
    let added = false;
    for (const message of [...messages].sort((a, b) => a.seq - b.seq)) {
      if (this.shown.has(message.seq)) continue;
      if (message.seq === 1 && message.role === 'assistant') {
        // The transcript opens with the greeting this widget already shows at the top.
        const { greeting } = this.el;
        greeting.textContent = message.text;
        greeting.hidden = false;
        greeting.dataset.seq = '1';
        this.shown.set(1, greeting);
        this.lastSeq = Math.max(this.lastSeq, 1);
        continue;
      }
      let el: HTMLElement;
      if (message.role === 'lead' && this.pending && this.pending.text === message.text.trim()) {
        el = this.pending.el;
        el.classList.remove('pending');
        this.pending = null;
      } else {
        el = this.bubble(message.role, message.text);
      }
      let next: HTMLElement | null = null;
      for (const [seq, shown] of this.shown) if (seq > message.seq && (!next || seq < Number(next.dataset.seq))) next = shown;
      el.dataset.seq = String(message.seq);
      if (next) log.insertBefore(el, next);
      else if (this.pending) log.insertBefore(el, this.pending.el);
      else log.append(el);
      this.shown.set(message.seq, el);
      this.lastSeq = Math.max(this.lastSeq, message.seq);
      added = true;
    }
    // Numbers run 1, 2, 3…: fewer shown than the highest means one was missed.
    if (this.shown.size < this.lastSeq) this.synced = false;
    if (added) {
      this.save();
      this.scrollToEnd();
    }
  }

  private bubble(role: ChatMessage['role'], text: string): HTMLElement {
    const agent = this.info?.agentName ?? 'Agent';
    const who = role === 'lead' ? 'You' : role === 'agent' ? agent : `${agent}’s assistant`;
    // Agents' own replies carry their name; the sender is announced for screen readers on every message.
    const label = role === 'agent' ? h('b', {}, agent) : h('span', { class: 's' }, `${who}: `);
    return h('div', { class: `m ${role}` }, label, text);
  }

  private setAgentActive(active: boolean): void {
    const { subtitle } = this.el;
    if (active) subtitle.textContent = `You’re chatting with ${this.info?.agentName ?? 'the agent'}`;
    else if (this.info) subtitle.textContent = this.info.brokerage ? `${this.info.brokerage} · AI assistant` : 'AI assistant';
  }

  /** The server does not know the saved visitor: clear it and the transcript, and start afresh. */
  private forget(): void {
    this.storage.clear();
    this.token = null;
    this.lastSeq = 0;
    this.synced = true;
    for (const el of this.shown.values()) el.remove();
    this.shown.clear();
    this.stopPolling();
  }

  private save(): void {
    if (this.token) this.storage.save({ token: this.token, lastSeq: this.lastSeq });
  }

  private showError(text: string, retry?: () => void): void {
    this.el.errorText.textContent = text;
    this.el.retry.hidden = !retry;
    this.retryAction = retry;
    this.el.error.hidden = false;
  }

  private clearError(): void {
    this.el.error.hidden = true;
    this.retryAction = undefined;
  }

  private scrollToEnd(): void {
    const { log } = this.el;
    log.scrollTop = log.scrollHeight;
  }

  private schedulePoll(delay: number): void {
    this.stopPolling();
    if (!this.isOpen || !this.token || document.visibilityState === 'hidden') return;
    this.timer = setTimeout(() => void this.poll(), delay);
  }

  private async poll(): Promise<void> {
    this.timer = undefined;
    if (!this.sending) {
      try {
        await this.sync();
        this.delay = this.pollMs;
      } catch {
        this.delay = Math.min(this.delay * 2, MAX_POLL_MS);
      }
    }
    if (!this.timer) this.schedulePoll(this.delay);
  }

  private stopPolling(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private readonly onVisibility = () => {
    if (document.visibilityState === 'hidden') this.stopPolling();
    else this.schedulePoll(0);
  };
}
