import { useCallback, useEffect, useState } from 'react';
import type { RemoteName } from '@leadnest/remotes';
import { forgetRemote, loadRemoteApp, type RemoteApp } from './runtime';

export type RemoteAppState =
  | { status: 'loading' }
  | { status: 'ready'; App: RemoteApp }
  | { status: 'failed' };

/** Loads a remote's App; `retry` forgets the failed attempt and loads again. */
export function useRemoteApp(remote: RemoteName): { state: RemoteAppState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteAppState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
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
