import type { FollowUpListResponse, FollowUpSummaryDto, FollowUpView } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { leadKeys } from './keys';

/** GET /api/follow-ups?due=today|overdue: the agent's follow-ups of that view, soonest first. */
export async function fetchFollowUps(due: FollowUpView): Promise<FollowUpListResponse> {
  const body = await readJson<FollowUpListResponse>(await apiRequest('GET', `/api/follow-ups?due=${due}`));
  return { due, followUps: body?.followUps ?? [], timeZone: body?.timeZone ?? '' };
}

/** GET /api/follow-ups/summary: how many are due today and overdue. */
export async function fetchFollowUpSummary(): Promise<FollowUpSummaryDto> {
  const body = await readJson<FollowUpSummaryDto>(await apiRequest('GET', '/api/follow-ups/summary'));
  return { dueToday: body?.dueToday ?? 0, overdue: body?.overdue ?? 0, reminders: body?.reminders ?? [] };
}

// Under ['leads', …]: scheduling or clearing a follow-up (a lead mutation) refreshes them.
export const followUpsQueryOptions = (due: FollowUpView) =>
  queryOptions({ queryKey: [...leadKeys.all, 'follow-ups', due] as const, queryFn: () => fetchFollowUps(due) });
export const followUpSummaryQueryOptions = () => queryOptions({ queryKey: [...leadKeys.all, 'follow-ups', 'summary'] as const, queryFn: fetchFollowUpSummary });

export const useFollowUps = (due: FollowUpView) => useQuery(followUpsQueryOptions(due));
export const useFollowUpSummary = (options: { enabled?: boolean } = {}) => useQuery({ ...followUpSummaryQueryOptions(), ...options });
