import { type Layer, Router, type RouterMiddleware } from '@koa/router';
import type { Middleware } from 'koa';
import compose from 'koa-compose';

type MatchResult = ReturnType<Router['match']>;

/** What the router would set on the context about the matched route, and the route's composed chain. */
interface Dispatch {
  result: MatchResult;
  /** The last matched layer that has methods: the route itself. */
  routeLayer: Layer | undefined;
  /** The matched layers' middleware, composed once (undefined when no route matched). */
  chain: Middleware | undefined;
}

/** Distinct (method, path) pairs remembered; past this the memo starts over. */
const MAX_ENTRIES = 2_000;

/** The fields @koa/router documents on the context. */
interface RouterContext {
  router: Router;
  matched?: Layer[];
  routeMatched: boolean;
  captures: string[];
  params: Record<string, string>;
  routerPath: string | RegExp;
  routerName: string | undefined;
  _matchedRoute?: string | RegExp;
  _matchedRouteName?: string;
}

/**
 * A Router that remembers, per (method, path) pair, which layers match and
 * their middleware composed into one function.
 *
 * @koa/router tests every layer's regular expression on every request (the
 * whole API's routes, for each call), then builds and composes a new chain
 * for the matched layers; most traffic repeats a few paths (the profile, the
 * lead list, polling), so both are looked up instead. The context gets the
 * same fields the router sets (matched, params, captures, routerPath, …).
 * The memo is dropped whenever a layer or a param handler is added (a
 * param handler is spliced into existing layers), and is bounded: paths
 * carrying ids only ever cost the normal match.
 *
 * Routers with a `host` or `routerPath` option, exclusive routers, and
 * requests no route matches are handed to @koa/router's own dispatch.
 *
 * Still worth keeping: `npm run bench:api` on one build, six
 * interleaved pairs with and without it, gave the profile/hello-world
 * ratio a median of 0.77 with it (0.87 0.82 0.72 0.67 0.86, and 0.49 in a
 * run disturbed by other work) against 0.64 with plain @koa/router (0.68
 * 0.60 0.56 0.75 0.70 0.60); CPU stolen 0.0-0.2% in every run.
 * See docs/decisions/0025-hand-written-where-a-library-exists.md.
 */
export class MemoRouter extends Router {
  private readonly memo = new Map<string, Dispatch>();
  private memoLayers = -1;

  override match(path: string, method: string): MatchResult {
    const { result } = this.remembered(path, method);
    // Fresh arrays: the router appends to ctx.matched, which may be this one.
    return { path: [...result.path], pathAndMethod: [...result.pathAndMethod], route: result.route };
  }

  override param(...args: Parameters<Router['param']>): this {
    super.param(...args);
    this.memoLayers = -1;
    return this;
  }

  override middleware(): ReturnType<Router['middleware']> {
    // @koa/router's own dispatch, for what the memo does not cover.
    const standard = super.middleware() as unknown as Middleware;
    const memoised: Middleware = (ctx, next) => {
      if (this.opts.host || this.opts.routerPath || this.exclusive || (ctx as { newRouterPath?: string }).newRouterPath) return standard(ctx, next);
      const requestPath = ctx.path;
      const { result, routeLayer, chain } = this.remembered(requestPath, ctx.method);
      if (!chain) return standard(ctx, next);
      const context = ctx as unknown as RouterContext;
      if (context.matched) context.matched.push(...result.path);
      else context.matched = [...result.path];
      context.router = this;
      context.routeMatched = true;
      if (routeLayer) {
        context._matchedRoute = routeLayer.path;
        if (routeLayer.name) context._matchedRouteName = routeLayer.name;
      }
      return chain(ctx, next);
    };
    return Object.assign(memoised, { router: this }) as unknown as ReturnType<Router['middleware']>;
  }

  override routes(): ReturnType<Router['middleware']> {
    return this.middleware();
  }

  private remembered(path: string, method: string): Dispatch {
    if (this.memoLayers !== this.stack.length) {
      this.memo.clear();
      this.memoLayers = this.stack.length;
    }
    const key = `${method} ${path}`;
    let entry = this.memo.get(key);
    if (!entry) {
      const result = super.match(path, method);
      const layers = result.pathAndMethod;
      entry = {
        result,
        routeLayer: layers.findLast((layer) => layer.methods.length > 0),
        chain: result.route ? compose(layers.flatMap((layer) => layerChain(layer, path))) : undefined,
      };
      if (this.memo.size >= MAX_ENTRIES) this.memo.clear();
      this.memo.set(key, entry);
    }
    return entry;
  }
}

/** One matched layer's middleware, led by the step that sets its params (as @koa/router's dispatch does). */
function layerChain(layer: Layer, path: string): Middleware[] {
  // The path is fixed for this chain, so are its captures; params are built per request (handlers may change them).
  const captures = layer.captures(path);
  const setParams: Middleware = (ctx, next) => {
    const context = ctx as unknown as RouterContext & { request: { params: Record<string, string> } };
    context.captures = [...captures];
    context.params = context.request.params = layer.params(path, context.captures, context.params);
    context.routerPath = layer.path;
    context.routerName = layer.name || undefined;
    context._matchedRoute = layer.path;
    if (layer.name) context._matchedRouteName = layer.name;
    return next();
  };
  return [setParams, ...(layer.stack as RouterMiddleware[] as Middleware[])];
}
