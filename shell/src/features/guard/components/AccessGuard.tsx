import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginPathFor } from '@leadnest/remotes';
import { useSession } from '@leadnest/session';
import { Spinner } from '@leadnest/ui';
import { decideAccess } from '../decide-access';
import { UpgradeRequired } from './UpgradeRequired';

export interface AccessGuardProps {
  /** Show the Upgrade Required card instead of the page when the user has no plan. */
  requiresPlan: boolean;
  children?: ReactNode;
}

/** Wraps a guarded route: spinner, redirect to /login (and back here after signing in), Upgrade Required, or the page. */
export function AccessGuard({ requiresPlan, children }: AccessGuardProps) {
  const { isLoading, user } = useSession();
  const location = useLocation();
  switch (decideAccess({ isLoading, user, requiresPlan })) {
    case 'loading':
      return <Spinner label="Loading" />;
    case 'redirect-login':
      return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
    case 'upgrade-required':
      return <UpgradeRequired />;
    case 'allowed':
      return <>{children}</>;
  }
}
