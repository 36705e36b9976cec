import type { DeployManifest } from './schema';

/** A manifest with no remotes (a fresh deployment store). Kept apart from the zod schema so the shell can use it without the parser. */
export function emptyManifest(now = new Date()): DeployManifest {
  return { schemaVersion: 1, updatedAt: now.toISOString(), remotes: {} };
}
