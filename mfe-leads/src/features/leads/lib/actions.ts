import { callNowRefusal, type LeadDto } from '@leadnest/contracts';
import type { AppNotification } from '@leadnest/session';
import { formatPhone } from '@leadnest/ui';

export const FOLLOW_UP_HOURS = 24;

/** The follow-up time: an ISO timestamp 24 hours from `now` (spec part 2 §4). */
export function followUpIso(now: Date = new Date()): string {
  return new Date(now.getTime() + FOLLOW_UP_HOURS * 60 * 60 * 1000).toISOString();
}

/** Opens the user's mail client with a subject and a greeting; no server call. */
export function mailtoHref(lead: Pick<LeadDto, 'name' | 'email'>): string | null {
  if (!lead.email) return null;
  const first = lead.name.trim().split(/\s+/)[0] || lead.name;
  const subject = encodeURIComponent('Following up on your real estate inquiry');
  const body = encodeURIComponent(`Hi ${first},\n\n`);
  return `mailto:${encodeURIComponent(lead.email).replace(/%40/g, '@')}?subject=${subject}&body=${body}`;
}

/** The toast after a call attempt: 'Call Initiated' on success; on a refusal, 'Setup Required' or the rules' reason (callNowRefusal). */
export function callToast(lead: Pick<LeadDto, 'name' | 'phone'>, error?: unknown): AppNotification {
  if (error === undefined) {
    return { title: 'Call Initiated', description: `AI calling ${lead.name} at ${lead.phone ? formatPhone(lead.phone) : 'no phone number'}` };
  }
  return { ...callNowRefusal(error), variant: 'destructive' };
}

/**
 * The score's reasons for the hover: what the lead gave, said and
 * did, one per line. The agent's notes and stage moves are never among them.
 */
export function scoreTitle(lead: Pick<LeadDto, 'score' | 'scoreReasons'>): string {
  const reasons = lead.scoreReasons ?? [];
  return reasons.length ? `Score ${lead.score}/100 from what the lead did:\n${reasons.join('\n')}` : `Score ${lead.score}/100: the lead has given nothing yet`;
}
