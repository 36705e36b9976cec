import type { Types } from 'mongoose';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Env } from '../../config/env.js';
import type { AppLogger } from '../../lib/logger.js';
import { OutboxModel, type MailAttachment, type OutboxMail } from './outbox.model.js';

export const MAX_ATTEMPTS = 5;

export interface NewMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface Outbox {
  /** Stores the mail and starts delivering it in the background. */
  enqueue(mail: NewMail): Promise<void>;
  /** Delivers every pending mail; resolves when done (tests and start-up await it). */
  deliverPending(): Promise<void>;
}

/**
 * Delivery: SMTP through nodemailer when SMTP_URL is set; otherwise the mail
 * (link included) is written to the log, which is how a local run without a
 * mail server still lets someone click the verification link.
 */
export function createOutbox(deps: { env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>; logger: AppLogger }): Outbox {
  const { env, logger } = deps;
  let transport: Transporter | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  async function deliver(mail: OutboxMail): Promise<void> {
    if (!env.SMTP_URL) {
      logger.info({ mail: { id: String(mail._id), kind: mail.kind, to: mail.to, subject: mail.subject, text: mail.text } }, 'mail not sent (SMTP_URL is not set); logged instead');
      await OutboxModel.updateOne({ _id: mail._id }, { $set: { status: 'logged', sentAt: new Date() } });
      return;
    }
    transport ??= nodemailer.createTransport(env.SMTP_URL);
    try {
      await transport.sendMail({ from: env.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, attachments: mail.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })) });
      await OutboxModel.updateOne({ _id: mail._id }, { $set: { status: 'sent', sentAt: new Date() }, $unset: { lastError: 1 } });
    } catch (err) {
      const status = mail.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
      logger.warn({ err, mailId: String(mail._id), attempts: mail.attempts, status }, 'mail delivery failed');
      await OutboxModel.updateOne({ _id: mail._id }, { $set: { status, lastError: String((err as Error).message ?? err) } });
    }
  }

  /** `tried`: mails claimed in this run; one that failed went back to pending and waits for a later run. */
  async function drain(tried: Types.ObjectId[]): Promise<void> {
    for (;;) {
      // Claim one mail at a time, so two processes never send the same mail twice.
      const mail = await OutboxModel.findOneAndUpdate(
        { status: 'pending', attempts: { $lt: MAX_ATTEMPTS }, _id: { $nin: tried } },
        { $set: { status: 'sending' }, $inc: { attempts: 1 } },
        { returnDocument: 'after', sort: { createdAt: 1 } },
      ).lean();
      if (!mail) return;
      tried.push(mail._id);
      await deliver(mail);
    }
  }

  function deliverPending(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      const tried: Types.ObjectId[] = [];
      do {
        again = false;
        await drain(tried);
      } while (again);
    })().finally(() => (running = undefined));
    return running;
  }

  return {
    async enqueue(mail) {
      await OutboxModel.create({ ...mail, status: 'pending', attempts: 0 });
      deliverPending().catch((err: unknown) => logger.error({ err }, 'outbox delivery failed'));
    },
    deliverPending,
  };
}
