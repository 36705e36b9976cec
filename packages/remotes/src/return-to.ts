import { matchRoute } from './routes';

/** The query parameter of /login that names the page to go back to after signing in. */
export const RETURN_TO_PARAM = 'next';

/** Where a signed-in user lands when there is nowhere (valid) to return to. */
export const SIGNED_IN_HOME = '/dashboard';

/**
 * Public pages that are not sign-in screens: a signed-in user has business
 * there, so sign-in and sign-up may return to them. The team invite's /join
 * sends the invitee to sign in or sign up and back (docs/decisions/0034-teams.md).
 */
const PUBLIC_DESTINATIONS: ReadonlySet<string> = new Set(['/join']);

/** /login with the page asked for (`/leads?stage=new`), to come back to after signing in. */
export function loginPathFor(pathWithSearch: string): string {
  return afterSignInPath('/login', pathWithSearch);
}

/** A sign-in screen (/login, /signup) with the page to go on to once signed in. */
export function afterSignInPath(screen: '/login' | '/signup', pathWithSearch: string): string {
  return `${screen}?${RETURN_TO_PARAM}=${encodeURIComponent(pathWithSearch)}`;
}

/**
 * The page to return to after signing in, from /login's query: only a path
 * of this site (`/leads`, with its query), never another origin (`//evil`,
 * `/\\evil`, `https://…`, `javascript:`), and never a sign-in screen (which
 * would send the user straight back; PUBLIC_DESTINATIONS are not sign-in
 * screens). Anything else is SIGNED_IN_HOME.
 */
export function returnPathFrom(search: string): string {
  const raw = new URLSearchParams(search).get(RETURN_TO_PARAM);
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return SIGNED_IN_HOME;
  let url: URL;
  try {
    url = new URL(raw, 'http://same.invalid');
  } catch {
    return SIGNED_IN_HOME;
  }
  // Control characters (which URL parsing would quietly drop) mean someone is trying something.
  if (url.origin !== 'http://same.invalid' || [...raw].some((c) => c.charCodeAt(0) < 32)) return SIGNED_IN_HOME;
  const route = matchRoute(url.pathname);
  if (route?.access === 'public' && !PUBLIC_DESTINATIONS.has(route.path)) return SIGNED_IN_HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}
