import { CAMPAIGN_MESSAGES as M, SKIP_REASONS, type CallListContactDto, type CallListDto, type CampaignPriority } from '@leadnest/contracts';
import type { AppNotification } from '@leadnest/session';
import type { BadgeTone } from '@leadnest/ui';

/** Success rate: successful over completed calls, as a whole percentage (spec part 2, Outbound Campaigns); 0 before any call. */
export function successRate(list: Pick<CallListDto, 'completedCalls' | 'successfulCalls'>): number {
  return list.completedCalls > 0 ? Math.round((list.successfulCalls / list.completedCalls) * 100) : 0;
}

/** Any status but active shows as Paused (spec part 2 §4); a list being dialed shows as Calling. */
export function statusBadge(list: Pick<CallListDto, 'status' | 'dialing'>): { label: string; tone: BadgeTone } {
  if (list.status !== 'active') return { label: 'Paused', tone: 'yellow' };
  return list.dialing ? { label: 'Calling', tone: 'green' } : { label: 'Active', tone: 'blue' };
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
