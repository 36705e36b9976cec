import type { AvailableSlotsResponse } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { calendarKeys } from './keys';

/** GET /api/available-slots/{date}: the agent's free hours that day, in their zone. */
export async function fetchSlots(date: string): Promise<AvailableSlotsResponse> {
  return (await readJson<AvailableSlotsResponse>(await apiRequest('GET', `/api/available-slots/${encodeURIComponent(date)}`))) as AvailableSlotsResponse;
}

export const slotsQueryOptions = (date: string) => queryOptions({ queryKey: calendarKeys.slots(date), queryFn: () => fetchSlots(date), staleTime: 15_000 });

export function useSlots(date: string) {
  return useQuery({ ...slotsQueryOptions(date), enabled: /^\d{4}-\d{2}-\d{2}$/.test(date) });
}
