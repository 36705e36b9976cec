import path from 'node:path';

/**
 * Cache policy for everything the web module serves:
 * - the deployment manifest, HTML and remote entries are revalidated on every
 *   load (`no-cache`), so a release or rollback reaches the next page view;
 * - content-hashed files never change, so browsers keep them for a year.
 */
export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const HASHED = /\.[0-9a-f]{8,}\.(js|css|map|woff2?|png|svg|jpe?g|webp)$/;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (name === 'remoteEntry.js' || name.endsWith('.html') || name.endsWith('.json')) return NO_CACHE;
  if (HASHED.test(name)) return IMMUTABLE;
  return 'public, max-age=300';
}
