import { Query } from 'mingo';
import type { Options } from 'mingo/types';

import { MongoError, toMongoError } from '../errors.js';
import type { Collection } from './collection.js';
import type { Rec } from './docStore.js';
import { compileGeo, extractGeo } from './geo/geoQuery.js';
import { compileFast } from './matcher.js';
import { escapeNames, hasReservedNames } from './protoKeys.js';
import {
  ARRAY,
  containsAllStrings,
  containsAnyLiteral,
  containsLiteral,
  decodeFields,
  type LiteralField,
  literalOf,
  literalSearch,
  rawPath,
  readPath,
} from './raw.js';
import { extractText } from './text/textQuery.js';
import { rewriteType, TYPE_CONTEXT, usesType } from './typeOperator.js';
import { type Doc, isPlainObject } from './values.js';

/** Options every mingo call shares: no server-side JavaScript, strict MongoDB semantics. */
export const MINGO_OPTIONS: Partial<Options> = { scriptEnabled: false, useStrictMode: true };

/** Geo operators below the top level (in $or, $elemMatch...): mongod allows some there, this server does not. */
const UNSUPPORTED_QUERY_OPS = new Set(['$near', '$nearSphere', '$geoWithin', '$geoIntersects', '$within']);

/**
 * Server-side JavaScript is off, as on a mongod started with --noscripting
 * (security.javascriptEnabled: false); these are the errors that mongod 7.0
 * raises then: $where fails while parsing (JsFunction, 6108304), $function
 * and $accumulator when the expression asks for a JavaScript scope (31264).
 */
const DISABLED_JS: Record<string, { code: number; message: string }> = {
  $where: { code: 6108304, message: 'no globalScriptEngine in $where parsing' },
  $function: { code: 31264, message: 'Cannot run server-side javascript without the javascript engine enabled' },
  $accumulator: { code: 31264, message: 'Cannot run server-side javascript without the javascript engine enabled' },
};

/** Throws mongod's disabled-JavaScript error if a filter or pipeline uses $where, $function or $accumulator anywhere. */
export function rejectServerSideJs(v: unknown): void {
  if (Array.isArray(v)) {
    v.forEach(rejectServerSideJs);
    return;
  }
  if (!isPlainObject(v)) return;
  for (const [k, x] of Object.entries(v)) {
    const js = Object.hasOwn(DISABLED_JS, k) ? DISABLED_JS[k] : undefined;
    if (js) throw new MongoError(js.code, js.message);
    rejectServerSideJs(x);
  }
}

export type Matcher = (doc: Doc) => boolean;

