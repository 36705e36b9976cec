import type { AgentMessageDelivery } from '../../../conversations/conversations.service.js';
import { openPageToken } from '../page-token.js';
import { replyTargetOf } from './contacts.js';
import { MetaNeedsReconnectError, MetaNotConnectedError, MetaNotSentError, MetaWindowClosedError } from './messaging.errors.js';
import type { MessagingDeps } from './messaging-deps.js';
import { type SendKind, sendMetaText, tokenRefused } from './messaging-graph.js';
import { MetaContactModel } from './meta-contact.model.js';
import { markNeedsReconnect } from './needs-reconnect.js';
import { recordSent } from './record-sent.js';
import { agentReplyWindow } from './reply-window.js';

/**
 * The agent's reply from the inbox to a Messenger or Instagram conversation
 * (registered with the conversations module for both platforms), already
 * stored in the thread. Within 24 hours of the person's last message it
 * goes as a RESPONSE; after that, once, within 7 days, tagged HUMAN_AGENT
 * (claimed with a conditional update, so two replies at once send one);
 * otherwise it is refused with a 409 saying why
 * (docs/decisions/0035-meta-direct-messages.md).
 */
export function deliverAgentMetaMessage(deps: MessagingDeps): AgentMessageDelivery {
  return async (conversation, text) => {
    // The same lookup as the inbox's reply window (contacts.ts), so the box and the delivery agree.
    const { contact, page } = (await replyTargetOf(conversation)) ?? {};
    if (!contact || !page) throw new MetaNotConnectedError();
    if (page.needsReconnectSince) throw new MetaNeedsReconnectError();
    const now = new Date();
    const window = agentReplyWindow(contact, now);
    if (window.kind === 'closed') throw new MetaWindowClosedError(window.reason);
    const kind: SendKind = window.kind === 'human-agent' ? { messagingType: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' } : { messagingType: 'RESPONSE' };
    if (kind.messagingType === 'MESSAGE_TAG') {
      const claimed = await MetaContactModel.updateOne(
        { _id: contact._id, lastInboundAt: contact.lastInboundAt, humanAgentSentAt: contact.humanAgentSentAt ?? null },
        { $set: { humanAgentSentAt: now } },
      );
      // Another reply took the one tagged message first (or the person wrote meanwhile: the next attempt sends a response).
      if (claimed.modifiedCount === 0) throw new MetaWindowClosedError('used');
    }
    try {
      const mid = await sendMetaText(
        deps.env,
        { pageId: page.pageId, instagramAccountId: page.instagramAccountId, token: openPageToken(page) },
        contact.platform,
        contact.senderId,
        text,
        kind,
      );
      await recordSent({ ...contact, personId: contact.senderId }, mid, text, kind);
    } catch (err) {
      // Not sent: the tagged reply is the agent's to use again.
      if (kind.messagingType === 'MESSAGE_TAG')
        await MetaContactModel.updateOne({ _id: contact._id, humanAgentSentAt: now }, { $set: { humanAgentSentAt: null } });
      if (tokenRefused(err)) {
        await markNeedsReconnect(deps, page, (err as Error).message);
        throw new MetaNeedsReconnectError();
      }
      deps.logger.warn({ err, conversationId: conversation.id }, 'meta send api refused the agent reply');
      throw new MetaNotSentError();
    }
  };
}
