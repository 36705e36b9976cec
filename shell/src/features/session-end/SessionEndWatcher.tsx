import { loginPathFor } from '@leadnest/remotes';
import {
  announceSignedOut,
  profileQueryKey,
  rememberSessionEnded,
  SESSION_ENDED_STATE,
  subscribeSignedOutElsewhere,
  subscribeUnauthorized,
} from '@leadnest/session';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router-dom';

const isProfileKey = (key: readonly unknown[]) => key[0] === profileQueryKey[0];
/** The session query's data is a user when it has an id (null, or the probe's `{ user: null }`, is none). */
const isUser = (data: unknown) => Boolean(data && typeof data === 'object' && 'id' in data);

/** The signed-out state at once: no user, and no cached data of the user's (the next person at this browser must not see it). */
function forgetUser(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => !isProfileKey(query.queryKey) });
  client.setQueryData(profileQueryKey, null);
}

/**
 * The shell's session layer for a session that ends while a tab is open
 * (docs/decisions/0005-sessions-and-auth.md, "When a session ends"): a 401
 * from any API call (session-end.ts reports them), the session probe
 * answering "signed out" for a tab that had a user, or another tab's
 * sign-out. The tab forgets the user and their data and opens
 * /login?next=<this page> with the "Your session ended" notice; a 401 or a
 * lost session here is told to the other tabs, which do the same.
 *
 * Only a tab that believed it was signed in reacts: a visitor's 401s (the
 * sign-in form's wrong password) change nothing.
 */
export function SessionEndWatcher() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Read when the session ends, not when the listeners were set up.
  const current = useRef<{ navigate: NavigateFunction; path: string }>({ navigate, path: '' });
  current.current = { navigate, path: `${pathname}${search}` };

  useEffect(() => {
    const signedIn = () => isUser(client.getQueryData(profileQueryKey));
    const toLogin = () => {
      rememberSessionEnded();
      current.current.navigate(loginPathFor(current.current.path), { replace: true, state: SESSION_ENDED_STATE });
    };
    const endHere = (tellOthers: boolean) => {
      toLogin();
      forgetUser(client);
      if (tellOthers) announceSignedOut();
    };

    const stopUnauthorized = subscribeUnauthorized(() => {
      if (signedIn()) endHere(true);
    });
    const stopElsewhere = subscribeSignedOutElsewhere(() => {
      if (signedIn()) endHere(false);
    });
    // The probe found no session for a tab that had a user (expired, ended by a password change).
    // A sign-out's own `setQueryData(null)` is `manual` and is not this.
    let hadUser = signedIn();
    const stopProbe = client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || !isProfileKey(event.query.queryKey)) return;
      const hasUser = isUser(event.query.state.data);
      const lost = hadUser && !hasUser && event.action.type === 'success' && !event.action.manual;
      hadUser = hasUser;
      if (lost) {
        toLogin();
        client.removeQueries({ predicate: (query) => !isProfileKey(query.queryKey) });
        announceSignedOut();
      }
    });
    return () => {
      stopUnauthorized();
      stopElsewhere();
      stopProbe();
    };
  }, [client]);

  return null;
}
