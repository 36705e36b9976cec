import { bucketOf } from './bucketing';
import type { DeployManifest, Release, RemoteDeployment } from './schema';

/**
 * Picks the release a visitor gets. Live releases are walked newest first,
 * each covering the next `weight` buckets, so raising a new version's share
 * from 10 to 50 keeps the first 10% on it and only adds visitors: nobody
 * flips back and forth while a rollout grows.
 */
export function selectRelease(deployment: RemoteDeployment | undefined, remote: string, bucketKey: string): Release | undefined {
  if (!deployment) return undefined;
  const live = deployment.releases.filter((r) => r.weight > 0 && !r.rolledBack).reverse();
  if (live.length === 0) return undefined;
  const bucket = bucketOf(bucketKey, remote);
  let upTo = 0;
  for (const release of live) {
    upTo += release.weight;
    if (bucket < upTo) return release;
  }
  return live[live.length - 1];
}

export interface SelectedRemote {
  name: string;
  version: string;
  entry: string;
}

/** The chosen release of every remote in the manifest, for one visitor. */
export function selectAll(manifest: DeployManifest, bucketKey: string): SelectedRemote[] {
  const chosen: SelectedRemote[] = [];
  for (const [name, deployment] of Object.entries(manifest.remotes)) {
    const release = selectRelease(deployment, name, bucketKey);
    if (release) chosen.push({ name, version: release.version, entry: release.entry });
  }
  return chosen;
}
