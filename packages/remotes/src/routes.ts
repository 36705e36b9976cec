import { BRAND_NAME } from '@leadnest/brand';

import type { RemoteName } from './catalogue';

/**
 * How a route is reached (spec part 1 §2 route table):
 * - `public`: no shared header and footer (sign-in screens);
 * - `open`: inside the shell, for everyone;
 * - `guarded`: inside the shell, behind the access guard.
 */
export type RouteAccess = 'public' | 'open' | 'guarded';

export interface RouteDef {
  path: string;
  remote: RemoteName;
  /**
   * The page title from the spec: the one place it is typed. A remote's page
   * switch shows it while the page loads and gives it to the page's frame.
   */
  title: string;
  access: RouteAccess;
  /**
   * Guarded pages that also need a subscription plan. The spec only says the
   * dashboard needs one; we gate every guarded page except /billing, because
   * Billing is where a user without a plan chooses one: the Upgrade Required
   * card shows until a plan is chosen there
   * (docs/decisions/0012-plan-tiers-and-inclusions.md).
   */
  requiresPlan: boolean;
  /**
   * The remote routes below this path itself (`/conversations/{id}`); every
   * other route is its path only, so `/about/zzz` is the not-found screen.
   */
  nested: boolean;
  /**
   * The account's settings, which a team's owner manages for everyone
   * (phone, capture pages, AI and integration settings, keys, billing): a
   * member who is not the owner sees a card saying so instead
   * (docs/decisions/0034-teams.md).
   */
  ownerManaged: boolean;
  /**
   * Pages for marketing editors only (the profile's `canEditContent`: the
   * marketing role, which admins have): anyone else signed in sees a card
   * saying who grants it (docs/decisions/0039-marketing-content.md). The API
   * refuses their calls too. Absent reads as false.
   */
  requiresContentEditor?: boolean;
}

/** The pages of the account's settings (RouteDef.ownerManaged). */
export const OWNER_MANAGED_PATHS: ReadonlySet<string> = new Set(['/ai-phone', '/capture-builder', '/ai-settings', '/api-settings', '/api-keys', '/billing']);

/** The pages of marketing editors (RouteDef.requiresContentEditor). */
export const CONTENT_EDITOR_PATHS: ReadonlySet<string> = new Set(['/content']);

const route = (path: string, remote: RemoteName, title: string, access: RouteAccess, requiresPlan = false, nested = false): RouteDef => ({
  path,
  remote,
  title,
  access,
  requiresPlan,
  nested,
  ownerManaged: OWNER_MANAGED_PATHS.has(path),
  requiresContentEditor: CONTENT_EDITOR_PATHS.has(path),
});

export const ROUTES: readonly RouteDef[] = [
  // The home page's title is its hero line (spec part 1 §1); its h1 is the hero heading of its content (edited on /content), released with these words.
  route('/', 'mfe_marketing', `${BRAND_NAME}: never miss another lead`, 'open'),
  route('/pricing', 'mfe_marketing', 'Pricing', 'open'),
  route('/about', 'mfe_marketing', 'About', 'open'),
  route('/privacy', 'mfe_marketing', 'Privacy Policy', 'open'),
  route('/terms', 'mfe_marketing', 'Terms of Service', 'open'),
  route('/onboarding', 'mfe_marketing', 'Onboarding', 'open'),
  // The marketing pages' copy, edited, previewed, published and rolled back; no plan needed, the marketing role is.
  route('/content', 'mfe_marketing', 'Content', 'guarded', false),
  route('/login', 'mfe_marketing', 'Sign In', 'public'),
  route('/signup', 'mfe_marketing', 'Create Your Account', 'public'),
  route('/register', 'mfe_marketing', 'Registration', 'public'),
  route('/admin-login', 'mfe_marketing', 'Admin Login', 'public'),
  // The forgot-password mail's link opens /reset-password?token=….
  route('/forgot-password', 'mfe_marketing', 'Forgot Password', 'public'),
  route('/reset-password', 'mfe_marketing', 'Reset Password', 'public'),
  // The team invite mail's link opens /join?token=… (docs/decisions/0034-teams.md).
  route('/join', 'mfe_marketing', 'Join a Team', 'public'),
  route('/dashboard', 'mfe_dashboard', 'Dashboard', 'guarded', true),
  // The inbox behind Take Over Chat; /conversations/{id} opens one thread.
  route('/conversations', 'mfe_dashboard', 'Conversations', 'guarded', true, true),
  route('/ai-phone', 'mfe_phone', 'AI Phone Receptionist', 'open'),
  // /leads/{id} opens that lead's panel.
  route('/leads', 'mfe_leads', 'Lead Management', 'guarded', true, true),
  route('/capture-builder', 'mfe_leads', 'Lead Capture Builder', 'guarded', true),
  route('/analytics', 'mfe_analytics', 'Analytics & Reports', 'guarded', true),
  route('/ai-settings', 'mfe_settings', 'AI Settings', 'guarded', true),
  route('/api-settings', 'mfe_settings', 'Connect Your Accounts', 'guarded', true),
  route('/api-keys', 'mfe_settings', 'API Keys', 'guarded', true),
  route('/billing', 'mfe_settings', 'Billing and Subscription', 'guarded', false),
  route('/calendar', 'mfe_settings', 'Calendar', 'guarded', true),
  // Members, invites, seats and lead routing; members of a team of one see their team of one.
  route('/team', 'mfe_settings', 'Team', 'guarded', true),
  route('/resources', 'mfe_settings', 'Templates', 'guarded', true),
  // The user's own details, email and password; no plan needed to manage one's account.
  route('/account', 'mfe_settings', 'Account', 'guarded', false),
];

/**
 * The route whose path is `pathname` (a trailing slash allowed). Only the
 * route itself, unless it is `nested`: `/about/zzz` is unknown (the
 * not-found screen), not the About page; `/conversations/{id}` is the inbox.
 */
export function matchRoute(pathname: string): RouteDef | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return ROUTES.find((r) => r.path === clean || (r.nested && clean.startsWith(`${r.path}/`)));
}

/** The title of an unknown path's page (the not-found screen). */
export const NOT_FOUND_TITLE = 'Page not found';

/** The browser tab's title for a path: the route table's title and the product name (the home title already has it). */
export function documentTitle(pathname: string): string {
  const title = matchRoute(pathname)?.title ?? NOT_FOUND_TITLE;
  return title.includes(BRAND_NAME) ? title : `${title} | ${BRAND_NAME}`;
}

export function routesOf(remote: RemoteName): RouteDef[] {
  return ROUTES.filter((r) => r.remote === remote);
}
