import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '@leadnest/session';
import { Spinner } from '@leadnest/ui';
import { decideAccess } from '../decide-access';
import { UpgradeRequired } from './UpgradeRequired';

export interface AccessGuardProps {
  /** Show the Upgrade Required card instead of the page when the user has no plan. */
  requiresPlan: boolean;
  children?: ReactNode;
}

/** Wraps a guarded route: spinner, redirect to /login, Upgrade Required, or the page. */
export function AccessGuard({ requiresPlan, children }: AccessGuardProps) {
  const { isLoading, user } = useSession();
  switch (decideAccess({ isLoading, user, requiresPlan })) {
    case 'loading':
      return <Spinner label="Loading" />;
    case 'redirect-login':
      return <Navigate to="/login" replace />;
    case 'upgrade-required':
      return <UpgradeRequired />;
    case 'allowed':
      return <>{children}</>;
  }
}
