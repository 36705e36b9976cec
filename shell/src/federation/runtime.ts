import { selectRelease } from '@leadnest/deploy-manifest';
import { REMOTE_APP_EXPOSE, type RemoteAppProps, type RemoteName } from '@leadnest/remotes';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

import { type BootData, fetchManifest } from './boot-data';
import { fallbackPlugin, type RemoteFailure } from './plugins/fallback-plugin';
import { retryPlugin } from './plugins/retry-plugin';
import { rolloutPlugin } from './plugins/rollout-plugin';

export type RemoteApp = ComponentType<RemoteAppProps>;

/** Marks the stand-in module the fallback plugin answers with. */
export interface UnavailableModule {
  default: undefined;
  unavailable: RemoteFailure;
}

let boot: BootData | undefined;

/** Registers the runtime plugins once, before the first remote is requested. */
export function startFederation(data: BootData): void {
  boot = data;
  registerPlugins([rolloutPlugin(data), retryPlugin(), fallbackPlugin((failure): UnavailableModule => ({ default: undefined, unavailable: failure }))]);
}

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
  constructor(
    readonly remote: string,
    readonly reason: unknown,
  ) {
    super(`The remote ${remote} could not be loaded`);
  }
}

/** A module one remote exposes, e.g. `mfe_phone` + `./PhonePanel`; `./App` is the page. */
export interface ExposedModule {
  remote: RemoteName;
  expose: string;
}

// Keyed by `mfe_phone/PhonePanel` (the id the federation runtime loads).
const inFlight = new Map<string, Promise<ComponentType<never>>>();
const loaded = new Map<string, ComponentType<never>>();

function moduleId(remote: RemoteName, expose: string): string {
  return `${remote}/${expose.replace(/^\.\//, '')}`;
}

/** A remote's `./App` when it has loaded already (the bootstrap starts the current route's early), else undefined. */
export function loadedRemoteApp(remote: RemoteName): RemoteApp | undefined {
  return loadedRemoteModule<RemoteAppProps>(remote, REMOTE_APP_EXPOSE);
}

/**
 * Loads a remote's `./App` once, however many components ask (the bootstrap
 * starts the current route's remote before React renders); rejects with
 * RemoteUnavailableError when it cannot be had, and a later call tries again.
 */
export function loadRemoteApp(remote: RemoteName): Promise<RemoteApp> {
  return loadRemoteModule<RemoteAppProps>(remote, REMOTE_APP_EXPOSE);
}

/** A remote's exposed component when it has loaded already, else undefined. */
export function loadedRemoteModule<P>(remote: RemoteName, expose: string): ComponentType<P> | undefined {
  return loaded.get(moduleId(remote, expose)) as ComponentType<P> | undefined;
}

/**
 * Loads the default export of any module a remote exposes (`./App`, or a
 * panel such as mfe_phone's `./PhonePanel`) once, through the same runtime
 * plugins as every page: the manifest's release for this visitor, retries
 * with a time limit, and the fallback answer when it cannot be had.
 */
export function loadRemoteModule<P>(remote: RemoteName, expose: string): Promise<ComponentType<P>> {
  const id = moduleId(remote, expose);
  let pending = inFlight.get(id);
  if (!pending) {
    pending = fetchRemoteModule(remote, id);
    inFlight.set(id, pending);
    pending.then(
      (component) => loaded.set(id, component),
      () => inFlight.delete(id),
    );
  }
  return pending as Promise<ComponentType<P>>;
}

async function fetchRemoteModule(remote: RemoteName, id: string): Promise<ComponentType<never>> {
  let mod: { default?: ComponentType<never>; unavailable?: RemoteFailure } | null;
  try {
    mod = await loadRemote<{ default?: ComponentType<never>; unavailable?: RemoteFailure }>(id);
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
  if (!mod || mod.unavailable || typeof mod.default !== 'function') {
    throw new RemoteUnavailableError(remote, mod?.unavailable?.error ?? 'no default export');
  }
  return mod.default;
}

/**
 * Forgets a remote that failed, so the next load fetches its entry again
 * (the Retry button). The manifest is read afresh first, so a rollback made
 * since the page loaded is picked up; re-registering with `force` drops the
 * cached entry and module.
 */
export async function forgetRemote(remote: RemoteName): Promise<void> {
  // Every module of that remote: re-registering drops its entry for all of them.
  for (const cache of [inFlight, loaded]) {
    for (const id of [...cache.keys()]) if (id.startsWith(`${remote}/`)) cache.delete(id);
  }
  if (!boot) return;
  try {
    boot.manifest = await fetchManifest();
  } catch {
    // Keep the manifest we have; the retry may still succeed.
  }
  const release = selectRelease(boot.manifest.remotes[remote], remote, boot.bucketKey);
  if (release) registerRemotes([{ name: remote, entry: release.entry }], { force: true });
}

/** The version of a remote this visitor gets (shown in diagnostics and used by tests). */
export function selectedVersion(remote: RemoteName): string | undefined {
  return boot ? selectRelease(boot.manifest.remotes[remote], remote, boot.bucketKey)?.version : undefined;
}
