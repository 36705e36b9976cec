import { hasActivePlan } from '@leadnest/plans';

import { agentSettingsOf } from '../../../agent-settings/agent-settings.service.js';
import { findUser } from '../../../agent-settings/profile.service.js';
import { holdUntil, replyDelayMs, takeTurn } from '../../../assistant/assistant.service.js';
import { type JobHandler, MAX_ATTEMPTS } from '../../../jobs/jobs.service.js';
import { nameLeadIfUnnamed, UNNAMED_LEAD } from '../../../leads/leads.service.js';
import { type MetaPageConnection, MetaPageConnectionModel } from '../meta-page.model.js';
import { openPageToken } from '../page-token.js';
import { conversationOf } from './contacts.js';
import { messageText } from './message-text.js';
import type { MessagingDeps } from './messaging-deps.js';
import { profileName, sendMetaText, tokenRefused } from './messaging-graph.js';
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
 * 3. the reply through the Send API (RESPONSE). A refused token marks the
 *    page and holds the reply; any other Graph error fails the job, which
 *    the runner retries with back-off, sending only (the turn is stored).
 * (docs/decisions/0035-meta-direct-messages.md)
 */
export function answerMetaMessage(deps: MessagingDeps): JobHandler {
  return async (payload, job) => {
    const message = await MetaMessageModel.findOne({ mid: String(payload.mid), direction: 'inbound' }).lean<MetaMessage>();
    if (!message || SETTLED.has(message.status)) return;
    const page = await MetaPageConnectionModel.findOne({ userId: message.userId, pageId: message.pageId }).lean<MetaPageConnection>();
    if (!page) return void (await settle(message, 'dropped'));
    if (page.needsReconnectSince) return void (await settle(message, 'held'));
    const contact = await MetaContactModel.findOne({
      userId: message.userId,
      platform: message.platform,
      accountId: message.accountId,
      senderId: message.personId,
    }).lean<MetaContact>();
    if (!contact) return void (await settle(message, 'dropped'));
    const token = openPageToken(page);

    // A reply already decided (the turn is stored) is only sent: a retry, or a reply held over a reconnect.
    let reply = message.replyText ?? '';
    let hold: { from: number; ms: number } | null = null;
    if (!reply) {
      const owner = await findUser(String(message.userId));
      if (!owner) return void (await settle(message, 'dropped'));
      const named = await readProfile(deps, page, contact, token);
      if (named === 'refused') return void (await settle(message, 'held'));
      const now = new Date();
      const conversationId = await conversationOf(named, now);
      const mayReply = assistantMayAnswer(contact.lastInboundAt, now) && hasActivePlan(owner.plan);
      const agent = agentSettingsOf(owner);
      const turn = await takeTurn(message.platform, String(conversationId), agent, messageText(message.text, message.attachments), {
        // Not answered: the message is shown when the person wrote it.
        now: mayReply ? now : message.sentAt,
        logger: deps.logger,
        mayReply,
      });
      // The lead this person became carries their profile's name until they give one.
      if (named.name && turn.conversation.leadId && turn.conversation.leadName === UNNAMED_LEAD[message.platform])
        await nameLeadIfUnnamed(turn.conversation.leadId, String(message.userId), named.name);
      if (!turn.reply) return void (await settle(message, 'silent'));
      reply = turn.reply;
      await settle(message, 'replying', { replyText: reply });
      hold = { from: message.createdAt.getTime(), ms: replyDelayMs(agent, message.platform) };
    }

    // A reply waiting since before a reconnect goes only while Meta still takes it.
    if (!assistantMayAnswer(contact.lastInboundAt, new Date())) return void (await settle(message, 'expired'));
    // The agent's response delay (AI Settings), counted from when the message came: a reply never lands faster than a person types.
    if (hold) await holdUntil(hold.from, hold.ms);
    try {
      const sent = { pageId: page.pageId, instagramAccountId: page.instagramAccountId, token };
      const mid = await sendMetaText(deps.env, sent, message.platform, message.personId, reply, { messagingType: 'RESPONSE' });
      await recordSent(message, mid, reply, { messagingType: 'RESPONSE' });
      await settle(message, 'answered', { replyMid: mid, lastError: null });
    } catch (err) {
      if (tokenRefused(err)) {
        await markNeedsReconnect(deps, page, (err as Error).message);
        return void (await settle(message, 'held'));
      }
      await settle(message, job.attempts >= MAX_ATTEMPTS ? 'failed' : 'replying', { lastError: String((err as Error)?.message ?? err) });
      throw err;
    }
  };
}

/**
 * The person's name from their Graph profile, read once per person. A
 * refused token marks the page (the message waits for the reconnect); any
 * other failure leaves the name unknown this time and the turn goes on.
 */
async function readProfile(deps: MessagingDeps, page: MetaPageConnection, contact: MetaContact, token: string): Promise<MetaContact | 'refused'> {
  if (contact.profileRead) return contact;
  try {
    const name = await profileName(deps.env, contact.platform, contact.senderId, token);
    const stored = await MetaContactModel.findOneAndUpdate(
      { _id: contact._id },
      { $set: { name, profileRead: true } },
      { returnDocument: 'after' },
    ).lean<MetaContact>();
    return stored ?? { ...contact, name, profileRead: true };
  } catch (err) {
    if (tokenRefused(err)) {
      await markNeedsReconnect(deps, page, (err as Error).message);
      return 'refused';
    }
    deps.logger.warn({ err, contactId: String(contact._id) }, 'meta profile not read; the conversation goes on without the name');
    return contact;
  }
}
