import { returnPathFrom } from '@leadnest/remotes';
import { apiRequest, profileQueryOptions } from '@leadnest/session';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { clearDraft, loadDraft, toProfilePayload } from '../../../lib/onboarding-draft';

/**
 * After a successful sign-in: save an onboarding draft finished while signed
 * out (best effort; lib/onboarding-draft.ts), fetch the session (so the
 * shell's header and guard see the new user) and only then go to the page
 * the user was sent to /login from (`?next=`, a path of this site), else /dashboard;
 * otherwise the guard would still hold the signed-out profile. A fetch, not
 * an invalidation: on /login nothing watches the session (no header), and
 * an invalidation refetches only watched queries, so after a sign-out in
 * this tab the cached "signed out" would stand and the guard bounce back.
 */
export function useEnterDashboard(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(async () => {
    const draft = loadDraft();
    if (draft.pendingSave) {
      await apiRequest('PUT', '/api/user/profile', toProfilePayload(draft)).then(clearDraft, () => undefined);
    }
    // A failed fetch leaves the session signed out; the guard then says so.
    await queryClient.fetchQuery({ ...profileQueryOptions, staleTime: 0 }).catch(() => undefined);
    navigate(returnPathFrom(search), { replace: true });
  }, [queryClient, navigate, search]);
}
