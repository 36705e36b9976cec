import { afterSignInPath, RETURN_TO_PARAM } from '@leadnest/remotes';
import { useLocation } from 'react-router-dom';

/**
 * The link to the other sign-in screen ("Sign up" on /login, "Sign in" on
 * /signup), keeping the page to go on to (`?next=`): an invitee sent from
 * /join to create an account who already has one still lands back on /join.
 */
export function useOtherSignInScreen(screen: '/login' | '/signup'): string {
  const next = new URLSearchParams(useLocation().search).get(RETURN_TO_PARAM);
  return next ? afterSignInPath(screen, next) : screen;
}
