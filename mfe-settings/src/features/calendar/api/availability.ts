import { type AvailabilityDto, AvailabilityInput, type AvailabilityValue } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { calendarKeys } from './keys';

const path = (userId: string) => `/api/users/${encodeURIComponent(userId)}/availability`;

/** GET /api/users/{id}/availability: hours per day and the zone (the spec's defaults until saved). */
export async function fetchAvailability(userId: string): Promise<AvailabilityDto> {
  return (await readJson<AvailabilityDto>(await apiRequest('GET', path(userId)))) as AvailabilityDto;
}

export const availabilityQueryOptions = (userId: string) =>
  queryOptions({ queryKey: calendarKeys.availability(userId), queryFn: () => fetchAvailability(userId) });

export function useAvailability(userId: string | undefined) {
  return useQuery({ ...availabilityQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}

/** PUT /api/users/{id}/availability; the free slots change with it. */
export function useSaveAvailability(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...calendarKeys.all, 'save-availability'],
    mutationFn: async (value: AvailabilityValue) =>
      (await readJson<AvailabilityDto>(await apiRequest('PUT', path(userId), AvailabilityInput.parse(value)))) as AvailabilityDto,
    onSuccess: async (saved) => {
      queryClient.setQueryData(calendarKeys.availability(userId), saved);
      await queryClient.invalidateQueries({ queryKey: [...calendarKeys.all, 'slots'] });
    },
  });
}
