import { REMOTE_APP_EXPOSE, type RemoteName } from '@leadnest/remotes';
import { sharedFor, type PackageJsonLike, type SharedEntry } from './shared';

/** What a remote's `module-federation.config.ts` declares. */
export interface RemoteFederationConfig {
  name: RemoteName;
  filename: 'remoteEntry.js';
  exposes: Record<string, string>;
  shared: Record<string, SharedEntry>;
}

/**
 * Every remote exposes the same two entries: `./App` (the page component the
 * shell renders for the remote's routes) and `./contract` (route metadata the
 * shell can read without rendering). Keeping the shape identical is what lets
 * one shell load six remotes with one piece of code.
 */
export function remoteFederationConfig(name: RemoteName, pkg: PackageJsonLike): RemoteFederationConfig {
  return {
    name,
    filename: 'remoteEntry.js',
    exposes: {
      [REMOTE_APP_EXPOSE]: './src/federation/App.tsx',
      './contract': './src/federation/contract.ts',
    },
    shared: sharedFor(pkg),
  };
}

/** The host: no remotes at build time (they come from the deployment manifest). */
export interface HostFederationConfig {
  name: 'shell';
  remotes: Record<string, never>;
  shared: Record<string, SharedEntry>;
  runtimePlugins: string[];
}

export function hostFederationConfig(pkg: PackageJsonLike, runtimePlugins: string[]): HostFederationConfig {
  return { name: 'shell', remotes: {}, shared: sharedFor(pkg), runtimePlugins };
}
