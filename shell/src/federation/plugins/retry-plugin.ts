import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RetryOptions {
  /** Extra attempts after the first failure. */
  retries: number;
  /** Delay before the first retry; doubles each time. */
  delayMs: number;
  /** How long one remote entry may take before it counts as failed. */
  timeoutMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { retries: 2, delayMs: 300, timeoutMs: 8000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryError>[0];

async function retryEntry(args: LoadEntryErrorArgs, options: RetryOptions) {
  const { getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey } = args;
  for (let attempt = 0; attempt < options.retries; attempt++) {
    await sleep(options.delayMs * 2 ** attempt);
    // The failed attempt's promise is cached; drop it so the entry is fetched again.
    delete globalLoading[uniqueKey];
    try {
      const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      if (exports) return exports;
    } catch {
      // try again, or give up after the last attempt
    }
  }
  return undefined;
}

/**
 * Retries a remote entry that failed to load (a network blip, a deploy in
 * progress) with backoff, and caps how long one attempt may hang. A remote
 * that is really down still fails after the last attempt, and the fallback
 * plugin takes over.
 *
 * Why not `@module-federation/retry-plugin`: its newest release (0.17.1) is
 * built on `@module-federation/sdk` 0.17 while this shell runs the 2.9
 * runtime (a second SDK copy and an older hook contract), and it puts no
 * time limit on a remote entry that never answers, which is what the
 * timeout case of e2e/specs/resilience.spec.ts needs (`createScript`
 * below). Revisit when it ships for the 2.x runtime
 * (docs/decisions/0025-hand-written-where-a-library-exists.md).
 */
export function retryPlugin(options: RetryOptions = DEFAULT_RETRY): ModuleFederationRuntimePlugin {
  return {
    name: 'leadnest-retry',
    createScript() {
      return { timeout: options.timeoutMs };
    },
    // The hook is typed as resolving to a promise of the exports; at run time
    // it is awaited either way, so the plain exports are what it needs.
    loadEntryError: ((args) => retryEntry(args, options)) as LoadEntryError,
  };
}
