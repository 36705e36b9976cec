import { MESSAGE_MAX } from '@leadnest/contracts';

import type { MetaAttachment } from './meta-message.model.js';

const LABELS: Record<string, string> = {
  image: 'Photo',
  sticker: 'Sticker',
  video: 'Video',
  audio: 'Voice message',
  file: 'File',
  share: 'Shared post',
  story_mention: 'Story mention',
  ig_reel: 'Reel',
  reel: 'Reel',
  location: 'Location',
};

/**
 * What a message says in the conversation: its text, then each attachment
 * as its kind and link ("[Photo] https://…"), so the agent sees what came
 * and the assistant answers it with text. The engine does not read links
 * (respond's withoutLinks), so a photo's address is never taken for a phone
 * number or a budget.
 */
export function messageText(text: string, attachments: readonly MetaAttachment[]): string {
  const media = attachments.map((a) => `[${LABELS[a.kind] ?? 'Attachment'}]${a.url ? ` ${a.url}` : ''}`);
  return [text, ...media].filter(Boolean).join('\n').slice(0, MESSAGE_MAX);
}
