import type { WebSocket } from 'ws';

import type { AppLogger } from '../../lib/logger.js';
import type { AgentSettings } from '../agent-settings/agent-settings.service.js';
import { findUser } from '../agent-settings/profile.service.js';
import { recordChannelTurn, takeTurn, type TurnMemo, type TurnReply } from '../assistant/assistant.service.js';
import { phoneAgent } from '../numbers/phone-agent.js';
import { numberByPhone, type PhoneNumber } from '../numbers/phone-numbers.service.js';
import { sendSms } from '../sms/sms-sender.js';
import type { CallLog } from './call-log.model.js';
import { noteCallRequest, noteInterruption, transferOpen } from './voice.service.js';

/** ConversationRelay's messages from Twilio (the ones we act on). */
type RelayIn =
  | { type: 'setup'; callSid: string; from?: string; to?: string }
  | { type: 'prompt'; voicePrompt: string; last?: boolean }
  | { type: 'interrupt'; utteranceUntilInterrupt?: string; durationUntilInterruptMs?: number }
  | { type: 'dtmf'; digit: string }
  | { type: 'error'; description?: string };

const SORRY = 'Sorry, I had trouble with that. Could you say it again?';

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
      this.enqueue(() => this.onPrompt(text, generation), text);
    } else if (message.type === 'interrupt') {
      this.onInterrupt(typeof message.utteranceUntilInterrupt === 'string' ? message.utteranceUntilInterrupt : '');
    } else if (message.type === 'dtmf' && message.digit === '0') {
      this.enqueue(() => this.pressedZero());
    } else if (message.type === 'error') {
      this.logger.warn({ callSid: this.call.callSid, description: message.description }, 'ConversationRelay reported an error');
    }
  }

  /** Runs one piece of the call's work after the ones before it; when it fails, the caller is asked to say it again, and the transcript keeps both (`lead`: what they said). */
  private enqueue(work: () => Promise<void>, lead?: string): void {
    this.queue = this.queue.then(work).catch(async (err: unknown) => {
      this.logger.error({ err, callSid: this.call.callSid }, 'relay turn failed');
      await this.record({ lead, reply: this.say(SORRY) });
    });
  }

  private send(message: object): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(JSON.stringify(message));
  }

  /**
   * Speaks a text, sentence by sentence, and answers exactly what was sent
   * to be spoken (the tokens joined): what the transcript stores. Until an
   * interrupt says otherwise, it is what the caller is hearing.
   */
  private say(text: string): string {
    const parts = sentences(text.trim());
    parts.forEach((token, i) => this.send({ type: 'text', token, last: i === parts.length - 1 }));
    const said = parts.join('');
    this.speaking = said;
    return said;
  }

  /** Stores a line the relay spoke outside a turn (the caller pressed 0, a turn failed), in order, after the turns before it. */
  private async record(said: { lead?: string; reply: string; needsAgent?: boolean }): Promise<void> {
    await recordChannelTurn(String(this.call.conversationId), String(this.call.userId), said).catch((err: unknown) =>
      this.logger.warn({ err, callSid: this.call.callSid }, 'could not store what the relay said'),
    );
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
   * is the decision, not the writes. What the relay spoke (the reply, or
   * the hand-off's own line) is what the turn stores. The next prompt of
   * the call still waits for this turn to be stored (the queue and
   * takeTurn's lock); the agent's text about a message left follows it.
   */
  private async onPrompt(text: string, generation: number): Promise<void> {
    if (this.ended) return;
    const agent = await this.load();
    let spoken = false;
    let after: Promise<void> = Promise.resolve();
    try {
      await takeTurn('voice', String(this.call.conversationId), agent, text, {
        logger: this.logger,
        memo: this.memo,
        onReply: async (reply) => {
          spoken = true;
          const answered = await this.answer(reply, text, generation, agent);
          after = answered.after;
          return answered.said;
        },
      });
    } catch (err) {
      // The caller already heard the reply: storing it failed, which is the log's business, not the caller's.
      if (!spoken) throw err;
      this.logger.error({ err, callSid: this.call.callSid }, 'relay turn could not be stored');
    }
    await after;
  }

  /**
   * What the caller hears of one turn's reply: it, a transfer, or the
   * message being taken; answers the text spoken ('' for none) and the
   * work that follows once the turn is stored. Never fails: the caller
   * has heard what they heard, and the turn stores it.
   */
  private async answer(turn: TurnReply, text: string, generation: number, agent: AgentSettings): Promise<{ said: string; after: Promise<void> }> {
    if (this.takingMessage) return this.messageTaken(text, agent);
    // Noted once what the caller hears is on its way (the summary names the question).
    const noted = turn.unanswered ? this.note({ unanswered: turn.unanswered }) : Promise.resolve();
    const spoken = await this.spoken(turn, generation, agent);
    await noted;
    return spoken;
  }

  /** The line for a turn's reply: a hand-off when a person was asked for, else the reply (unless an interrupt made it stale). */
  private async spoken(turn: TurnReply, generation: number, agent: AgentSettings): Promise<{ said: string; after: Promise<void> }> {
    const none = { said: '', after: Promise.resolve() };
    // A person asked for: put through, or a message taken. Any other hand-off (a question only the agent can answer, no free times) is said as the assistant worded it.
    if (turn.status === 'needs-agent' && turn.handoff === 'asked') return { said: await this.handOff(agent), after: Promise.resolve() };
    if (!turn.reply) return none;
    // Interrupted while the reply was being worked out: the caller never hears it, and the conversation does not keep it.
    if (generation !== this.generation) {
      await noteInterruption(this.call.callSid, turn.reply, '').catch((err: unknown) =>
        this.logger.warn({ err, callSid: this.call.callSid }, 'could not note the interruption'),
      );
      return none;
    }
    return { said: this.say(turn.reply), after: Promise.resolve() };
  }

  /** Notes on the call's log what the caller asked for, for its summary; a failed write is the log's business. */
  private note(request: Parameters<typeof noteCallRequest>[1]): Promise<void> {
    return noteCallRequest(this.call.callSid, request).catch((err: unknown) =>
      this.logger.warn({ err, callSid: this.call.callSid }, 'could not note what the caller asked for'),
    );
  }

  /**
   * A person was asked for: put through when the forwarding phone rings
   * now, else take a message. Answers the line spoken.
   */
  private async handOff(agent: AgentSettings): Promise<string> {
    if (this.number && transferOpen(this.number, agent)) {
      const said = this.say(`Of course. I’m connecting you with ${agent.agentName} now.`);
      await this.note({ person: agent.agentName, handoff: 'transferred' });
      this.ended = true;
      this.send({ type: 'end', handoffData: JSON.stringify({ reason: 'live-agent-handoff', callSid: this.call.callSid }) });
      return said;
    }
    this.takingMessage = true;
    const said = this.say(`${agent.agentName} can’t take the call right now. What message would you like me to pass on? I’ll make sure they get it.`);
    await this.note({ person: agent.agentName });
    return said;
  }

  /** The caller pressed 0: the hand-off, with no words of theirs; what the relay said is stored as the assistant's, and the agent is needed. */
  private async pressedZero(): Promise<void> {
    if (this.ended || this.takingMessage) return;
    const agent = await this.load();
    const said = await this.handOff(agent);
    await this.record({ reply: said, needsAgent: true });
  }

  private async messageTaken(message: string, agent: AgentSettings): Promise<{ said: string; after: Promise<void> }> {
    const said = this.say(`Thank you. I’ve passed your message to ${agent.agentName}, who will call you back soon. Goodbye!`);
    this.ended = true;
    this.send({ type: 'end', handoffData: JSON.stringify({ reason: 'message-taken' }) });
    // Written before the turn is stored: the call's status callback waits for the turn, then reads the log.
    await this.note({ message, handoff: 'message_taken' });
    const after = this.alertAgent(message).catch((err: unknown) => this.logger.warn({ err, callSid: this.call.callSid }, 'could not text the agent'));
    return { said, after };
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
