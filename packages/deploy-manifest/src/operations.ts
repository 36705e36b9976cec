import type { DeployManifest, Release, RemoteDeployment } from './schema';

/**
 * Pure edits of the manifest used by `npm run release` and `npm run rollback`.
 * They never touch files; the CLI reads, applies one of these and writes the
 * result atomically.
 */

export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

export interface PublishInput {
  remote: string;
  version: string;
  entry: string;
  /** Share of traffic for this version, 1–100. */
  percent: number;
  now?: Date;
}

/**
 * Adds (or re-weights) `version` at `percent`. The rest of the traffic goes to
 * the stable release: the live one with the largest share other than this
 * version (the newest on a tie). Releasing the build that is already live just
 * changes its share, which is how a rollout goes from 10% to 100%.
 */
export function publishRelease(manifest: DeployManifest, input: PublishInput): DeployManifest {
  const { remote, version, entry, percent } = input;
  if (!Number.isInteger(percent) || percent < 1 || percent > 100) {
    throw new ReleaseError(`--percent must be a whole number from 1 to 100 (got ${percent})`);
  }
  const now = (input.now ?? new Date()).toISOString();
  const current: RemoteDeployment = manifest.remotes[remote] ?? { releases: [] };
  const others = current.releases.filter((r) => r.version !== version);
  const existing = current.releases.find((r) => r.version === version);
  const stable = pickStable(others);
  if (percent < 100 && !stable) {
    throw new ReleaseError(`${remote} has no live release to keep the other ${100 - percent}%: release it at 100% first`);
  }
  const releases: Release[] = others.map((r) => ({ ...r, weight: r === stable ? 100 - percent : 0 }));
  const released: Release = existing
    ? { ...existing, entry, weight: percent, rolledBack: false }
    : { version, entry, weight: percent, releasedAt: now, rolledBack: false };
  releases.push(released);
  return { ...manifest, updatedAt: now, remotes: { ...manifest.remotes, [remote]: { releases } } };
}

/**
 * Sends all traffic back to the release before the newest live one and marks
 * the newest as rolled back, so a later release cannot silently revive it.
 */
export function rollbackRelease(manifest: DeployManifest, remote: string, now = new Date()): { manifest: DeployManifest; from: string; to: string } {
  const current = manifest.remotes[remote];
  const candidates = (current?.releases ?? []).filter((r) => !r.rolledBack);
  const newest = [...candidates].reverse().find((r) => r.weight > 0);
  if (!current || !newest) throw new ReleaseError(`${remote} has no live release to roll back`);
  const previous = candidates.slice(0, candidates.indexOf(newest)).pop();
  if (!previous) throw new ReleaseError(`${remote} has no earlier release to go back to`);
  const releases = current.releases.map((r) => {
    if (r === newest) return { ...r, weight: 0, rolledBack: true };
    return { ...r, weight: r === previous ? 100 : 0 };
  });
  return {
    manifest: { ...manifest, updatedAt: now.toISOString(), remotes: { ...manifest.remotes, [remote]: { releases } } },
    from: newest.version,
    to: previous.version,
  };
}

function pickStable(releases: Release[]): Release | undefined {
  let best: Release | undefined;
  for (const r of releases) {
    if (r.weight <= 0 || r.rolledBack) continue;
    if (!best || r.weight >= best.weight) best = r;
  }
  return best;
}
