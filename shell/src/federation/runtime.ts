import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { selectRelease } from '@leadnest/deploy-manifest';
import { REMOTE_APP_EXPOSE, type RemoteAppProps, type RemoteName } from '@leadnest/remotes';
import { fetchManifest, type BootData } from './boot-data';
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
  registerPlugins([
    rolloutPlugin(data),
    retryPlugin(),
    fallbackPlugin((failure): UnavailableModule => ({ default: undefined, unavailable: failure })),
  ]);
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

const inFlight = new Map<RemoteName, Promise<RemoteApp>>();
const loaded = new Map<RemoteName, RemoteApp>();

/** A remote's `./App` when it has loaded already (the bootstrap starts the current route's early), else undefined. */
export function loadedRemoteApp(remote: RemoteName): RemoteApp | undefined {
  return loaded.get(remote);
}

/**
 * Loads a remote's `./App` once, however many components ask (the bootstrap
 * starts the current route's remote before React renders); rejects with
 * RemoteUnavailableError when it cannot be had, and a later call tries again.
 */
export function loadRemoteApp(remote: RemoteName): Promise<RemoteApp> {
  let pending = inFlight.get(remote);
  if (!pending) {
    pending = fetchRemoteApp(remote);
    inFlight.set(remote, pending);
    pending.then(
      (App) => loaded.set(remote, App),
      () => inFlight.delete(remote),
    );
  }
  return pending;
}

async function fetchRemoteApp(remote: RemoteName): Promise<RemoteApp> {
  const id = `${remote}/${REMOTE_APP_EXPOSE.replace('./', '')}`;
  let mod: { default?: RemoteApp; unavailable?: RemoteFailure } | null;
  try {
    mod = await loadRemote<{ default?: RemoteApp; unavailable?: RemoteFailure }>(id);
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
  inFlight.delete(remote);
  loaded.delete(remote);
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
