import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@leadnest/session';

/** POST /api/leads/{id}/call: until calling is set up the API answers 409 CALLING_NOT_CONFIGURED. */
export function useCallLead() {
  return useMutation({
    mutationKey: ['dashboard', 'call'],
    mutationFn: async (leadId: string) => {
      await apiRequest('POST', `/api/leads/${encodeURIComponent(leadId)}/call`);
    },
  });
}
