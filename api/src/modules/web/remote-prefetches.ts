import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { REMOTES_URL_PREFIX } from '@leadnest/deploy-manifest/store';

/** The exposed module every remote's routes come from (see @leadnest/remote-kit). */
const APP_EXPOSE = './App';

/** The parts of a remote's mf-manifest.json (written by its build) read here. */
interface FederationManifest {
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: unknown; async?: unknown } } }>;
}

const chunkFiles = (list: unknown): string[] => (Array.isArray(list) ? list.filter((f): f is string => typeof f === 'string' && /^[\w.-]+\.js$/.test(f)) : []);

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
 * With a page's chunk name (`pageChunkName` of @leadnest/remotes), the
 * async chunk of that name is prefetched too: the page switch imports it
 * only once `./App` has run, the next step of the waterfall.
 *
 * Release folders never change, so each entry's list is read once. An entry
 * served from elsewhere (another origin), or a release without a readable
 * mf-manifest.json, prefetches nothing.
 */
export class RemotePrefetches {
  private readonly byEntry = new Map<string, Promise<string[]>>();

  constructor(private readonly deployDir: string) {}

  for(entry: string, pageChunk?: string): Promise<string[]> {
    const key = `${entry}\n${pageChunk ?? ''}`;
    let urls = this.byEntry.get(key);
    if (!urls) {
      urls = this.read(entry, pageChunk);
      this.byEntry.set(key, urls);
    }
    return urls;
  }

  private async read(entry: string, pageChunk: string | undefined): Promise<string[]> {
    if (!entry.startsWith(`${REMOTES_URL_PREFIX}/`) || entry.includes('..')) return [];
    const base = entry.slice(0, entry.lastIndexOf('/') + 1);
    const file = path.join(this.deployDir, 'remotes', base.slice(REMOTES_URL_PREFIX.length), 'mf-manifest.json');
    try {
      const manifest = JSON.parse(await readFile(file, 'utf8')) as FederationManifest;
      const js = manifest.exposes?.find((e) => e.path === APP_EXPOSE)?.assets?.js;
      const page = pageChunk ? chunkFiles(js?.async).filter((f) => f.startsWith(`${pageChunk}.`)) : [];
      return [...chunkFiles(js?.sync), ...page].map((f) => base + f);
    } catch {
      return [];
    }
  }
}
