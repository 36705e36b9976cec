import type { CallNowResponse } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { useMutation } from '@tanstack/react-query';

/** POST /api/leads/{id}/call: one AI call now; the answer names who is called and at which number (for 'AI calling {name} at {phone}'). */
export function useCallLead() {
  return useMutation({
    mutationKey: ['dashboard', 'call'],
    mutationFn: async (leadId: string) => readJson<CallNowResponse>(await apiRequest('POST', `/api/leads/${encodeURIComponent(leadId)}/call`)),
  });
}
