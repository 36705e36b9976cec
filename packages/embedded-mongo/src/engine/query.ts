import { Query } from 'mingo';
import type { Options } from 'mingo/types';
import { MongoError, toMongoError } from '../errors.js';
import { compileFast } from './matcher.js';
import { rewriteType, TYPE_CONTEXT, usesType } from './typeOperator.js';
import { isPlainObject, type Doc } from './values.js';

/** Options every mingo call shares: no server-side JavaScript, strict MongoDB semantics. */
export const MINGO_OPTIONS: Partial<Options> = { scriptEnabled: false, useStrictMode: true };

const UNSUPPORTED_QUERY_OPS = new Set(['$text', '$near', '$nearSphere', '$geoWithin', '$geoIntersects', '$where']);

export type Matcher = (doc: Doc) => boolean;

/** Compiles a filter once per command; an empty filter skips mingo entirely. */
export function compileFilter(filter: unknown): Matcher {
  if (filter === undefined || filter === null) return () => true;
  if (!isPlainObject(filter)) throw new MongoError(14, `filter must be an object`);
  if (Object.keys(filter).length === 0) return () => true;
  rejectUnsupported(filter);
  const fast = compileFast(filter);
  const build = (): Query => {
    try {
      if (usesType(filter)) return new Query(rewriteType(filter), { ...MINGO_OPTIONS, context: TYPE_CONTEXT });
      return new Query(filter, MINGO_OPTIONS);
    } catch (err) {
      throw toMongoError(err, 2);
    }
  };
  if (!fast) {
    const q = build();
    return (doc) => q.test(doc);
  }
  // The fast path only accepts operators mingo knows, so mingo (needed only
  // for array-valued fields) can be built lazily.
  let q: Query | null = null;
  return (doc) => fast(doc) ?? (q ??= build()).test(doc);
}

function rejectUnsupported(v: unknown): void {
  if (Array.isArray(v)) {
    v.forEach(rejectUnsupported);
    return;
  }
  if (!isPlainObject(v)) return;
  for (const [k, x] of Object.entries(v)) {
    if (UNSUPPORTED_QUERY_OPS.has(k)) throw new MongoError(115, `${k} is not supported by the embedded server`);
    rejectUnsupported(x);
  }
}
