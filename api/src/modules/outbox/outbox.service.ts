import { Types } from 'mongoose';
import nodemailer, { type Transporter } from 'nodemailer';

import type { Env } from '../../config/env.js';
import { afterAnswer } from '../../lib/after-answer.js';
import type { AppLogger } from '../../lib/logger.js';
import { cancelJob, type JobHandler, MAX_ATTEMPTS as JOB_MAX_ATTEMPTS, runJobNow, scheduleJob } from '../jobs/jobs.service.js';
import { type MailAttachment, type OutboxMail, OutboxModel } from './outbox.model.js';

/** A mail is tried as often as its job: the jobs runner's attempts, after which both are 'failed'. */
export const MAX_ATTEMPTS = JOB_MAX_ATTEMPTS;

/** The durable job that delivers one stored mail (docs/decisions/0021-mail-outbox.md). */
export const MAIL_JOB = 'outbox.deliver';

/** One job per mail, keyed by the mail's id: scheduling it twice stores it once. */
export const mailJobKey = (mailId: Types.ObjectId | string) => `outbox:${String(mailId)}`;

/**
 * How long the poller leaves a new mail's job to the process that stored
 * it. That process delivers it at once (runJobNow, which does not wait for
 * runAt); the poller only takes it over when that process died before it
 * could, or after a failure (at the back-off time). The margin also keeps
 * the poller from running the job in the moment between storing the job
 * and storing the mail (see enqueue).
 */
export const MAIL_JOB_GRACE_MS = 30_000;

/**
 * Gives a delivery job to every mail still to send that has none: mails
 * stored before delivery became a job (they were sent by a claim loop that
 * no longer exists). start.ts runs it once; a mail that has its job keeps
 * it (scheduling is once per key), so running it again changes nothing.
 * Answers how many jobs it stored.
 */
export async function scheduleMailsWithoutJob(now = new Date()): Promise<number> {
  let stored = 0;
  const waiting = OutboxModel.find({ status: { $in: ['pending', 'sending'] } }, { _id: 1 })
    .lean()
    .cursor();
  for await (const mail of waiting) if (await scheduleJob(MAIL_JOB, mailJobKey(mail._id), now, { mailId: String(mail._id) })) stored += 1;
  return stored;
}

export interface NewMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface Outbox {
  /** Stores the mail with its delivery job and starts delivering it in the background, after the answer. */
  enqueue(mail: NewMail): Promise<void>;
  /**
   * The job handler that delivers one stored mail. The app registers it
   * under MAIL_JOB where it is assembled (app.ts), once; without that
   * registration mails are stored but never sent.
   */
  deliver: JobHandler;
}

/**
 * Delivery: SMTP through nodemailer when SMTP_URL is set; otherwise the mail
 * (link included) is written to the log, which is how a local run without a
 * mail server still lets someone click the verification link.
 *
 * Delivery is a durable job (jobs.service.ts): it starts at once in the
 * process that stored the mail, and a failure, or a process that died
 * mid-send, is picked up by the job runner (back-off, lock expiry).
 */
export function createOutbox(deps: { env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>; logger: AppLogger }): Outbox {
  const { env, logger } = deps;
  let transport: Transporter | undefined;

  async function send(mail: OutboxMail): Promise<'sent' | 'logged'> {
    if (!env.SMTP_URL) {
      logger.info(
        { mail: { id: String(mail._id), kind: mail.kind, to: mail.to, subject: mail.subject, text: mail.text } },
        'mail not sent (SMTP_URL is not set); logged instead',
      );
      return 'logged';
    }
    transport ??= nodemailer.createTransport(env.SMTP_URL);
    await transport.sendMail({
      from: env.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      attachments: mail.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
    });
    return 'sent';
  }

  const deliver: JobHandler = async (payload, job) => {
    const mailId = String(payload.mailId);
    // The job's claim already makes this runner the only one on this mail;
    // 'sending' is taken too, since that is how a process that died mid-send
    // left it. A mail already sent, logged or given up on is not sent again.
    const mail = await OutboxModel.findOneAndUpdate(
      { _id: mailId, status: { $in: ['pending', 'sending'] } },
      { $set: { status: 'sending', attempts: job.attempts } },
      { returnDocument: 'after' },
    ).lean<OutboxMail>();
    if (!mail) {
      // Either done already, or the process died between storing the job and storing the mail (enqueue never answered): nothing to send.
      if (!(await OutboxModel.exists({ _id: mailId }))) logger.warn({ mailId, job: job.key }, 'mail job without its mail; nothing to deliver');
      return;
    }
    try {
      const status = await send(mail);
      await OutboxModel.updateOne({ _id: mail._id }, { $set: { status, sentAt: new Date() }, $unset: { lastError: 1 } });
    } catch (err) {
      const status = job.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
      logger.warn({ err, mailId, attempts: job.attempts, status }, 'mail delivery failed');
      await OutboxModel.updateOne({ _id: mail._id }, { $set: { status, lastError: String((err as Error)?.message ?? err) } });
      // Failing the job is what schedules the retry (with the runner's back-off) or ends it.
      throw err;
    }
  };

  return {
    async enqueue(mail) {
      const _id = new Types.ObjectId();
      const key = mailJobKey(_id);
      // The job first, then the mail. A crash between the two writes then
      // leaves a job whose mail does not exist (it finds nothing and ends),
      // never a mail that nothing will deliver; and the request that was
      // storing it did not answer, so no one was told it was sent. The other
      // order could strand a pending mail with no job to send it.
      await scheduleJob(MAIL_JOB, key, new Date(Date.now() + MAIL_JOB_GRACE_MS), { mailId: String(_id) });
      try {
        await OutboxModel.create({ _id, ...mail, status: 'pending', attempts: 0 });
      } catch (err) {
        await cancelJob(key).catch(() => undefined);
        throw err;
      }
      // Delivery starts now rather than at the next poll; tracked so that shutdown (and tests) can wait for it.
      afterAnswer(runJobNow(logger, key), logger, 'mail delivery');
    },
    deliver,
  };
}
