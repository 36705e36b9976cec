import { CAMPAIGN_DIALOGUES } from './campaign.js';
import { CHAT_DIALOGUES } from './chat.js';
import { SMS_DIALOGUES } from './sms.js';
import type { Dialogue } from './types.js';
import { VOICE_DIALOGUES } from './voice.js';

export * from './types.js';
export const DIALOGUES: Dialogue[] = [...CHAT_DIALOGUES, ...SMS_DIALOGUES, ...VOICE_DIALOGUES, ...CAMPAIGN_DIALOGUES];
