import path from 'node:path';

/**
 * Cache policy for everything the web module serves:
 * - the deployment manifest, HTML and remote entries are revalidated on every
 *   load (`no-cache`), so a release or rollback reaches the next page view;
 * - content-hashed files never change, so browsers keep them for a year.
 */
export const NO_CACHE = 'no-cache';
/** Pages that carry the signed-in user's profile (as GET /api/user/profile is sent). */
export const PRIVATE_NO_STORE = 'private, no-store';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const HASHED = /\.[0-9a-f]{8,}\.(js|css|map|woff2?|png|svg|jpe?g|webp)$/;

/** The file a precompressed copy stands for: `main.1234.js.br` → `main.1234.js`. */
const ENCODED_COPY = /\.(br|gz)$/;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(ENCODED_COPY, '');
  if (name === 'remoteEntry.js' || name.endsWith('.html') || name.endsWith('.json')) return NO_CACHE;
  if (HASHED.test(name)) return IMMUTABLE;
  return 'public, max-age=300';
}
