import { stat } from 'node:fs/promises';

import { type DeployManifest, emptyManifest } from '@leadnest/deploy-manifest';
import { manifestPath, readManifest } from '@leadnest/deploy-manifest/store';

/**
 * Reads the deployment manifest, re-parsing only when the file changed. A
 * release rewrites the file (atomically), so the next request sees it without
 * a restart.
 */
export class ManifestCache {
  private cached: { mtimeMs: number; manifest: DeployManifest } | undefined;

  constructor(private readonly deployDir: string) {}

  async get(): Promise<DeployManifest> {
    const info = await stat(manifestPath(this.deployDir)).catch(() => undefined);
    if (!info) return emptyManifest();
    if (this.cached?.mtimeMs !== info.mtimeMs) {
      this.cached = { mtimeMs: info.mtimeMs, manifest: await readManifest(this.deployDir) };
    }
    return this.cached.manifest;
  }
}
