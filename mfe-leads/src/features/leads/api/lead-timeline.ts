import type { LeadTimelineDto } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { leadKeys } from './keys';

/** GET /api/leads/{id}/timeline: messages, calls, showings, stage changes, notes, consent; newest first. */
export async function fetchLeadTimeline(id: string): Promise<LeadTimelineDto> {
  const body = await readJson<LeadTimelineDto>(await apiRequest('GET', `/api/leads/${encodeURIComponent(id)}/timeline`));
  return { items: body?.items ?? [], consent: body?.consent ?? { state: 'none', what: null, at: null, where: null }, truncated: Boolean(body?.truncated) };
}

/** Under ['leads', …]: every lead mutation (a note, a stage) refreshes it with the rest. */
export const leadTimelineQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...leadKeys.all, 'timeline', id] as const, queryFn: () => fetchLeadTimeline(id) });

export function useLeadTimeline(id: string) {
  return useQuery(leadTimelineQueryOptions(id));
}
