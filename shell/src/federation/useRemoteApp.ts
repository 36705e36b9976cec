import { useCallback, useEffect, useState } from 'react';
import type { RemoteName } from '@leadnest/remotes';
import { forgetRemote, loadedRemoteApp, loadRemoteApp, type RemoteApp } from './runtime';

export type RemoteAppState =
  | { status: 'loading' }
  | { status: 'ready'; App: RemoteApp }
  | { status: 'failed' };

/** `ready` at once when the remote has loaded already (no spinner frame, no extra render), else `loading`. */
function initialState(remote: RemoteName): RemoteAppState {
  const App = loadedRemoteApp(remote);
  return App ? { status: 'ready', App } : { status: 'loading' };
}

/** Loads a remote's App; `retry` forgets the failed attempt and loads again. */
export function useRemoteApp(remote: RemoteName): { state: RemoteAppState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteAppState>(() => initialState(remote));

  useEffect(() => {
    let current = true;
    const ready = loadedRemoteApp(remote);
    // Keep the same state object when it already holds this App, so React skips the render.
    setState((previous) => (ready && previous.status === 'ready' && previous.App === ready ? previous : initialState(remote)));
    if (ready) return;
    loadRemoteApp(remote).then(
      (App) => current && setState({ status: 'ready', App }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [remote, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    void forgetRemote(remote).then(() => setAttempt((n) => n + 1));
  }, [remote]);

  return { state, retry };
}
