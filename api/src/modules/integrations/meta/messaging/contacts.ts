import type { ReplyWindowDto } from '@leadnest/contracts';
import type { Types } from 'mongoose';

import { openConversation } from '../../../conversations/conversations.service.js';
import { UNNAMED_LEAD } from '../../../leads/leads.service.js';
import { type MetaPageConnection, MetaPageConnectionModel } from '../meta-page.model.js';
import { type MetaChannel, type MetaContact, MetaContactModel } from './meta-contact.model.js';
import { replyWindowDto } from './reply-window.js';

/**
 * Which account a page's (or Instagram account's) messages go to. A page
 * two accounts connected feeds both their lead ads, but a person must get
 * one answer, not two: its messages go to the account that connected it
 * first (the oldest connection; connecting again keeps a connection's id).
 * The webhook looks accounts up only by the page or Instagram id it names
 * (docs/decisions/0035-meta-direct-messages.md).
 */
export async function answeringPage(platform: MetaChannel, accountId: string): Promise<MetaPageConnection | null> {
  const filter = platform === 'instagram' ? { instagramAccountId: accountId } : { pageId: accountId };
  const [first] = await MetaPageConnectionModel.find(filter).sort({ _id: 1 }).limit(1).lean<MetaPageConnection[]>();
  return first ?? null;
}

export interface ContactKey {
  platform: MetaChannel;
  accountId: string;
  personId: string;
}

/**
 * The person for this account, made on their first message. `wroteAt`: the
 * person wrote then, and the reply window runs from their latest message;
 * without it (an echo of the page's own message) the window stays as it was,
 * closed for someone never heard from.
 */
export async function contactFor(page: Pick<MetaPageConnection, 'userId' | 'pageId'>, key: ContactKey, wroteAt?: Date): Promise<MetaContact> {
  const identity = { userId: page.userId, platform: key.platform, accountId: key.accountId, senderId: key.personId };
  const contact = await MetaContactModel.findOneAndUpdate(
    identity,
    wroteAt
      ? { $setOnInsert: { ...identity, pageId: page.pageId }, $max: { lastInboundAt: wroteAt } }
      : { $setOnInsert: { ...identity, pageId: page.pageId, lastInboundAt: new Date(0) } },
    { upsert: true, returnDocument: 'after' },
  ).lean<MetaContact>();
  return contact!;
}

/** What the person's Graph profile said, kept on the contact with its conversation in one write. */
export interface ProfileRead {
  name: string | null;
}

/**
 * The person's conversation; their first message (or the page's first
 * echo to them) opens it, under their profile's name when it was read. The
 * name is not given to the assistant as something they said: the lead is
 * made by the assistant's usual rule, under that name (takeTurn's knownName).
 * `profile`: just read, stored on the contact by the same write.
 */
export async function conversationOf(contact: MetaContact, at: Date, profile?: ProfileRead): Promise<Types.ObjectId> {
  const learned = profile ? { name: profile.name, profileRead: true } : {};
  if (contact.conversationId) {
    if (profile) await MetaContactModel.updateOne({ _id: contact._id }, { $set: learned });
    return contact.conversationId;
  }
  const opened = await openConversation({
    userId: String(contact.userId),
    platform: contact.platform,
    leadName: (profile ? profile.name : contact.name) ?? UNNAMED_LEAD[contact.platform],
    opening: [],
    at,
  });
  // Two first messages at once: the first to set it wins, the other conversation stays empty.
  const won = await MetaContactModel.updateOne({ _id: contact._id, conversationId: null }, { $set: { conversationId: opened._id, ...learned } });
  if (won.modifiedCount) return opened._id;
  const stored = await MetaContactModel.findOneAndUpdate(
    { _id: contact._id },
    { $set: learned },
    { returnDocument: 'after', projection: { conversationId: 1 } },
  ).lean();
  return stored?.conversationId ?? opened._id;
}

/** The person a Messenger or Instagram conversation is with, and the page their messages go through (null once disconnected). */
export async function replyTargetOf(conversation: { id: string; userId: string }): Promise<{ contact: MetaContact; page: MetaPageConnection | null } | null> {
  const contact = await MetaContactModel.findOne({ userId: conversation.userId, conversationId: conversation.id }).lean<MetaContact>();
  if (!contact) return null;
  const page = await MetaPageConnectionModel.findOne({ userId: contact.userId, pageId: contact.pageId }).lean<MetaPageConnection>();
  return { contact, page };
}

/**
 * Meta's rule for the agent's next reply on this conversation, for the
 * inbox (registered with the conversations module for both platforms, as
 * the delivery is); none for a conversation with no person behind it.
 */
export async function conversationReplyWindow(conversation: { id: string; userId: string }, now: Date): Promise<ReplyWindowDto | null> {
  const target = await replyTargetOf(conversation);
  return target ? replyWindowDto(target.contact, target.page, now) : null;
}
