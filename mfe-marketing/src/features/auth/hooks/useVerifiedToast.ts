import { publishNotification } from '@leadnest/session';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

import { AUTH_TOASTS as T } from '../messages';

/** /login?verified=1 (or 0): the landing of the verification mail's link; toasts once, then drops the parameter. */
export function useVerifiedToast(): void {
  const [params, setParams] = useSearchParams();
  const verified = params.get('verified');
  useEffect(() => {
    if (verified === null) return;
    if (verified === '1') publishNotification({ title: T.verifiedTitle, description: T.verified });
    else publishNotification({ title: T.verifyFailedTitle, description: T.verifyFailed, variant: 'destructive' });
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('verified');
        return next;
      },
      { replace: true },
    );
  }, [verified, setParams]);
}
