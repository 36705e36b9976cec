import type { Layer, Router, RouterMiddleware } from '@koa/router';
import { PLAN_FEATURES, type PlanFeature } from '@leadnest/plans';
import type { Middleware } from 'koa';

import { requireUser } from '../../lib/auth.js';
import { requirePlan, requirePlanFeature } from './plan-gate.js';

/**
 * Who may call a route (docs/decisions/0012-plan-tiers-and-inclusions.md):
 *
 * - `public`: anyone (signing in, links from mails, webhooks signed by their
 *   sender, the chat widget's calls);
 * - `signedIn`: a session without a plan: what a user reaches before choosing
 *   one (their profile and account, billing, onboarding's uploads);
 * - `plan`: a session and a plan, 401 then 402 PLAN_REQUIRED: every screen
 *   behind the plan guard;
 * - a PlanFeature: a session and a plan that includes it, 403 PLAN_FEATURE
 *   naming the cheapest plan that does.
 */
export type RouteAccess = 'public' | 'signedIn' | 'plan' | PlanFeature;

/**
 * A router's one declaration of access: `default` for every route it holds
 * (those of routers mounted inside it too, unless they declared their own),
 * `routes` for the exceptions, keyed `'METHOD /path'` with the path as the
 * router declares it (its own prefix included, /api not).
 */
export interface RouterAccess {
  default: RouteAccess;
  routes?: Readonly<Record<string, RouteAccess>>;
}

const ACCESS = Symbol('routeAccess');
type DeclaredLayer = Layer & { [ACCESS]?: RouteAccess };

const FEATURE_GATES = new Map<PlanFeature, Middleware>(PLAN_FEATURES.map((feature) => [feature, requirePlanFeature(feature)]));

/** The middleware that enforces `access` (none for public routes). requirePlan and requirePlanFeature answer 401 first. */
function gateFor(access: RouteAccess): Middleware | undefined {
  if (access === 'public') return undefined;
  if (access === 'signedIn') return requireUser;
  if (access === 'plan') return requirePlan;
  return FEATURE_GATES.get(access);
}

const isRouteAccess = (value: string): value is RouteAccess =>
  value === 'public' || value === 'signedIn' || value === 'plan' || (PLAN_FEATURES as readonly string[]).includes(value);

/**
 * Applies `access` to every route `router` holds: its gate goes first in
 * each route's chain, and the route carries its access (`accessOf`), so the
 * coverage test can walk the mounted API and ask every route for its
 * answer signed out, without a plan and on each plan. Call it on the built
 * router, after its last route: a route added later has no access, which
 * that test refuses. An exception naming no route is a start-up error, so
 * a typo cannot leave a route on the default.
 */
export function declareAccess<R extends Router>(router: R, access: RouterAccess): R {
  const exceptions = new Map(Object.entries(access.routes ?? {}));
  for (const [key, value] of [['default', access.default], ...exceptions] as const) {
    if (!isRouteAccess(value)) throw new Error(`Unknown route access "${value}" for ${key}`);
  }
  const unused = new Set(exceptions.keys());
  for (const layer of router.stack as DeclaredLayer[]) {
    // Middleware layers (router.use) hold no route; a mounted router's routes may carry their own declaration.
    if (layer.methods.length === 0 || layer[ACCESS] !== undefined) continue;
    const levels = new Set(
      layer.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => {
          const key = `${method} ${String(layer.path)}`;
          unused.delete(key);
          return exceptions.get(key) ?? access.default;
        }),
    );
    const [level = access.default, ...others] = levels;
    if (others.length > 0) throw new Error(`${String(layer.path)} is one route for ${layer.methods.join(', ')}: give them one access`);
    layer[ACCESS] = level;
    const gate = gateFor(level);
    if (gate) layer.stack.unshift(gate as RouterMiddleware);
  }
  if (unused.size > 0) throw new Error(`Route access declared for routes the router does not hold: ${[...unused].join(', ')}`);
  return router;
}

/** A route layer's declared access; undefined for a route no router declared (and for middleware layers). */
export function accessOf(layer: Layer): RouteAccess | undefined {
  return (layer as DeclaredLayer)[ACCESS];
}
