import { hasActivePlan } from '@leadnest/plans';

import { agentSettingsOf } from '../../../agent-settings/agent-settings.service.js';
import { findUser } from '../../../agent-settings/profile.service.js';
import { holdUntil, replyDelayMs, takeTurn } from '../../../assistant/assistant.service.js';
import { type JobHandler, MAX_ATTEMPTS } from '../../../jobs/jobs.service.js';
import { type MetaPageConnection, MetaPageConnectionModel } from '../meta-page.model.js';
import { openPageToken } from '../page-token.js';
import { conversationOf, type ProfileRead } from './contacts.js';
import { messageText } from './message-text.js';
import type { MessagingDeps } from './messaging-deps.js';
import { profileName, type SendingPage, sendMetaText, tokenRefused } from './messaging-graph.js';
import { type MetaContact, MetaContactModel } from './meta-contact.model.js';
import { type MetaMessage, MetaMessageModel, type MetaMessageStatus } from './meta-message.model.js';
import { markNeedsReconnect } from './needs-reconnect.js';
import { recordSent } from './record-sent.js';
import { assistantMayAnswer } from './reply-window.js';

/** Statuses a job has nothing more to do for. */
const SETTLED = new Set<MetaMessageStatus>(['answered', 'silent', 'expired', 'failed', 'dropped']);

const settle = (message: Pick<MetaMessage, '_id'>, status: MetaMessageStatus, extra: Partial<MetaMessage> = {}) =>
  MetaMessageModel.updateOne({ _id: message._id }, { $set: { status, ...extra } });

/**
 * The job of one message a person sent (META_MESSAGE_JOB), run at once by
 * the process that received it and retried by the runner:
 * 1. the page needs reconnecting → held (answered after the agent connects again);
 * 2. the turn, once: takeTurn on the platform's channel, the person's profile
 *    name read first; outside Meta's 24-hour window (or without a plan) the
 *    message is stored and the assistant stays silent;
 * 3. the reply through the Send API (RESPONSE) as soon as the turn decides
 *    it, while the turn is stored, as an SMS is answered
 *    (docs/decisions/0035-meta-direct-messages.md, "What the person waits
 *    for"). A refused token marks the page and holds the reply; any other
 *    Graph error fails the job, which the runner retries with back-off,
 *    sending only (the turn is stored).
 */
export function answerMetaMessage(deps: MessagingDeps): JobHandler {
  return async (payload, job) => {
    const message = await MetaMessageModel.findOne({ mid: String(payload.mid), direction: 'inbound' }).lean<MetaMessage>();
    // The webhook stores the message, the person and this job at once (receive.ts); a job that got here first waits for Meta's retry of the webhook.
    if (!message) throw new Error(`meta message ${String(payload.mid)} is not stored yet`);
    if (SETTLED.has(message.status)) return;
    const [page, contact, owner] = await Promise.all([
      MetaPageConnectionModel.findOne({ userId: message.userId, pageId: message.pageId }).lean<MetaPageConnection>(),
      MetaContactModel.findOne({
        userId: message.userId,
        platform: message.platform,
        accountId: message.accountId,
        senderId: message.personId,
      }).lean<MetaContact>(),
      findUser(String(message.userId)),
    ]);
    if (!page) return void (await settle(message, 'dropped'));
    if (page.needsReconnectSince) return void (await settle(message, 'held'));
    if (!contact) throw new Error(`meta message ${message.mid}: its person is not stored yet`);
    const token = openPageToken(page);
    const reply = replier(deps, message, { pageId: page.pageId, instagramAccountId: page.instagramAccountId, token }, page);

    // A reply already decided (the turn is stored) is only sent: a retry, or a reply held over a reconnect.
    if (message.replyText) {
      // It goes only while Meta still takes it.
      if (!assistantMayAnswer(contact.lastInboundAt, new Date())) return void (await settle(message, 'expired'));
      return reply.send(message.replyText, job);
    }
    if (!owner) return void (await settle(message, 'dropped'));
    const profile = await readProfile(deps, page, contact, token);
    if (profile === 'refused') return void (await settle(message, 'held'));
    const name = profile ? profile.name : contact.name;
    const now = new Date();
    const conversationId = await conversationOf(contact, now, profile ?? undefined);
    const mayReply = assistantMayAnswer(contact.lastInboundAt, now) && hasActivePlan(owner.plan);
    const agent = agentSettingsOf(owner);
    // The agent's response delay (AI Settings), counted from when the message came: a reply never lands faster than a person types.
    const delayMs = replyDelayMs(agent, message.platform);
    let sending: Promise<void> | null = null;
    await takeTurn(message.platform, String(conversationId), agent, messageText(message.text, message.attachments), {
      // Not answered: the message is shown when the person wrote it.
      now: mayReply ? now : message.sentAt,
      logger: deps.logger,
      mayReply,
      // The lead this person becomes carries their profile's name until they give one.
      knownName: name,
      // Sent while the turn is written; its outcome is awaited below, after the turn.
      onReply: ({ reply: text }) => {
        if (!text) return;
        sending = holdUntil(message.createdAt.getTime(), delayMs).then(() => reply.send(text, job));
        sending.catch(() => undefined);
      },
    }).catch(async (err: unknown) => {
      // The reply may be out already: the retry must not decide (and send) another.
      if (sending) await (sending as Promise<void>).catch(() => undefined);
      throw err;
    });
    if (!sending) return void (await settle(message, 'silent'));
    await sending;
  };
}

/**
 * Sends the assistant's reply to the person and records the outcome on
 * their message: answered (with Meta's mid, so its echo is known as ours);
 * held when Meta refused the page's token (the page is marked for
 * reconnecting); otherwise kept as `replying` with the text, so the
 * runner's retry sends the same words instead of taking the turn again.
 */
function replier(deps: MessagingDeps, message: MetaMessage, target: SendingPage, page: MetaPageConnection) {
  return {
    async send(text: string, job: Parameters<JobHandler>[1]): Promise<void> {
      try {
        const mid = await sendMetaText(deps.env, target, message.platform, message.personId, text, { messagingType: 'RESPONSE' });
        await Promise.all([
          recordSent(message, mid, text, { messagingType: 'RESPONSE' }),
          settle(message, 'answered', { replyText: text, replyMid: mid, lastError: null }),
        ]);
      } catch (err) {
        if (tokenRefused(err)) {
          await markNeedsReconnect(deps, page, (err as Error).message);
          return void (await settle(message, 'held', { replyText: text }));
        }
        await settle(message, job.attempts >= MAX_ATTEMPTS ? 'failed' : 'replying', { replyText: text, lastError: String((err as Error)?.message ?? err) });
        throw err;
      }
    },
  };
}

/**
 * The person's name from their Graph profile, read once per person (null:
 * read before; the contact has it). Stored with the conversation
 * (conversationOf). A refused token marks the page (the message waits for
 * the reconnect); any other failure leaves the name unknown this time and
 * the turn goes on.
 */
async function readProfile(deps: MessagingDeps, page: MetaPageConnection, contact: MetaContact, token: string): Promise<ProfileRead | null | 'refused'> {
  if (contact.profileRead) return null;
  try {
    return { name: await profileName(deps.env, contact.platform, contact.senderId, token) };
  } catch (err) {
    if (tokenRefused(err)) {
      await markNeedsReconnect(deps, page, (err as Error).message);
      return 'refused';
    }
    deps.logger.warn({ err, contactId: String(contact._id) }, 'meta profile not read; the conversation goes on without the name');
    return null;
  }
}
