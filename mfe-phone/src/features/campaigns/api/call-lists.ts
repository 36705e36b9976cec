import { CallListCreateInput, type CallListDto, CallListUpdateInput } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { callLogsKey, campaignKeys } from './keys';

/** While a campaign is dialing its counters move: refetch every few seconds, and not at all otherwise. */
export const LIVE_REFRESH_MS = 4000;
/** While every dialing campaign waits for calling hours (quietUntil) nothing moves: a look each minute shows when calls resume. */
export const WAITING_REFRESH_MS = 60_000;

/** How often the lists refetch: fast while a campaign calls, slowly while all wait for calling hours, never when none dials. */
export function listsRefreshMs(lists: readonly Pick<CallListDto, 'dialing' | 'quietUntil'>[] | undefined): number | false {
  const dialing = lists?.filter((l) => l.dialing) ?? [];
  if (dialing.length === 0) return false;
  return dialing.every((l) => l.quietUntil) ? WAITING_REFRESH_MS : LIVE_REFRESH_MS;
}

/** GET /api/call-lists: the signed-in agent's campaigns (contact lists), newest first. */
export async function fetchCallLists(): Promise<CallListDto[]> {
  return (await readJson<CallListDto[]>(await apiRequest('GET', '/api/call-lists'))) ?? [];
}

export const callListsQueryOptions = () =>
  queryOptions({
    queryKey: campaignKeys.lists(),
    queryFn: fetchCallLists,
    refetchInterval: (query) => listsRefreshMs(query.state.data),
  });

export function useCallLists() {
  return useQuery(callListsQueryOptions());
}

/** Every change to a list refreshes the lists (spec §7 "lists refreshed") and the calls it may have placed. */
function useRefreshLists() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    void queryClient.invalidateQueries({ queryKey: callLogsKey });
  };
}

export interface CreatedCallList extends CallListDto {
  added?: number;
  duplicates?: number;
}

/** POST /api/call-lists: either reading of §7 (a script, or pasted phoneNumbers). */
export function useCreateCallList() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationKey: [...campaignKeys.lists(), 'create'],
    mutationFn: async (input: CallListCreateInput) => readJson<CreatedCallList>(await apiRequest('POST', '/api/call-lists', CallListCreateInput.parse(input))),
    onSuccess: refresh,
  });
}

/** PUT /api/call-lists/{id}: details, priority, or `status: 'paused'` (Pause). */
export function useUpdateCallList() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationKey: [...campaignKeys.lists(), 'update'],
    mutationFn: async ({ id, patch }: { id: string; patch: CallListUpdateInput }) =>
      readJson<CallListDto>(await apiRequest('PUT', `/api/call-lists/${encodeURIComponent(id)}`, CallListUpdateInput.parse(patch))),
    onSuccess: refresh,
  });
}

/** POST /api/call-lists/{id}/start: Start Calls (the dialer starts now). */
export function useStartCallList() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationKey: [...campaignKeys.lists(), 'start'],
    mutationFn: async (id: string) => readJson<CallListDto>(await apiRequest('POST', `/api/call-lists/${encodeURIComponent(id)}/start`)),
    onSuccess: refresh,
  });
}

/** DELETE /api/call-lists/{id}. */
export function useDeleteCallList() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationKey: [...campaignKeys.lists(), 'delete'],
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/call-lists/${encodeURIComponent(id)}`);
    },
    onSuccess: refresh,
  });
}
