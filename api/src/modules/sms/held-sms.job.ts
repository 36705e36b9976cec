import { NOT_SENT_REASONS } from '@leadnest/contracts';

import { recordDelivery } from '../conversations/conversations.service.js';
import { type ClaimedJob, MAX_ATTEMPTS, scheduleJob } from '../jobs/jobs.service.js';
import { isOptedOut, sendSms } from './sms-sender.js';

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
  /** The assistant's message this reply is (its delivery status follows the text); absent on jobs stored before it was kept. */
  conversationId?: string;
  seq?: number;
}

/** Stored on every held reply's job: the name from before the phone module was split, kept so stored jobs still run. */
export const SEND_SMS = 'phone.send-sms';

/**
 * The held reply's job handler (registered where the app is composed,
 * api/src/compose.ts). Its conversation message records what became of it:
 * sent (then Twilio's callbacks move it on), or failed with the reason when
 * it cannot go (the lead opted out meanwhile, the number is gone) or Twilio
 * refused it on the last attempt (earlier ones are retried, so it stays
 * sending).
 */
export async function sendHeldSms(payload: Record<string, unknown>, job?: Pick<ClaimedJob, 'attempts'>): Promise<void> {
  const { userId, from, to, body, conversationId, seq } = payload as unknown as HeldSms;
  const of = typeof conversationId === 'string' && typeof seq === 'number' ? { conversationId, seq } : undefined;
  let sent: boolean;
  try {
    // sendSms checks the opt-out again, so a lead who texted STOP meanwhile gets nothing.
    sent = await sendSms(userId, from, to, body, of);
  } catch (err) {
    if (of && (job?.attempts ?? MAX_ATTEMPTS) >= MAX_ATTEMPTS) {
      await recordDelivery(of.conversationId, of.seq, { status: 'failed', reason: NOT_SENT_REASONS.SMS_NOT_SENT });
    }
    throw err;
  }
  if (!of) return;
  if (sent) await recordDelivery(of.conversationId, of.seq, { status: 'sent' });
  else {
    const reason = (await isOptedOut(userId, to)) ? NOT_SENT_REASONS.SMS_OPTED_OUT : NOT_SENT_REASONS.SMS_NO_NUMBER;
    await recordDelivery(of.conversationId, of.seq, { status: 'failed', reason });
  }
}

/** Stores the held reply's job; its conversation message says it is on its way (sending) until the job has sent it. */
export async function scheduleSms(sms: HeldSms, runAt: Date): Promise<void> {
  await scheduleJob(SEND_SMS, `sms-reply:${sms.inReplyTo}`, runAt, { ...sms });
  if (sms.conversationId && sms.seq !== undefined) await recordDelivery(sms.conversationId, sms.seq, { status: 'sending' });
}
