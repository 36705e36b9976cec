import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTES_URL_PREFIX } from '@leadnest/deploy-manifest/store';

/** The exposed module every remote's routes come from (see @leadnest/remote-kit). */
const APP_EXPOSE = './App';

/** The parts of a remote's mf-manifest.json (written by its build) read here. */
interface FederationManifest {
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: unknown } } }>;
}

/**
 * The chunks of a remote's `./App` (from the mf-manifest.json its build
 * writes next to the entry), for the shell's HTML to prefetch: without them
 * the browser learns of the chunk only once the shell's scripts and the
 * remote entry have run, one more round trip in the middle of the first load.
 *
 * Prefetched, not preloaded: a prefetch lands in the HTTP cache, where a
 * failed response (404, 5xx) is not kept, while a failed preload would be
 * handed to the chunk's script after the Retry button brought the remote
 * back, and fail it again.
 *
 * Release folders never change, so each entry's list is read once. An entry
 * served from elsewhere (another origin), or a release without a readable
 * mf-manifest.json, prefetches nothing.
 */
export class RemotePrefetches {
  private readonly byEntry = new Map<string, Promise<string[]>>();

  constructor(private readonly deployDir: string) {}

  for(entry: string): Promise<string[]> {
    let urls = this.byEntry.get(entry);
    if (!urls) {
      urls = this.read(entry);
      this.byEntry.set(entry, urls);
    }
    return urls;
  }

  private async read(entry: string): Promise<string[]> {
    if (!entry.startsWith(`${REMOTES_URL_PREFIX}/`) || entry.includes('..')) return [];
    const base = entry.slice(0, entry.lastIndexOf('/') + 1);
    const file = path.join(this.deployDir, 'remotes', base.slice(REMOTES_URL_PREFIX.length), 'mf-manifest.json');
    try {
      const manifest = JSON.parse(await readFile(file, 'utf8')) as FederationManifest;
      const sync = manifest.exposes?.find((e) => e.path === APP_EXPOSE)?.assets?.js?.sync;
      const chunks = Array.isArray(sync) ? sync.filter((f): f is string => typeof f === 'string' && /^[\w.-]+\.js$/.test(f)) : [];
      return chunks.map((f) => base + f);
    } catch {
      return [];
    }
  }
}
