import mongoose, { Schema, type Types } from 'mongoose';

import { META_CHANNELS, type MetaChannel } from './meta-contact.model.js';

/** A photo, sticker, video… kept as the link Meta gave (Meta's links expire after a while; the text says what it was). */
export interface MetaAttachment {
  /** Meta's attachment type (image, video, audio, file…), or sticker. */
  kind: string;
  url: string | null;
}

const attachmentSchema = new Schema<MetaAttachment>({ kind: { type: String, required: true }, url: { type: String, default: null } }, { _id: false });

/**
 * - received: waiting for its job (the turn, then the Send API);
 * - held: the page needs reconnecting; answered when it is back, inside the window;
 * - replying: the turn is stored, its reply not yet sent (a retry only sends);
 * - answered / silent (no reply: paused, opted out, outside the window, no plan) / expired (the window closed before the reply could go);
 * - failed: Graph kept refusing after every retry; dropped: the page was disconnected.
 */
export const META_MESSAGE_STATUSES = ['received', 'held', 'replying', 'answered', 'silent', 'expired', 'failed', 'dropped', 'sent'] as const;
export type MetaMessageStatus = (typeof META_MESSAGE_STATUSES)[number];

/**
 * Every Messenger and Instagram message in or out, unique by Meta's `mid`:
 * Meta retries a webhook it thinks was lost, and the retry finds the
 * message already here and is answered once. Outbound ones are kept so the
 * echo of our own send is known as ours.
 */
export interface MetaMessage {
  _id: Types.ObjectId;
  mid: string;
  userId: Types.ObjectId;
  platform: MetaChannel;
  pageId: string;
  accountId: string;
  /** The person (PSID or IGSID), whichever way the message went. */
  personId: string;
  /** inbound: the person wrote; outbound: we sent (the assistant or the agent's inbox reply); echo: someone sent from Meta's own inbox. */
  direction: 'inbound' | 'outbound' | 'echo';
  text: string;
  attachments: MetaAttachment[];
  /** When Meta says it was sent. */
  sentAt: Date;
  status: MetaMessageStatus;
  /** Inbound: the assistant's reply once the turn decided it; outbound: what was sent. */
  replyText?: string | null;
  replyMid?: string | null;
  /** Outbound: RESPONSE, or MESSAGE_TAG with HUMAN_AGENT. */
  messagingType?: string | null;
  tag?: string | null;
  lastError?: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const schema = new Schema<MetaMessage>(
  {
    mid: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    platform: { type: String, enum: META_CHANNELS, required: true },
    pageId: { type: String, required: true },
    accountId: { type: String, required: true },
    personId: { type: String, required: true },
    direction: { type: String, enum: ['inbound', 'outbound', 'echo'], required: true },
    text: { type: String, default: '' },
    attachments: { type: [attachmentSchema], default: [] },
    sentAt: { type: Date, required: true },
    status: { type: String, enum: META_MESSAGE_STATUSES, required: true },
    replyText: { type: String, default: null },
    replyMid: { type: String, default: null },
    messagingType: { type: String, default: null },
    tag: { type: String, default: null },
    lastError: { type: String, default: null },
  },
  { timestamps: true, strict: true, collection: 'meta_messages' },
);
// Stored once per mid: Meta's retries and our own echoes find it here.
schema.index({ mid: 1 }, { unique: true });
// A page back from reconnecting: its held messages.
schema.index({ userId: 1, pageId: 1, status: 1 });

export const MetaMessageModel = mongoose.model<MetaMessage>('MetaMessage', schema);
