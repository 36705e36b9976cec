import type { ConversationPlatform } from '@leadnest/contracts';

/*
 * Keyed by every platform, so a channel added to CONVERSATION_PLATFORMS fails
 * the typecheck here until it has its words (as the dashboard's PLATFORM_LABEL
 * and the timeline's CHANNELS do).
 */

/** A conversation's channel on its badge (the list's rows, the open thread). */
export const PLATFORM_BADGE: Record<ConversationPlatform, string> = {
  website: 'Chat',
  sms: 'SMS',
  voice: 'Phone',
  facebook: 'Messenger',
  instagram: 'Instagram',
};

/** The channel in "Reply by …". */
export const REPLY_CHANNEL: Record<ConversationPlatform, string> = {
  website: 'website chat',
  sms: 'text message',
  voice: 'phone',
  facebook: 'Messenger',
  instagram: 'Instagram',
};
