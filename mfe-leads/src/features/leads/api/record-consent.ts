import { LeadConsentRecordInput, type LeadDetailDto } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { leadKeys } from './keys';

/** POST /api/leads/{id}/consent: what the agent attests the person agreed to (how, when, calls and/or texts). */
export async function postConsent({ id, input }: { id: string; input: LeadConsentRecordInput }): Promise<LeadDetailDto | null> {
  const body = LeadConsentRecordInput.parse(input);
  return readJson<LeadDetailDto>(await apiRequest('POST', `/api/leads/${encodeURIComponent(id)}/consent`, body));
}

/** The lead, its timeline and the list refresh with it (all under ['leads', …]). */
export function useRecordConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...leadKeys.all, 'consent'] as const,
    mutationFn: postConsent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  });
}
