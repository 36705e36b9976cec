import { Query } from 'mingo';

import { MongoError, toMongoError } from '../errors.js';
import { setField } from './protoKeys.js';
import { compileFilter, type Matcher, MINGO_OPTIONS } from './query.js';
import { matchedIndex } from './update/positional.js';
import { cloneValue, type Doc, getPath, isPlainObject, setPath } from './values.js';

/**
 * Find projections. mingo applies the plain parts (inclusions, exclusions,
 * expressions); the array operators are applied here with mongod's rules,
 * because mingo's differ: `$elemMatch` with operators on an array of
 * scalars (`{ tags: { $elemMatch: { $in: [...] } } }`) fails there,
 * positional `a.$` needs the query (mingo's projection never sees it), and
 * mingo counts `$slice` as an inclusion where mongod 4.4+ lets it sit in an
 * exclusion projection (or alone, returning every other field).
 */

interface Special {
  path: string;
  kind: '$elemMatch' | '$slice' | '$';
  arg: unknown;
}

/** Projects docs (not modified); filter is the query's, for positional `a.$`. */
export function project(docs: Doc[], projection: Doc, filter?: Doc): Doc[] {
  const specials: Special[] = [];
  const rest: Doc = {};
  for (const [path, v] of Object.entries(projection)) {
    if (path.endsWith('.$')) {
      if (path.indexOf('$') !== path.length - 1)
        throw new MongoError(
          31394,
          `As of 4.4, it's illegal to specify positional operator in the middle of a path.Positional projection may only be used at the end, for example: a.b.$. If the query previously used a form like a.b.$.d, remove the parts following the '$' and the results will be equivalent.`,
        );
      specials.push({ path: path.slice(0, -2), kind: '$', arg: v });
    } else if (isPlainObject(v) && Object.keys(v).length === 1 && ('$elemMatch' in v || '$slice' in v)) {
      const kind = '$elemMatch' in v ? '$elemMatch' : '$slice';
      if (kind === '$elemMatch' && path.includes('.')) throw new MongoError(31275, 'Cannot use $elemMatch projection on a nested field.');
      specials.push({ path, kind, arg: v[kind] });
    } else rest[path] = v;
  }
  if (specials.length === 0) return mingoProject(docs, rest);
  const positional = specials.filter((s) => s.kind === '$');
  if (positional.length > 1) throw new MongoError(31276, 'Cannot specify more than one positional projection per query.');
  if (positional.length && specials.some((s) => s.kind === '$elemMatch')) throw new MongoError(31256, 'Cannot specify positional operator and $elemMatch.');
  for (const s of specials) if (s.kind === '$slice') checkSlice(s.arg);
  // $elemMatch and positional projections are inclusions; $slice is neither.
  const inclusion = specials.some((s) => s.kind !== '$slice') || Object.entries(rest).some(([k, v]) => k !== '_id' && isInclusion(v));
  const base: Doc = { ...rest };
  if (inclusion) for (const s of specials) base[s.path] = 1;
  const hasBase = Object.keys(base).length > 0;
  const projected = hasBase ? mingoProject(docs, base) : docs.map((d) => cloneValue(d));
  const matches: Matcher | null = positional.length ? compileFilter(filter) : null;
  return projected.map((projectedDoc, i) => {
    const doc = docs[i]!;
    // mingo's output may share nested values with doc, which the specials below change.
    const out = hasBase ? cloneValue(projectedDoc) : projectedDoc;
    for (const s of specials) {
      if (s.kind === '$slice') applySlice(out, s.path.split('.'), 0, s.arg);
      else if (s.kind === '$') {
        const arr = getPath(doc, s.path);
        if (!Array.isArray(arr)) continue;
        const at = matchedIndex(
          doc,
          s.path,
          matches,
          () =>
            new MongoError(51246, "Executor error during find command :: caused by :: positional operator '.$' couldn't find a matching element in the array"),
        );
        setPath(out, s.path, [cloneValue(arr[at])]);
      } else {
        // mongod 4.4+ puts an $elemMatch field after the other fields.
        delete out[s.path];
        const found = elemMatchFirst(doc[s.path], s.arg);
        if (found !== undefined) out[s.path] = [cloneValue(found)];
      }
    }
    return out;
  });
}

function isInclusion(v: unknown): boolean {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v !== 0;
  // Expressions and literals in a find projection compute a field, which makes it an inclusion.
  return true;
}

/** The first element of an array that matches `{ $elemMatch: cond }`, undefined when none does (or no array). */
function elemMatchFirst(value: unknown, cond: unknown): unknown {
  if (!Array.isArray(value)) return undefined;
  let q: Query;
  try {
    q = new Query({ v: { $elemMatch: cond } }, MINGO_OPTIONS);
  } catch (err) {
    throw toMongoError(err, 2);
  }
  return value.find((e) => q.test({ v: [e] }));
}

function checkSlice(arg: unknown): void {
  if (typeof arg === 'number') return;
  if (Array.isArray(arg) && arg.length === 2 && arg.every((x) => typeof x === 'number')) {
    if ((arg[1] as number) <= 0) throw new MongoError(28724, 'Last argument to $slice must be positive');
    return;
  }
  throw new MongoError(
    28667,
    'Invalid $slice syntax. The given syntax did not match the find() syntax because :: Location31273: $slice only supports numbers and [skip, limit] arrays',
  );
}

function slice(arr: unknown[], arg: unknown): unknown[] {
  if (typeof arg === 'number') return arg >= 0 ? arr.slice(0, arg) : arr.slice(Math.max(0, arr.length + arg));
  const [skip, limit] = arg as [number, number];
  const start = skip >= 0 ? Math.min(skip, arr.length) : Math.max(0, arr.length + skip);
  return arr.slice(start, start + limit);
}

/** $slice on a (dotted) path: arrays crossed on the way apply it to each of their documents. */
function applySlice(cur: unknown, parts: string[], i: number, arg: unknown): void {
  if (Array.isArray(cur)) {
    for (const e of cur) applySlice(e, parts, i, arg);
    return;
  }
  if (!isPlainObject(cur)) return;
  const key = parts[i]!;
  if (!Object.hasOwn(cur, key)) return;
  if (i === parts.length - 1) {
    if (Array.isArray(cur[key])) setField(cur, key, slice(cur[key] as unknown[], arg));
    return;
  }
  applySlice(cur[key], parts, i + 1, arg);
}

function mingoProject(docs: Doc[], projection: Doc): Doc[] {
  if (Object.keys(projection).length === 0) return docs;
  try {
    const out = new Query({}, MINGO_OPTIONS).find(docs, projection).all() as Doc[];
    return out.map((d, i) => inDocumentOrder(d, docs[i]!));
  } catch (err) {
    throw toMongoError(err, 2);
  }
}

/** mongod keeps a projected document's fields in the stored order (mingo uses the projection's); new fields follow. */
function inDocumentOrder(out: Doc, orig: Doc): Doc {
  const keys = Object.keys(out);
  let last = -1;
  let ordered = true;
  const pos = new Map(Object.keys(orig).map((k, i) => [k, i]));
  for (const k of keys) {
    const p = pos.get(k) ?? Infinity;
    if (p < last) ordered = false;
    last = p;
  }
  if (ordered) return out;
  const sorted: Doc = {};
  for (const k of [...keys].sort((a, b) => (pos.get(a) ?? Infinity) - (pos.get(b) ?? Infinity))) setField(sorted, k, out[k]);
  return sorted;
}
