import type { RemoteName } from '@leadnest/remotes';
import { type ComponentType, useCallback, useEffect, useState } from 'react';

import { forgetRemote, loadedRemoteApp, loadedRemoteModule, loadRemoteApp, loadRemoteModule, type RemoteApp } from './runtime';

export type RemoteModuleState<C> = { status: 'loading' } | { status: 'ready'; component: C } | { status: 'failed' };

export type RemoteAppState = { status: 'loading' } | { status: 'ready'; App: RemoteApp } | { status: 'failed' };

/** `ready` at once when the module has loaded already (no spinner frame, no extra render), else `loading`. */
function initialState<C>(ready: C | undefined): RemoteModuleState<C> {
  return ready ? { status: 'ready', component: ready } : { status: 'loading' };
}

/**
 * Loads one module of `remote` (`loaded` answers when it is there already,
 * `load` fetches it); `retry` forgets the failed attempt and loads again.
 * `key` names the module, so a new one starts afresh.
 */
function useRemoteLoad<C>(
  remote: RemoteName,
  key: string,
  loaded: () => C | undefined,
  load: () => Promise<C>,
): { state: RemoteModuleState<C>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [held, setHeld] = useState<{ key: string; state: RemoteModuleState<C> }>(() => ({ key, state: initialState(loaded()) }));
  // Until the effect catches up with a new key, the module held is another's (the last page's remote, given a route it does not own): never render it.
  const state = held.key === key ? held.state : initialState(loaded());

  useEffect(() => {
    let current = true;
    const ready = loaded();
    // Keep the same state object when it already holds this module, so React skips the render.
    setHeld((previous) =>
      ready && previous.key === key && previous.state.status === 'ready' && previous.state.component === ready ? previous : { key, state: initialState(ready) },
    );
    if (ready) return;
    load().then(
      (component) => current && setHeld({ key, state: { status: 'ready', component } }),
      () => current && setHeld({ key, state: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
    // `loaded` and `load` are new functions each render; `key` says which module they load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => {
    setHeld({ key, state: { status: 'loading' } });
    void forgetRemote(remote).then(() => setAttempt((n) => n + 1));
  }, [remote, key]);

  return { state, retry };
}

/** Loads a remote's App; `retry` forgets the failed attempt and loads again. */
export function useRemoteApp(remote: RemoteName): { state: RemoteAppState; retry: () => void } {
  const { state, retry } = useRemoteLoad(
    remote,
    remote,
    () => loadedRemoteApp(remote),
    () => loadRemoteApp(remote),
  );
  return { state: state.status === 'ready' ? { status: 'ready', App: state.component } : state, retry };
}

/** Loads the default export of a remote's named expose (e.g. mfe_phone's `./PhonePanel`), with the same retry. */
export function useRemoteModule<P>(remote: RemoteName, expose: string): { state: RemoteModuleState<ComponentType<P>>; retry: () => void } {
  return useRemoteLoad(
    remote,
    `${remote}/${expose}`,
    () => loadedRemoteModule<P>(remote, expose),
    () => loadRemoteModule<P>(remote, expose),
  );
}
