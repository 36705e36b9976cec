import { scheduleJob } from '../jobs/jobs.service.js';
import { sendSms } from './sms-sender.js';

/**
 * A reply held back by the agent's SMS response speed or hours:
 * a durable job of the jobs module (stored in MongoDB, claimed with a lock,
 * run once, retried with back-off), keyed by the text it answers, so a
 * retried webhook schedules it once.
 */
export interface HeldSms {
  userId: string;
  from: string;
  to: string;
  body: string;
  /** The MessageSid of the lead's text this answers. */
  inReplyTo: string;
}

/** Stored on every held reply's job: the name from before the phone module was split, kept so stored jobs still run. */
export const SEND_SMS = 'phone.send-sms';

/** The held reply's job handler (registered where the app is composed, api/src/compose.ts). */
export async function sendHeldSms(payload: Record<string, unknown>): Promise<void> {
  const { userId, from, to, body } = payload as unknown as HeldSms;
  // sendSms checks the opt-out again, so a lead who texted STOP meanwhile gets nothing.
  await sendSms(userId, from, to, body);
}

export async function scheduleSms(sms: HeldSms, runAt: Date): Promise<void> {
  await scheduleJob(SEND_SMS, `sms-reply:${sms.inReplyTo}`, runAt, { ...sms });
}
