import { findUser } from '../../../agent-settings/profile.service.js';
import { scheduleJob } from '../../../jobs/jobs.service.js';
import { type MetaPageConnection, MetaPageConnectionModel } from '../meta-page.model.js';
import type { MessagingDeps } from './messaging-deps.js';
import { MetaMessageModel } from './meta-message.model.js';

export const META_MESSAGE_JOB = 'integrations.meta-message';
/** A message's first job; one after a reconnect is keyed by that connection too, since the first is done. */
export const messageJobKey = (mid: string, resumedAt?: Date) => `meta-message:${mid}${resumedAt ? `:resumed:${resumedAt.getTime()}` : ''}`;

/**
 * Graph refused the page token: the connection is marked "needs
 * reconnecting" once (a conditional update, so two failing jobs send one
 * mail) and the agent is mailed through the outbox. Messages arriving
 * meanwhile are kept (held) and answered when the agent connects again.
 */
export async function markNeedsReconnect(deps: MessagingDeps, page: Pick<MetaPageConnection, '_id' | 'userId' | 'pageName'>, reason: string): Promise<void> {
  const marked = await MetaPageConnectionModel.updateOne(
    { _id: page._id, needsReconnectSince: null },
    { $set: { needsReconnectSince: new Date(), reconnectReason: reason.slice(0, 500) } },
  );
  if (marked.modifiedCount === 0) return;
  deps.logger.warn({ pageId: String(page._id), userId: String(page.userId), reason }, 'meta page token refused; the page needs reconnecting');
  const owner = await findUser(String(page.userId));
  if (!owner?.email) return;
  await deps.outbox.enqueue({
    kind: 'meta-reconnect',
    to: owner.email,
    subject: `Reconnect your Facebook page ${page.pageName}`,
    text:
      `Facebook no longer accepts LeadNest's access to your page ${page.pageName} (the permission expired or was removed), ` +
      `so your AI assistant cannot answer its Messenger and Instagram messages.\n\n` +
      `Messages that arrive meanwhile are kept, and answered once you connect again if Meta still allows a reply.\n\n` +
      `Connect Facebook again on your API Settings page:\n\n${deps.baseUrl}/api-settings\n`,
  });
}

/**
 * The agent connected again: each page's held messages get a job, in the
 * order they came (the job answers those still inside Meta's window and
 * stores the others without a reply). Due now: the job runner takes them.
 */
export async function resumeHeldMessages(userId: string, pageIds: readonly string[], now = new Date()): Promise<number> {
  const held = await MetaMessageModel.find({ userId, pageId: { $in: pageIds }, direction: 'inbound', status: 'held' }, { mid: 1 })
    .sort({ sentAt: 1 })
    .lean();
  let i = 0;
  for (const message of held) await scheduleJob(META_MESSAGE_JOB, messageJobKey(message.mid, now), new Date(now.getTime() + i++), { mid: message.mid });
  return held.length;
}
