import { type CallListContactDto, type CallListDto, CAMPAIGN_MESSAGES as M, type CampaignPriority, SKIP_REASONS } from '@leadnest/contracts';
import type { AppNotification } from '@leadnest/session';
import { AGENT_DATE_TIME, type BadgeTone, formatAgentTime } from '@leadnest/ui';

/** Success rate: successful over completed calls, as a whole percentage (spec part 2, Outbound Campaigns); 0 before any call. */
export function successRate(list: Pick<CallListDto, 'completedCalls' | 'successfulCalls'>): number {
  return list.completedCalls > 0 ? Math.round((list.successfulCalls / list.completedCalls) * 100) : 0;
}

/** Any status but active shows as Paused (spec part 2 §4); a list being dialed shows as Calling, or Waiting outside calling hours. */
export function statusBadge(list: Pick<CallListDto, 'status' | 'dialing' | 'quietUntil'>): { label: string; tone: BadgeTone } {
  if (list.status !== 'active') return { label: 'Paused', tone: 'yellow' };
  if (list.dialing && list.quietUntil) return { label: 'Waiting', tone: 'blue' };
  return list.dialing ? { label: 'Calling', tone: 'green' } : { label: 'Active', tone: 'blue' };
}

/**
 * Why a dialing campaign places no calls now: outside 8 am–9 pm in every
 * contact's time zone; when the first zone opens, in the agent's zone (the
 * browser's when the profile has none).
 */
export function quietHoursText(quietUntil: string, agentZone?: string): string {
  const at = formatAgentTime(quietUntil, agentZone, { ...AGENT_DATE_TIME, timeZoneName: 'short' });
  return `Outside calling hours (8 am–9 pm in each contact's time zone). Calls resume ${at}.`;
}

export const PRIORITY_OPTIONS: readonly { value: CampaignPriority; label: string }[] = [
  { value: 'high', label: 'High' },
  { value: 'normal', label: 'Normal' },
  { value: 'low', label: 'Low' },
];

const CONTACT_STATUS: Record<CallListContactDto['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'grey' },
  called: { label: 'Called', tone: 'green' },
  'opted-out': { label: 'Opted out', tone: 'red' },
  failed: { label: 'Failed', tone: 'orange' },
};
export const contactStatusBadge = (c: Pick<CallListContactDto, 'status'>) => CONTACT_STATUS[c.status];

/** A call outcome as words: 'no_answer' → 'No answer'. */
export const outcomeText = (outcome: string) => (outcome.charAt(0).toUpperCase() + outcome.slice(1)).replace(/[_-]+/g, ' ');

export const skipText = (c: Pick<CallListContactDto, 'lastSkipReason'>) => (c.lastSkipReason ? SKIP_REASONS[c.lastSkipReason] : null);

export const success = (description: string): AppNotification => ({ title: 'Success', description });
export const failure = (title: string, description: string): AppNotification => ({ title, description, variant: 'destructive' });

export { M };
