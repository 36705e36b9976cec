import { BRAND_NAME } from '@leadnest/brand';
import type { ConversationPlatform, ConversationRowDto } from '@leadnest/contracts';
import type { BadgeTone } from '@leadnest/ui';

export const PLATFORM_LABEL: Record<ConversationPlatform, string> = {
  website: 'Website chat',
  sms: 'SMS',
  voice: 'Phone',
  facebook: 'Messenger',
  instagram: 'Instagram',
};

/** hot in red, warm in orange, cold in blue; any other label is shown as is, in grey (spec part 1 §2). */
export function scoreBadge(label: string): { text: string; tone: BadgeTone } {
  const tones: Record<string, BadgeTone> = { hot: 'red', warm: 'orange', cold: 'blue' };
  return { text: label, tone: tones[label] ?? 'grey' };
}

/**
 * The AI Phone Receptionist panel shows for the enterprise and agency plans,
 * or when the first name is the brand's (case-insensitive, spec part 1 §2).
 */
export function showsPhonePanel(plan: unknown, firstName: unknown): boolean {
  if (plan === 'enterprise' || plan === 'agency') return true;
  return typeof firstName === 'string' && firstName.trim().toLowerCase() === BRAND_NAME.toLowerCase();
}

/** The agent took the conversation over: the AI is paused on it until they hand it back. */
export function isTakenOver(row: Pick<ConversationRowDto, 'status' | 'aiPaused'>): boolean {
  return row.status === 'taken-over' || row.aiPaused;
}
