import { loginPathFor } from '@leadnest/remotes';
import { usePlanGate, useSession } from '@leadnest/session';
import { Spinner } from '@leadnest/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { decideAccess } from '../decide-access';
import { ContentEditorRequired } from './ContentEditorRequired';
import { UpgradeRequired } from './UpgradeRequired';

export interface AccessGuardProps {
  /** Show the Upgrade Required card instead of the page when the user has no plan. */
  requiresPlan: boolean;
  /** Show the "You need the marketing role" card instead of the page to a user who is not a marketing editor. */
  requiresContentEditor?: boolean;
  /** The page's title (route table), for the card's text: "Access to Lead Management requires…". */
  pageTitle?: string;
  children?: ReactNode;
}

/**
 * Wraps a guarded route: spinner, redirect to /login (and back here after
 * signing in), Upgrade Required, or the page. The card also replaces a page
 * whose API calls answered 402 PLAN_REQUIRED or 403 PLAN_FEATURE (the server
 * is the judge of the plan; the profile in the browser may be out of date).
 */
export function AccessGuard({ requiresPlan, requiresContentEditor = false, pageTitle, children }: AccessGuardProps) {
  const { isLoading, user } = useSession();
  const gate = usePlanGate();
  const location = useLocation();
  const decision = decideAccess({ isLoading, user, requiresPlan, requiresContentEditor });
  if (decision === 'allowed' && gate && gate.path === location.pathname) {
    return <UpgradeRequired pageTitle={pageTitle} message={gate.code === 'PLAN_FEATURE' ? gate.message : undefined} />;
  }
  switch (decision) {
    case 'loading':
      return <Spinner label="Loading" />;
    case 'redirect-login':
      return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
    case 'content-editor-required':
      return <ContentEditorRequired pageTitle={pageTitle} />;
    case 'upgrade-required':
      return <UpgradeRequired pageTitle={pageTitle} />;
    case 'allowed':
      return <>{children}</>;
  }
}
