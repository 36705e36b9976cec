import { Router } from '@koa/router';

type MatchResult = ReturnType<Router['match']>;

/** Distinct (method, path) pairs remembered; past this the memo starts over. */
const MAX_ENTRIES = 2_000;

/**
 * A Router that remembers which layers match a (method, path) pair.
 *
 * @koa/router tests every layer's regular expression on every request (the
 * whole API's routes, for each call); most traffic repeats a few paths
 * (the profile, the lead list, polling), so the answer is looked up instead.
 * The memo is dropped whenever a layer is added, and is bounded: paths
 * carrying ids only ever cost the normal match.
 */
export class MemoRouter extends Router {
  private readonly memo = new Map<string, MatchResult>();
  private memoLayers = -1;

  override match(path: string, method: string): MatchResult {
    if (this.memoLayers !== this.stack.length) {
      this.memo.clear();
      this.memoLayers = this.stack.length;
    }
    const key = `${method} ${path}`;
    let result = this.memo.get(key);
    if (!result) {
      result = super.match(path, method);
      if (this.memo.size >= MAX_ENTRIES) this.memo.clear();
      this.memo.set(key, result);
    }
    // Fresh arrays: the router appends to ctx.matched, which may be this one.
    return { path: [...result.path], pathAndMethod: [...result.pathAndMethod], route: result.route };
  }
}
