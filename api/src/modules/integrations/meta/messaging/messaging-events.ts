import { z } from 'zod';

import type { MetaChannel } from './meta-contact.model.js';
import type { MetaAttachment } from './meta-message.model.js';

/** One message of a webhook notification, as this module reads it. */
export interface MessagingEvent {
  platform: MetaChannel;
  /** The entry's id: the page (Messenger) or the Instagram account. */
  accountId: string;
  /** The person: the sender of their own message, the recipient of an echo. */
  personId: string;
  mid: string;
  text: string;
  attachments: MetaAttachment[];
  sentAt: Date;
  /** Set for an echo of a message the page or account sent: the app that sent it (null when Meta did not say). */
  echo?: { appId: string | null };
}

const id = z.union([z.string().regex(/^\d{1,40}$/), z.number().int().nonnegative().transform(String)]);
const Attachment = z.object({
  type: z.string().max(40),
  payload: z.object({ url: z.string().max(4000).optional(), sticker_id: z.unknown().optional() }).nullish(),
});
const Message = z.object({
  mid: z.string().min(1).max(500),
  text: z.string().optional(),
  attachments: z.array(Attachment).max(20).optional(),
  is_echo: z.boolean().optional(),
  app_id: id.optional(),
  is_deleted: z.boolean().optional(),
  is_unsupported: z.boolean().optional(),
});
const Postback = z.object({ mid: z.string().min(1).max(500), title: z.string().max(1000).optional(), payload: z.string().max(1000).optional() });
const Messaging = z.object({
  sender: z.object({ id }),
  recipient: z.object({ id }),
  timestamp: z.number().optional(),
  message: Message.optional(),
  postback: Postback.optional(),
});
const Notification = z.object({
  object: z.string(),
  entry: z.array(z.object({ id, messaging: z.array(z.unknown()).default([]) })).default([]),
});

const attachmentOf = (a: z.infer<typeof Attachment>): MetaAttachment => ({
  kind: a.payload?.sticker_id !== undefined ? 'sticker' : a.type,
  url: a.payload?.url && /^https:\/\//.test(a.payload.url) ? a.payload.url : null,
});

/**
 * The messages of a Messenger (`object: page`) or Instagram
 * (`object: instagram`) notification. Reads, deliveries, reactions and
 * anything unreadable are skipped (acknowledged and ignored, as leadgen's
 * others are); a button tap (postback) reads as its title.
 */
export function messagingEvents(body: unknown, now = new Date()): MessagingEvent[] {
  const parsed = Notification.safeParse(body);
  if (!parsed.success) return [];
  const platform: MetaChannel | null = parsed.data.object === 'page' ? 'facebook' : parsed.data.object === 'instagram' ? 'instagram' : null;
  if (!platform) return [];
  return parsed.data.entry.flatMap((entry) =>
    entry.messaging.flatMap((raw): MessagingEvent[] => {
      const event = Messaging.safeParse(raw);
      if (!event.success) return [];
      const { sender, recipient, timestamp, message, postback } = event.data;
      // Meta's clock, but never ahead of ours: the reply window must not be stretched by a skewed timestamp.
      const sentAt = new Date(Math.min(timestamp ?? now.getTime(), now.getTime()));
      if (postback) {
        const text = (postback.title ?? postback.payload ?? '').trim();
        return text ? [{ platform, accountId: entry.id, personId: sender.id, mid: postback.mid, text, attachments: [], sentAt }] : [];
      }
      if (!message || message.is_deleted || message.is_unsupported) return [];
      const attachments = (message.attachments ?? []).map(attachmentOf);
      const text = (message.text ?? '').trim();
      if (!text && attachments.length === 0) return [];
      if (message.is_echo) {
        return [
          { platform, accountId: entry.id, personId: recipient.id, mid: message.mid, text, attachments, sentAt, echo: { appId: message.app_id ?? null } },
        ];
      }
      return [{ platform, accountId: entry.id, personId: sender.id, mid: message.mid, text, attachments, sentAt }];
    }),
  );
}
