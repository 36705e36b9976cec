/**
 * What the server may start for a page before any of its scripts run, so a
 * cold load does not wait for the shell, the remote's entry and its `./App`
 * to discover it (the dashboard's figures were the last thing on
 * screen, behind the page's chunk and then its first request).
 */

/**
 * The chunk name a remote gives a page's lazy import
 * (`import(/* webpackChunkName: "page-dashboard" *\/ …)`): `/dashboard` →
 * `page-dashboard`, `/ai-settings` → `page-ai-settings`. The server finds
 * the file by this name in the remote's mf-manifest.json and prefetches it
 * with the shell's HTML. A page without the name is simply not prefetched.
 */
export function pageChunkName(routePath: string): string {
  return `page-${routePath.replace(/^\/+/, '').replace(/[^a-z0-9]+/gi, '-') || 'home'}`;
}

/** The signed-in user as the server knows them when it sends the page. */
export interface PagePreloadUser {
  id: string;
  plan: string | null | undefined;
}

/**
 * The API GETs a page reads first, for the server to preload with the HTML
 * (`<link rel="preload" as="fetch" crossorigin="use-credentials">`, which
 * the page's own `fetch(url, { credentials: 'include' })` then takes over).
 * Only what the page surely asks at once: a preload nobody uses is a wasted
 * request and a console warning. The dashboard's figures need a plan (402
 * without one, and the page then shows Upgrade Required instead).
 */
export function pageDataPreloads(routePath: string, user: PagePreloadUser): string[] {
  if (routePath === '/dashboard' && user.plan) return [`/api/dashboard/metrics/${encodeURIComponent(user.id)}`];
  return [];
}
