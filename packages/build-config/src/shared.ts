/**
 * THE list of modules shared between the shell and the remotes at run time.
 * Each is a singleton: two copies of React, the router, the query cache or
 * the styled-components registry would break context and identity between
 * the shell and a remote. `@leadnest/session` is shared so the session
 * (profile query, provided query client, notification bridge) is the shell's
 * own instance in every remote. `jotai` is shared so every remote runs one copy
 * of it (one download, and an atom or Provider handed across a remote boundary
 * keeps working); each feature still scopes its atoms with its own Provider
 * (docs/decisions/0028-client-state.md). The shell never imports jotai, so its
 * build does not provide it: the first remote that needs it provides its copy
 * to the share scope and later remotes take that one. Only `jotai` itself is shared, not its
 * subpaths: code imports from 'jotai' only (lint enforces it), since a private
 * `jotai/utils` would bring its own `jotai/react` context and miss the feature's
 * Provider. Never share every dependency: anything not here is bundled
 * privately by whoever uses it.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  '@tanstack/react-query',
  'jotai',
  'styled-components',
  '@leadnest/session',
] as const;

export type SharedSingleton = (typeof SHARED_SINGLETONS)[number];

export interface PackageJsonLike {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  /** Only the shell: its copies are in its first chunk, one download instead of a second wave. */
  eager?: boolean;
}

/** `react/jsx-runtime` → `react`, `@scope/pkg/sub` → `@scope/pkg`. */
export function packageOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? request);
}

/**
 * Builds the `shared` option for one app, taking each `requiredVersion` from
 * that app's own package.json so Module Federation's version check compares
 * what the app was built against with what the shell provides.
 */
export function sharedFor(pkg: PackageJsonLike, options: { eager?: boolean } = {}): Record<SharedSingleton, SharedEntry> {
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  const entries = SHARED_SINGLETONS.map((request) => {
    const owner = packageOf(request);
    const requiredVersion = deps[owner];
    if (!requiredVersion) {
      throw new Error(`${pkg.name} shares ${request} but does not declare ${owner} in its package.json dependencies`);
    }
    const entry: SharedEntry = options.eager ? { singleton: true, requiredVersion, eager: true } : { singleton: true, requiredVersion };
    return [request, entry] as const;
  });
  return Object.fromEntries(entries) as Record<SharedSingleton, SharedEntry>;
}
