import type { LeadDto } from '@leadnest/contracts';
import type { AppNotification } from '@leadnest/session';
import { formatPhone } from '@leadnest/ui';

import { formatDate } from './lead-time';
import { sourceLabel } from './stages';

type MergedRecord = Pick<LeadDto, 'name' | 'source' | 'email' | 'phone' | 'createdAt'>;

/**
 * One record of a person as it reads beside another: its source, contact
 * details and the day it came in (the agent's day). Two records of one
 * person often share a name, so the name alone cannot say which is which.
 */
export function recordSummary(lead: Omit<MergedRecord, 'name'>, timeZone: string | undefined): string {
  const added = formatDate(lead.createdAt, timeZone);
  return [sourceLabel(lead.source), lead.email, lead.phone ? formatPhone(lead.phone) : null, added ? `added ${added}` : null].filter(Boolean).join(', ');
}

/** The toast after a merge: which record was kept and which was merged into it. */
export function mergedToast(kept: MergedRecord, merged: MergedRecord, timeZone: string | undefined): AppNotification {
  return {
    title: 'Leads Merged',
    description: `Kept ${kept.name} (${recordSummary(kept, timeZone)}); ${merged.name} (${recordSummary(merged, timeZone)}) was merged into it.`,
  };
}
