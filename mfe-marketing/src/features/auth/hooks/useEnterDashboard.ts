import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { apiRequest, profileQueryKey } from '@leadnest/session';
import { clearDraft, loadDraft, toProfilePayload } from '../../../lib/onboarding-draft';

/**
 * After a successful sign-in: save an onboarding draft finished while signed
 * out (best effort; lib/onboarding-draft.ts), refetch the session (so the
 * shell's header and guard see the new user) and only then go to /dashboard;
 * otherwise the guard would still hold the signed-out profile.
 */
export function useEnterDashboard(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    const draft = loadDraft();
    if (draft.pendingSave) {
      await apiRequest('PUT', '/api/user/profile', toProfilePayload(draft)).then(clearDraft, () => undefined);
    }
    await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    navigate('/dashboard');
  }, [queryClient, navigate]);
}
