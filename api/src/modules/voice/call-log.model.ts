import { CALL_OUTCOMES, type CallOutcome } from '@leadnest/contracts';
import mongoose, { Schema, type Types } from 'mongoose';

/**
 * One call through an agent's number (spec part 2: Call log).
 * Unique by Twilio's CallSid: the voice webhook creates it (a retry finds
 * it), the relay fills the conversation in, the status callback completes
 * it with duration and cost, once.
 */
export interface CallLog {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  callSid: string;
  direction: 'inbound' | 'outbound';
  fromNumber: string;
  toNumber: string;
  /** Seconds, from Twilio's CallDuration. */
  duration: number;
  /** Cents (fractions kept: $0.0085 a minute is 0.85 cents). */
  cost: number;
  outcome?: CallOutcome | null;
  status: string;
  summary?: string | null;
  transcript?: string | null;
  conversationId?: Types.ObjectId | null;
  /** Proves a relay WebSocket belongs to this call (sent in the TwiML's relay URL only). */
  relayToken: string;
  /** When a relay WebSocket took the call with its token: a second socket is refused. */
  relayAttachedAt?: Date | null;
  /** What the caller asked for: put through to the forwarding phone, or a message taken for the agent. */
  handoff?: 'transferred' | 'message_taken' | null;
  /**
   * What the caller asked for, for the summary: a person (the agent's name
   * as said on the call), the message they left, and the topics of
   * questions only the agent can answer.
   */
  askedFor?: { person?: string; message?: string; questions?: string[] } | null;
  completedAt?: Date | null;
  /** Twilio's RE… sid of the call's recording, once its status callback says it is complete (the audio stays on Twilio). */
  recordingSid?: string | null;
  /** The account that holds the recording (the number's, when the callback came). */
  recordingAccountSid?: string | null;
  /** Seconds of audio. */
  recordingDuration?: number | null;
  /** What the caller actually heard of each interrupted reply (ConversationRelay `interrupt`), for the transcript. */
  interruptions?: { said: string; heard: string }[];
  createdAt: Date;
  updatedAt: Date;
}

const schema = new Schema<CallLog>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    callSid: { type: String, required: true },
    direction: { type: String, enum: ['inbound', 'outbound'], required: true },
    fromNumber: { type: String, required: true },
    toNumber: { type: String, required: true },
    duration: { type: Number, default: 0 },
    cost: { type: Number, default: 0 },
    outcome: { type: String, enum: [...CALL_OUTCOMES, null], default: null },
    status: { type: String, required: true },
    summary: String,
    transcript: String,
    conversationId: { type: Schema.Types.ObjectId, default: null },
    relayToken: { type: String, required: true },
    relayAttachedAt: { type: Date, default: null },
    handoff: { type: String, enum: ['transferred', 'message_taken', null], default: null },
    askedFor: { type: new Schema({ person: String, message: String, questions: { type: [String], default: undefined } }, { _id: false }), default: undefined },
    completedAt: { type: Date, default: null },
    recordingSid: { type: String, default: null },
    recordingAccountSid: { type: String, default: null },
    recordingDuration: { type: Number, default: null },
    interruptions: { type: [new Schema({ said: String, heard: String }, { _id: false })], default: undefined },
  },
  { timestamps: true, strict: true, collection: 'call_logs' },
);
schema.index({ callSid: 1 }, { unique: true });
schema.index({ userId: 1, createdAt: -1 });

export const CallLogModel = mongoose.model<CallLog>('CallLog', schema);
