import { createRequire } from 'node:module';

import { REMOTE_APP_EXPOSE, type RemoteName } from '@leadnest/remotes';

import { type PackageJsonLike, type SharedEntry, sharedFor } from './shared';

const require = createRequire(import.meta.url);

/** What a remote's `module-federation.config.ts` declares. */
export interface RemoteFederationConfig {
  name: RemoteName;
  filename: 'remoteEntry.js';
  exposes: Record<string, string>;
  shared: Record<string, SharedEntry>;
}

/**
 * Every remote exposes the same entry: `./App` (the page component the
 * shell renders for the remote's routes). Keeping the shape identical is what
 * lets one shell load six remotes with one piece of code. A remote may add a
 * few entries other remotes render (`moreExposes`), each with a typed
 * contract in @leadnest/remotes. The routes a remote
 * owns are the route table's (`@leadnest/remotes`), which the shell bundles.
 */
export function remoteFederationConfig(name: RemoteName, pkg: PackageJsonLike, moreExposes: Record<string, string> = {}): RemoteFederationConfig {
  return {
    name,
    filename: 'remoteEntry.js',
    // `./App` for every remote; a remote may expose a few more entries (mfe_phone's `./PhonePanel`).
    exposes: {
      [REMOTE_APP_EXPOSE]: './src/federation/App.tsx',
      ...moreExposes,
    },
    shared: sharedFor(pkg),
  };
}

/** The host: no remotes at build time (they come from the deployment manifest). */
export interface HostFederationConfig {
  name: 'shell';
  remotes: Record<string, never>;
  shared: Record<string, SharedEntry & { import?: string; shareKey?: string; version?: string }>;
  runtimePlugins: string[];
}

/** The installed react-router-dom version, which the router surface stands in for. */
function installedRouterVersion(): string {
  return (require('react-router-dom/package.json') as { version: string }).version;
}

/**
 * The shell provides every shared singleton eagerly: every page needs them,
 * and having them in its first chunk saves a whole round of requests before
 * anything renders. Remotes never bundle them eagerly; they take the shell's.
 */
export function hostFederationConfig(pkg: PackageJsonLike, runtimePlugins: string[]): HostFederationConfig {
  const shared: HostFederationConfig['shared'] = sharedFor(pkg, { eager: true });
  shared['react-router-dom'] = {
    ...shared['react-router-dom']!,
    // See router-surface.ts: the shell provides the routing API LeadNest uses, not the whole package.
    import: '@leadnest/build-config/router-surface',
    shareKey: 'react-router-dom',
    version: installedRouterVersion(),
  };
  return { name: 'shell', remotes: {}, shared, runtimePlugins };
}
