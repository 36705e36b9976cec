import * as z from 'zod/mini';

/**
 * The deployment manifest: which released versions of each remote exist, where
 * their entries live and what share of visitors each gets. The shell reads it
 * at run time (inlined into its HTML by the server, or fetched with no-cache),
 * so releasing or rolling back a remote is an edit of this file and nothing
 * else. `zod/mini` keeps the parser small enough for the shell's first load.
 */
export const releaseSchema = z.object({
  /** Immutable version id: `<package version>-<content hash>`. */
  version: z.string().check(z.minLength(1)),
  /** URL of the remote's `remoteEntry.js` for this version. */
  entry: z.string().check(z.minLength(1)),
  /** Share of visitors, 0–100; the weights of one remote add up to 100. */
  weight: z.number().check(z.int(), z.gte(0), z.lte(100)),
  releasedAt: z.string(),
  /** Set by rollback: the release is kept for the record but gets no traffic. */
  rolledBack: z.optional(z.boolean()),
});

export const remoteDeploymentSchema = z.object({
  /** Oldest first; every version ever released, so rollback has a history. */
  releases: z.array(releaseSchema),
});

export const deployManifestSchema = z.object({
  schemaVersion: z.literal(1),
  updatedAt: z.string(),
  remotes: z.record(z.string(), remoteDeploymentSchema),
});

export type Release = z.infer<typeof releaseSchema>;
export type RemoteDeployment = z.infer<typeof remoteDeploymentSchema>;
export type DeployManifest = z.infer<typeof deployManifestSchema>;

export class ManifestError extends Error {
  override name = 'ManifestError';
}

/** Parses and checks a manifest; throws ManifestError naming what is wrong. */
export function parseManifest(input: unknown): DeployManifest {
  const result = deployManifestSchema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'manifest';
    throw new ManifestError(`Invalid deployment manifest at ${where}: ${issue?.message ?? 'unknown problem'}`);
  }
  for (const [remote, deployment] of Object.entries(result.data.remotes)) {
    const live = deployment.releases.filter((r) => r.weight > 0);
    const total = live.reduce((sum, r) => sum + r.weight, 0);
    if (deployment.releases.length > 0 && total !== 100) {
      throw new ManifestError(`Invalid deployment manifest at remotes.${remote}: weights add up to ${total}, not 100`);
    }
  }
  return result.data;
}
