import type { Types } from 'mongoose';

import type { SendKind } from './messaging-graph.js';
import type { MetaChannel } from './meta-contact.model.js';
import { MetaMessageModel } from './meta-message.model.js';

/**
 * What we sent, under Meta's mid: its echo then finds it here and is known
 * as ours (an Instagram echo may not name the app that sent it).
 */
export async function recordSent(
  to: { userId: Types.ObjectId; platform: MetaChannel; pageId: string; accountId: string; personId: string },
  mid: string,
  text: string,
  kind: SendKind,
): Promise<void> {
  if (!mid) return;
  try {
    await MetaMessageModel.create({
      mid,
      userId: to.userId,
      platform: to.platform,
      pageId: to.pageId,
      accountId: to.accountId,
      personId: to.personId,
      direction: 'outbound',
      text,
      attachments: [],
      sentAt: new Date(),
      status: 'sent',
      messagingType: kind.messagingType,
      tag: kind.messagingType === 'MESSAGE_TAG' ? kind.tag : null,
    });
  } catch (err) {
    // Sent twice under one mid is impossible; a retry after a crash that stored it already is not.
    if ((err as { code?: number }).code !== 11000) throw err;
  }
}
