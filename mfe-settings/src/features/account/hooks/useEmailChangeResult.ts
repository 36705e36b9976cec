import { ACCOUNT_MESSAGES } from '@leadnest/contracts';
import { publishNotification } from '@leadnest/session';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * /account?email=changed (or invalid, taken): where the confirmation link of
 * a change of email lands (GET /api/auth/confirm-email); toasts once, then
 * drops the parameter.
 */
export function useEmailChangeResult(): void {
  const [params, setParams] = useSearchParams();
  const result = params.get('email');
  useEffect(() => {
    if (result === null) return;
    if (result === 'changed') publishNotification({ title: 'Email Changed', description: ACCOUNT_MESSAGES.emailChanged });
    else
      publishNotification({
        title: 'Email Not Changed',
        description: result === 'taken' ? ACCOUNT_MESSAGES.emailChangeTaken : ACCOUNT_MESSAGES.emailChangeInvalid,
        variant: 'destructive',
      });
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('email');
        return next;
      },
      { replace: true },
    );
  }, [result, setParams]);
}
