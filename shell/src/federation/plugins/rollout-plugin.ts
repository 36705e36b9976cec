import { selectRelease } from '@leadnest/deploy-manifest';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

import type { BootData } from '../boot-data';

/**
 * Staged rollout: when a remote is first requested, register it with the
 * version this visitor's bucket falls into. Remotes are registered lazily, so
 * a route loads only its own remote's entry.
 */
export function rolloutPlugin(boot: BootData): ModuleFederationRuntimePlugin {
  return {
    name: 'leadnest-rollout',
    beforeRequest(args) {
      const name = args.id.split('/')[0] ?? '';
      const registered = args.options.remotes.some((r) => r.name === name);
      const release = selectRelease(boot.manifest.remotes[name], name, boot.bucketKey);
      if (!registered && release) {
        args.origin.registerRemotes([{ name, entry: release.entry }]);
      }
      return args;
    },
  };
}
