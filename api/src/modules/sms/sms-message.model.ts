import mongoose, { Schema, type Types } from 'mongoose';

/**
 * Every text in or out of an agent's number. Inbound ones are
 * unique by Twilio's MessageSid, so a webhook Twilio retries is answered
 * from here instead of being stored and answered twice.
 */
export interface SmsMessage {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  direction: 'inbound' | 'outbound';
  /** Twilio's SM… sid; outbound ones get theirs once Twilio accepted them. */
  messageSid?: string | null;
  from: string;
  to: string;
  body: string;
  /** Inbound: the reply given in the TwiML answer ('' when none). */
  replyText?: string | null;
  /** Inbound: the stored outbound text of that reply (a retried webhook answers with the same StatusCallback). */
  replyId?: Types.ObjectId | null;
  /**
   * Inbound: received → answered (reply in TwiML) / scheduled (a job sends it later).
   * Outbound: queued → sent / failed, then Twilio's status callback: delivered / undelivered / failed
   * (a reply answered in a webhook's TwiML stays queued until Twilio's first callback).
   */
  status: 'received' | 'answered' | 'scheduled' | 'queued' | 'sent' | 'failed' | 'delivered' | 'undelivered';
  /** Outbound, Twilio's ErrorCode when it said undelivered or failed. */
  errorCode?: string | null;
  /** Outbound text of a conversation's message (the agent's inbox reply, the assistant's reply): which one, for its delivery status. */
  conversationId?: Types.ObjectId | null;
  seq?: number | null;
  createdAt: Date;
}

const schema = new Schema<SmsMessage>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    direction: { type: String, enum: ['inbound', 'outbound'], required: true },
    messageSid: String,
    from: { type: String, required: true },
    to: { type: String, required: true },
    body: { type: String, default: '' },
    replyText: String,
    replyId: Schema.Types.ObjectId,
    status: { type: String, required: true },
    errorCode: String,
    conversationId: Schema.Types.ObjectId,
    seq: Number,
  },
  { timestamps: true, strict: true, collection: 'sms_messages' },
);
schema.index({ messageSid: 1 }, { unique: true, sparse: true });
schema.index({ userId: 1, createdAt: -1 });

export const SmsMessageModel = mongoose.model<SmsMessage>('SmsMessage', schema);
