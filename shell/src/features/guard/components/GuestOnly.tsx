import { returnPathFrom } from '@leadnest/remotes';
import { profileQueryOptions } from '@leadnest/session';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

export interface GuestOnlyProps {
  children?: ReactNode;
}

/**
 * Wraps /login, /signup and /register: a signed-in user has nothing to do there and
 * goes on to the page they asked for (`?next=`), else the dashboard. The
 * sign-in form's own success takes the same way, so whichever of the two
 * moves first, the user lands on the same page.
 *
 * It reads the session the shell already has and never asks the API: a
 * page load of /login while signed in is redirected by the server, and a
 * signed-out visitor's /login should not begin with a 401.
 */
export function GuestOnly({ children }: GuestOnlyProps) {
  const { data: user } = useQuery({ ...profileQueryOptions, enabled: false });
  const location = useLocation();
  if (user) return <Navigate to={returnPathFrom(location.search)} replace />;
  return <>{children}</>;
}
