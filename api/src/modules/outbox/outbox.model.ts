import mongoose, { Schema, type Types } from 'mongoose';

/**
 * Mail waiting to go out (docs/decisions/0021-mail-outbox.md).
 * A request only inserts here; delivery happens after the answer, so a slow
 * or failing mail server never fails a registration, and a pending mail is
 * retried later.
 */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'logged' | 'failed';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface OutboxMail {
  _id: Types.ObjectId;
  /** What it is, for finding it again (tests, support): 'verify-email'. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  /** Files sent with it (an appointment's .ics), stored with the mail so a retry sends them too. */
  attachments?: MailAttachment[];
  status: OutboxStatus;
  attempts: number;
  lastError?: string;
  createdAt: Date;
  sentAt?: Date;
}

const outboxSchema = new Schema<OutboxMail>(
  {
    kind: { type: String, required: true },
    to: { type: String, required: true },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    attachments: { type: [new Schema<MailAttachment>({ filename: String, contentType: String, content: String }, { _id: false })], default: undefined },
    status: { type: String, enum: ['pending', 'sending', 'sent', 'logged', 'failed'], default: 'pending', index: true },
    attempts: { type: Number, default: 0 },
    lastError: String,
    createdAt: { type: Date, default: () => new Date() },
    sentAt: Date,
  },
  { collection: 'outbox', versionKey: false },
);

export const OutboxModel = mongoose.model<OutboxMail>('OutboxMail', outboxSchema);
