import type { WebSocket } from 'ws';

import type { AppLogger } from '../../lib/logger.js';
import type { AgentSettings } from '../agent-settings/agent-settings.service.js';
import { findUser } from '../agent-settings/profile.service.js';
import { takeTurn, type TurnMemo, type TurnReply } from '../assistant/assistant.service.js';
import { phoneAgent } from '../numbers/phone-agent.js';
import { numberByPhone, type PhoneNumber } from '../numbers/phone-numbers.service.js';
import { sendSms } from '../sms/sms-sender.js';
import type { CallLog } from './call-log.model.js';
import { markHandoff, noteInterruption, transferOpen } from './voice.service.js';

/** ConversationRelay's messages from Twilio (the ones we act on). */
type RelayIn =
  | { type: 'setup'; callSid: string; from?: string; to?: string }
  | { type: 'prompt'; voicePrompt: string; last?: boolean }
  | { type: 'interrupt'; utteranceUntilInterrupt?: string; durationUntilInterruptMs?: number }
  | { type: 'dtmf'; digit: string }
  | { type: 'error'; description?: string };

/** Sentences, so the caller hears the first one while the rest follow. */
const sentences = (reply: string) => reply.match(/[^.!?]+[.!?]+["”’]?\s*|[^.!?]+$/g) ?? [reply];

/**
 * One call's relay. Each caller prompt goes through the same
 * takeTurn('voice', …) as website chat, one at a time, and the reply is
 * streamed back as text tokens, sentence by sentence. When the assistant
 * hands off (the caller asked for a person, or pressed 0) the relay ends
 * with handoff data, and the <Connect action> dials the forwarding phone;
 * with no forwarding phone (or outside its hours) the assistant takes a
 * message and texts it to the agent.
 */
export class RelaySession {
  private queue: Promise<void> = Promise.resolve();
  private agent: AgentSettings | null = null;
  private number: PhoneNumber | null = null;
  private takingMessage = false;
  private ended = false;
  private statusBefore = 'active';
  /** Bumped by each interrupt: a turn that started before it has lost its moment and is not spoken. */
  private generation = 0;
  /** The last reply sent to Twilio, until an interrupt says how much of it the caller heard. */
  private speaking: string | null = null;
  /** Reads the assistant keeps for the call's life (its scripts, the caller's lead). */
  private readonly memo: TurnMemo = {};

  constructor(
    private readonly ws: WebSocket,
    private readonly call: CallLog,
    private readonly logger: AppLogger,
  ) {
    ws.on('message', (data) => this.onMessage(String(data)));
  }

  private onMessage(raw: string): void {
    let message: RelayIn;
    try {
      message = JSON.parse(raw) as RelayIn;
    } catch {
      return;
    }
    if (message.type === 'setup') {
      if (message.callSid !== this.call.callSid) this.ws.close(1008, 'wrong call');
      return;
    }
    if (message.type === 'prompt' && typeof message.voicePrompt === 'string' && message.voicePrompt.trim()) {
      const text = message.voicePrompt.trim().slice(0, 1000);
      // The generation the prompt arrived in: an interrupt after it makes its reply stale.
      const generation = this.generation;
      this.enqueue(() => this.onPrompt(text, generation));
    } else if (message.type === 'interrupt') {
      this.onInterrupt(typeof message.utteranceUntilInterrupt === 'string' ? message.utteranceUntilInterrupt : '');
    } else if (message.type === 'dtmf' && message.digit === '0') {
      this.enqueue(() => this.handOff());
    } else if (message.type === 'error') {
      this.logger.warn({ callSid: this.call.callSid, description: message.description }, 'ConversationRelay reported an error');
    }
  }

  private enqueue(work: () => Promise<void>): void {
    this.queue = this.queue.then(work).catch((err: unknown) => {
      this.logger.error({ err, callSid: this.call.callSid }, 'relay turn failed');
      this.say('Sorry, I had trouble with that. Could you say it again?');
    });
  }

  private send(message: object): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(JSON.stringify(message));
  }

  private say(text: string): void {
    const parts = sentences(text);
    parts.forEach((token, i) => this.send({ type: 'text', token, last: i === parts.length - 1 }));
  }

  /** The agent's own number on this call: the one called (inbound), or the one the call was placed from (outbound). */
  private get agentNumber(): string {
    return this.call.direction === 'outbound' ? this.call.fromNumber : this.call.toNumber;
  }

  /** The call's agent and number, read once for the call's life (the call's log names both). */
  private async load(): Promise<AgentSettings> {
    if (!this.agent) {
      const [owner, number] = await Promise.all([phoneAgent(String(this.call.userId)), numberByPhone(this.agentNumber)]);
      this.agent = owner?.settings ?? null;
      // A number released mid-call (or now another agent's) forwards nowhere.
      this.number = number && String(number.userId) === String(this.call.userId) ? number : null;
    }
    if (!this.agent) throw new Error('relay: the agent is gone');
    return this.agent;
  }

  /**
   * The caller spoke over the assistant: Twilio stops the speech itself and
   * says how much of it was spoken. That is what the call's transcript
   * keeps of the reply; a reply still being worked out is dropped (the
   * caller has moved on, and their next prompt follows).
   */
  private onInterrupt(heard: string): void {
    this.generation += 1;
    const said = this.speaking;
    this.speaking = null;
    if (said)
      void noteInterruption(this.call.callSid, said, heard.slice(0, said.length)).catch((err: unknown) =>
        this.logger.warn({ err, callSid: this.call.callSid }, 'could not note the interruption'),
      );
  }

  /**
   * One caller prompt. The reply is spoken as soon as takeTurn has decided
   * it (onReply), while the turn is still being stored: the caller's wait
   * is the decision, not the writes. The next prompt of the call still
   * waits for this turn to be stored (the queue and takeTurn's lock).
   */
  private async onPrompt(text: string, generation: number): Promise<void> {
    if (this.ended) return;
    const agent = await this.load();
    let answered: Promise<void> | null = null;
    try {
      await takeTurn('voice', String(this.call.conversationId), agent, text, {
        logger: this.logger,
        memo: this.memo,
        onReply: (reply) => {
          answered = this.answer(reply, text, generation);
          // Awaited below, once the turn is stored; until then a failure must not count as unhandled.
          answered.catch(() => undefined);
        },
      });
    } catch (err) {
      // The caller already heard the reply: storing it failed, which is the log's business, not the caller's.
      if (!answered) throw err;
      this.logger.error({ err, callSid: this.call.callSid }, 'relay turn could not be stored');
    }
    await answered;
  }

  /** What the caller hears of one turn's reply: it, a transfer, or the message being taken. */
  private async answer({ reply, status }: TurnReply, text: string, generation: number): Promise<void> {
    if (this.takingMessage) return this.messageTaken(text);
    const handedOff = status === 'needs-agent' && this.statusBefore !== 'needs-agent';
    this.statusBefore = status;
    if (handedOff) return this.handOff();
    if (!reply) return;
    // Interrupted while the reply was being worked out: the caller never hears it.
    if (generation !== this.generation) return noteInterruption(this.call.callSid, reply, '');
    this.speaking = reply;
    this.say(reply);
  }

  /** A person was asked for: put through when the forwarding phone rings now, else take a message. */
  private async handOff(): Promise<void> {
    const agent = await this.load();
    if (this.number && transferOpen(this.number, agent)) {
      this.say(`Of course. I’m connecting you with ${agent.agentName} now.`);
      await markHandoff(this.call.callSid, 'transferred');
      this.ended = true;
      this.send({ type: 'end', handoffData: JSON.stringify({ reason: 'live-agent-handoff', callSid: this.call.callSid }) });
      return;
    }
    this.takingMessage = true;
    this.say(`${agent.agentName} can’t take the call right now. What message would you like me to pass on? I’ll make sure they get it.`);
  }

  private async messageTaken(message: string): Promise<void> {
    const agent = await this.load();
    await markHandoff(this.call.callSid, 'message_taken');
    this.say(`Thank you. I’ve passed your message to ${agent.agentName}, who will call you back soon. Goodbye!`);
    this.ended = true;
    this.send({ type: 'end', handoffData: JSON.stringify({ reason: 'message-taken' }) });
    await this.alertAgent(message);
  }

  /** Texts the agent's own phone (profile) from their number: who called and what they said. */
  private async alertAgent(message: string): Promise<void> {
    const user = await findUser(String(this.call.userId));
    if (!user?.phone) return;
    const caller = this.call.direction === 'outbound' ? this.call.toNumber : this.call.fromNumber;
    const body = `LeadNest: a caller (${caller}) left a message: "${message.slice(0, 300)}"`;
    await sendSms(String(this.call.userId), this.agentNumber, user.phone, body).catch((err: unknown) =>
      this.logger.warn({ err, callSid: this.call.callSid }, 'could not text the agent the caller’s message'),
    );
  }
}
