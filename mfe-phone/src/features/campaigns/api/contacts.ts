import { type CallListContactDto, ContactInput, ContactUpdateInput } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { campaignKeys } from './keys';

/** GET /api/call-lists/{id}/contacts: fetched only while the contacts dialog is open (spec §7). */
export async function fetchContacts(listId: string): Promise<CallListContactDto[]> {
  return (await readJson<CallListContactDto[]>(await apiRequest('GET', `/api/call-lists/${encodeURIComponent(listId)}/contacts`))) ?? [];
}

export const contactsQueryOptions = (listId: string, live = false) =>
  queryOptions({ queryKey: campaignKeys.contacts(listId), queryFn: () => fetchContacts(listId), refetchInterval: live ? 4000 : false });

export function useContacts(listId: string, live = false) {
  return useQuery(contactsQueryOptions(listId, live));
}

/** A contact change moves the list's counters too: refresh both. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: campaignKeys.all });
}

/** POST /api/call-lists/{id}/contacts. */
export function useAddContact(listId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: [...campaignKeys.contacts(listId), 'add'],
    mutationFn: async (input: ContactInput) =>
      readJson<CallListContactDto>(await apiRequest('POST', `/api/call-lists/${encodeURIComponent(listId)}/contacts`, ContactInput.parse(input))),
    onSuccess: refresh,
  });
}

/** PUT /api/call-list-contacts/{id}. */
export function useUpdateContact(listId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: [...campaignKeys.contacts(listId), 'update'],
    mutationFn: async ({ id, patch }: { id: string; patch: ContactUpdateInput }) =>
      readJson<CallListContactDto>(await apiRequest('PUT', `/api/call-list-contacts/${encodeURIComponent(id)}`, ContactUpdateInput.parse(patch))),
    onSuccess: refresh,
  });
}

/** DELETE /api/call-list-contacts/{id}. */
export function useDeleteContact(listId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: [...campaignKeys.contacts(listId), 'delete'],
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/call-list-contacts/${encodeURIComponent(id)}`);
    },
    onSuccess: refresh,
  });
}