/** Compiles a filter once per command; an empty filter skips mingo entirely. */
export function compileFilter(filter: unknown): Matcher {
  if (filter === undefined || filter === null) return () => true;
  if (!isPlainObject(filter)) throw new MongoError(14, `filter must be an object`);
  // $text is answered by the text index (findRecords); what is left is matched here.
  const text = extractText(filter);
  if (text) return compileFilter(text.rest);
  const geo = extractGeo(filter);
  if (geo) {
    const rest = compileFilter(geo.rest);
    const { test } = compileGeo(geo.conds);
    return (doc) => test(doc) && rest(doc);
  }
  if (Object.keys(filter).length === 0) return () => true;
  rejectUnsupported(filter);
  if (hasReservedNames(filter)) {
    // A filter on `__proto__.x` or `constructor.x`: mingo sees the names escaped, on documents escaped alike (protoKeys.ts).
    const escaped = compileFilter(escapeNames(filter));
    return (doc) => escaped(escapeNames(doc) as Doc);
  }
  const fast = compileFast(filter);
  const build = (): Query => {
    try {
      const f = hasAll(filter) ? rewriteAll(filter) : filter;
      if (usesType(f)) return new Query(rewriteType(f), { ...MINGO_OPTIONS, context: TYPE_CONTEXT });
      return new Query(f, MINGO_OPTIONS);
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

export type RecordMatcher = (rec: Rec) => boolean;

/**
 * compileFilter for stored records. The fast path reads the filter's fields
 * from the record's bytes; what it cannot decide (arrays, other operators)
 * goes to mingo on a document decoded with only the fields the filter looks
 * at (the whole document when the filter may look anywhere, as $expr can).
 */
export function compileRecordFilter(filter: unknown, coll?: Collection): RecordMatcher {
  const geo = isPlainObject(filter) ? extractGeo(filter) : null;
  if (geo) {
    const rest = compileRecordFilter(geo.rest);
    const { test, names } = compileGeo(geo.conds, coll);
    return (rec) => test(decodeFields(rec.buf, rec.off, names)) && rest(rec);
  }
  const matches = compileFilter(filter);
  if (filter === undefined || filter === null || Object.keys(filter as Doc).length === 0) return () => true;
  const fields = filterFields(filter as Doc);
  const names = fields ? [...fields].map((f) => Buffer.from(f, 'utf8')) : null;
  const slow = (rec: Rec): boolean => matches(names ? decodeFields(rec.buf, rec.off, names) : rec.doc());
  const fast = compileFast<Rec>(
    filter as Doc,
    (path) => {
      const p = rawPath(path);
      return (rec) => readPath(rec.buf, rec.off, p);
    },
    {
      one: (path, re) => {
        const lit = literalOf(re);
        if (!lit) return null;
        const p = rawPath(path);
        const generic = (rec: Rec) => {
          const v = readPath(rec.buf, rec.off, p);
          return v === ARRAY ? undefined : typeof v === 'string' && re.test(v);
        };
        // Bytes first; what they cannot judge (arrays, symbols) reads the value.
        return (rec) => containsLiteral(rec.buf, rec.off, p, lit) ?? generic(rec);
      },
      any: (branches) => {
        if (branches.length > 30 || branches.some((b) => b.path.includes('.'))) return null;
        const fields = branches.map((b) => ({ name: Buffer.from(b.path, 'utf8'), lit: literalOf(b.re) }));
        if (fields.some((f) => !f.lit)) return null;
        const search = literalSearch(fields as LiteralField[]);
        // Undecided (an array or a symbol among the fields): mingo judges the record.
        return (rec) => containsAnyLiteral(rec.buf, rec.off, search);
      },
      all: (path, values) => {
        const name = Buffer.from(path, 'utf8');
        const wanted = values.map((v) => Buffer.from(v, 'utf8'));
        return (rec) => containsAllStrings(rec.buf, rec.off, name, wanted);
      },
    },
  );
  if (!fast) return slow;
  return (rec) => fast(rec) ?? slow(rec);
}

/**
 * Top-level fields a filter reads, or null when it may read any field
 * ($expr, $jsonSchema and other top-level operators). A document holding
 * just these fields matches exactly when the whole document does.
 */
export function filterFields(filter: Doc, out = new Set<string>()): Set<string> | null {
  for (const [k, v] of Object.entries(filter)) {
    if (k === '$and' || k === '$or' || k === '$nor') {
      if (!Array.isArray(v)) return null;
      for (const sub of v) if (!isPlainObject(sub) || !filterFields(sub, out)) return null;
      continue;
    }
    if (k === '$comment') continue;
    if (k.startsWith('$')) return null;
    out.add(k.split('.')[0]!);
  }
  return out;
}

function rejectUnsupported(v: unknown): void {
  if (Array.isArray(v)) {
    v.forEach(rejectUnsupported);
    return;
  }
  if (!isPlainObject(v)) return;
  for (const [k, x] of Object.entries(v)) {
    const js = Object.hasOwn(DISABLED_JS, k) ? DISABLED_JS[k] : undefined;
    if (js) throw new MongoError(js.code, js.message);
    if (k === '$text') throw new MongoError(2, '$text is only allowed at the top level of a query or in a top-level $and');
    if (UNSUPPORTED_QUERY_OPS.has(k))
      throw new MongoError(115, `${k} is only supported at the top level of a filter or in a top-level $and by the embedded server`);
    rejectUnsupported(x);
  }
}

function hasAll(v: unknown): boolean {
  if (Array.isArray(v)) return v.some(hasAll);
  if (!isPlainObject(v)) return false;
  return Object.entries(v).some(([k, x]) => k === '$all' || hasAll(x));
}

/**
 * `{ f: { $all: [a, b] } }` as mongod defines it, an $and of `{ f: a }` and
 * `{ f: b }` (each a value, a regex or an `$elemMatch`): it then matches a
 * scalar field equal to the values too, which mingo's $all (arrays only)
 * does not. An empty $all matches nothing.
 */
function rewriteAll(filter: Doc): Doc {
  const out: Doc = {};
  const extra: Doc[] = [];
  for (const [k, v] of Object.entries(filter)) {
    if ((k === '$and' || k === '$or' || k === '$nor') && Array.isArray(v)) {
      out[k] = v.map((x) => (isPlainObject(x) ? rewriteAll(x) : x));
      continue;
    }
    if (k.startsWith('$') || !isPlainObject(v) || !('$all' in v)) {
      out[k] = v;
      continue;
    }
    const { $all: all, ...rest } = v;
    if (!Array.isArray(all)) throw new MongoError(2, '$all needs an array');
    if (Object.keys(rest).length) extra.push({ [k]: rest });
    if (all.length === 0) extra.push({ [k]: { $in: [] } });
    for (const a of all) extra.push({ [k]: a instanceof RegExp || (isPlainObject(a) && '$elemMatch' in a) ? a : { $eq: a } });
  }
  if (extra.length) out.$and = [...((out.$and as Doc[] | undefined) ?? []), ...extra];
  return out;
}
