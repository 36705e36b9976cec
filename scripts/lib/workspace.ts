import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { findRemote, REMOTE_NAMES, type RemoteInfo, REMOTES } from '@leadnest/remotes';

/** The repository root (scripts/ sits directly under it). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function distDirOf(folder: string): string {
  return path.join(ROOT, folder, 'dist');
}

export function packageVersionOf(folder: string): string {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/** Resolves a remote named on the command line, or exits with the list of valid names. */
export function remoteFromArgs(name: string | undefined): RemoteInfo {
  const remote = name ? findRemote(name) : undefined;
  if (!remote) {
    const valid = REMOTE_NAMES.map((n) => REMOTES[n].folder).join(', ');
    throw new UsageError(`${name ? `Unknown remote "${name}"` : 'Name a remote'}. One of: ${valid}`);
  }
  return remote;
}

export class UsageError extends Error {}

/** Runs a CLI's main, printing a readable message instead of a stack for expected failures. */
export function runCli(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`error: ${message}`);
    process.exit(error instanceof UsageError ? 2 : 1);
  });
}
