import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RemoteFailure {
  /** The remote's federation name, e.g. `mfe_leads`. */
  remote: string;
  /** The requested module, e.g. `mfe_leads/App`. */
  id: string;
  error: unknown;
}

/**
 * When a remote cannot be loaded after the retries, answer with a stand-in
 * module instead of throwing, so the shell renders "This section could not be
 * loaded" in place of that remote while the header, footer and other routes
 * keep working.
 */
export function fallbackPlugin(createFallbackModule: (failure: RemoteFailure) => unknown): ModuleFederationRuntimePlugin {
  return {
    name: 'leadnest-fallback',
    async errorLoadRemote({ id, error, lifecycle }) {
      // Only a failed load of the module itself has a module-shaped answer.
      if (lifecycle !== 'onLoad') return undefined;
      const remote = id.split('/')[0] ?? id;
      console.error(`[leadnest] remote ${remote} could not be loaded`, error);
      return createFallbackModule({ remote, id, error });
    },
  };
}
