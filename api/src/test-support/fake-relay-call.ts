import { WebSocket } from 'ws';

export type RelayMessage = { type: 'text'; token: string; last: boolean } | { type: 'end'; handoffData?: string } | { type: string; [k: string]: unknown };

/**
 * Plays Twilio's side of a ConversationRelay session over a real WebSocket:
 * sends setup and prompts, collects what the server streams back.
 */
export class FakeRelayCall {
  readonly received: RelayMessage[] = [];
  private waiters: (() => void)[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.received.push(JSON.parse(String(data)) as RelayMessage);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static open(url: string): Promise<FakeRelayCall> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      ws.once('open', () => resolve(new FakeRelayCall(ws)));
      ws.once('error', reject);
    });
  }

  send(message: object): void {
    this.ws.send(JSON.stringify(message));
  }

  /**
   * Sends a caller prompt and waits until the reply's last token arrives
   * (`until: 'end'`: until the relay ends, as after a handoff); answers the
   * reply's text, the messages and how long the first one took.
   */
  async prompt(
    voicePrompt: string,
    until: 'last' | 'end' = 'last',
    timeoutMs = 10_000,
  ): Promise<{ text: string; messages: RelayMessage[]; firstTokenMs: number }> {
    const from = this.received.length;
    const started = performance.now();
    let firstTokenMs = -1;
    this.send({ type: 'prompt', voicePrompt, lang: 'en-US', last: true });
    for (;;) {
      const messages = this.received.slice(from);
      if (firstTokenMs < 0 && messages.length) firstTokenMs = performance.now() - started;
      const done = until === 'end' ? messages.some((m) => m.type === 'end') : messages.some((m) => m.type === 'text' && m.last === true);
      if (done) {
        const text = messages.flatMap((m) => (m.type === 'text' ? [String(m.token)] : [])).join('');
        return { text, messages, firstTokenMs };
      }
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`relay: no reply to "${voicePrompt}" within ${timeoutMs} ms; got ${JSON.stringify(messages)}`)),
          timeoutMs,
        );
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.ws.close();
  }
}
