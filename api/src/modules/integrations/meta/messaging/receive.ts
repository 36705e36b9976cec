import { afterAnswer } from '../../../../lib/after-answer.js';
import { AppError } from '../../../../lib/errors.js';
import type { AppLogger } from '../../../../lib/logger.js';
import { changeConversation } from '../../../conversations/conversations.service.js';
import { type ClaimedJob, runClaimedJob, scheduleClaimedJob } from '../../../jobs/jobs.service.js';
import type { MetaEnv } from '../meta-graph.js';
import type { MetaPageConnection } from '../meta-page.model.js';
import { answeringPage, contactFor, conversationOf } from './contacts.js';
import { messageText } from './message-text.js';
import type { MessagingEvent } from './messaging-events.js';
import { MetaMessageModel } from './meta-message.model.js';
import { messageJobKey, META_MESSAGE_JOB } from './needs-reconnect.js';

const isDuplicate = (err: unknown) => (err as { code?: number }).code === 11000;

/**
 * A verified webhook's messages (docs/decisions/0035-meta-direct-messages.md):
 * each one the person sent is stored once by its mid and given a durable
 * job that runs the turn and the Send API after the webhook has answered,
 * in the order they came; an echo of a message typed in Meta's own inbox
 * (another app's) pauses the assistant. Only the database is touched here:
 * every Graph call is the job's. Answers how many new messages were stored.
 */
export async function receiveMessaging(env: MetaEnv, logger: Pick<AppLogger, 'warn' | 'error'>, events: readonly MessagingEvent[]): Promise<number> {
  let stored = 0;
  const run: ClaimedJob[] = [];
  for (const event of events) {
    const page = await answeringPage(event.platform, event.accountId);
    // A page or account nobody connected (or since disconnected): acknowledged, nothing kept.
    if (!page) continue;
    if (event.echo) {
      try {
        await takeOverForEcho(env, page, { ...event, echo: event.echo });
      } catch (err) {
        // A conversation that refuses it (full): acknowledged, or Meta would retry it for ever. Anything else is a 500, which Meta retries.
        if (!(err instanceof AppError)) throw err;
        logger.warn({ err, mid: event.mid }, 'meta echo not added to its conversation');
      }
      continue;
    }
    // The message, the person's window and the job at once (each is keyed, so a retry repeats none): the webhook answers after the slowest, not the sum.
    const key = messageJobKey(event.mid);
    const [isNew, , job] = await Promise.all([
      storeMessage(page, event, 'inbound', 'received'),
      contactFor(page, event, event.sentAt),
      // Stored already claimed by this process, which runs it at once; the poller takes it over only if this process dies (its lock expires) or it fails (at its back-off).
      // Scheduled on a retry too: a first attempt that stored the message and died before this leaves it to the retry.
      scheduleClaimedJob(META_MESSAGE_JOB, key, { mid: event.mid }),
    ]);
    if (isNew) stored += 1;
    if (job) run.push(job);
  }
  if (run.length) {
    const inOrder = run.reduce<Promise<unknown>>((previous, job) => previous.then(() => runClaimedJob(logger, job)), Promise.resolve());
    afterAnswer(inOrder, logger, 'meta message');
  }
  return stored;
}

/**
 * Stored once by its mid; false when it already was (Meta's retry, or the
 * echo of a message we sent, stored under its mid when Graph answered).
 */
async function storeMessage(page: MetaPageConnection, event: MessagingEvent, direction: 'inbound' | 'echo', status: 'received' | 'sent'): Promise<boolean> {
  try {
    await MetaMessageModel.create({
      mid: event.mid,
      userId: page.userId,
      platform: event.platform,
      pageId: page.pageId,
      accountId: event.accountId,
      personId: event.personId,
      direction,
      text: event.text,
      attachments: event.attachments,
      sentAt: event.sentAt,
      status,
    });
    return true;
  } catch (err) {
    if (isDuplicate(err)) return false;
    throw err;
  }
}

/**
 * An echo: the page (or account) sent something. Ours (our app id, or a
 * mid we sent) changes nothing. Anyone else's is a person answering from
 * Meta's own inbox: their message joins the conversation and the assistant
 * pauses there, as with Take Over, until the agent releases it.
 */
async function takeOverForEcho(env: MetaEnv, page: MetaPageConnection, event: MessagingEvent & { echo: { appId: string | null } }): Promise<void> {
  if (event.echo.appId && event.echo.appId === env.META_APP_ID) return;
  // Our own send, or Meta's retry of this echo: already here.
  if (!(await storeMessage(page, event, 'echo', 'sent'))) return;
  const contact = await contactFor(page, event);
  const conversationId = await conversationOf(contact, event.sentAt);
  const text = messageText(event.text, event.attachments);
  await changeConversation({ _id: conversationId, userId: String(page.userId) }, (seen) =>
    seen.status === 'opted-out'
      ? { add: [{ role: 'agent', text, at: event.sentAt }] }
      : { add: [{ role: 'agent', text, at: event.sentAt }], set: { aiPaused: true, status: 'taken-over' } },
  );
}
