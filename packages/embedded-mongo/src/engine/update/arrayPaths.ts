import { MongoError } from '../../errors.js';
import { compileFilter, type Matcher } from '../query.js';
import { type Doc, getPath, isPlainObject } from '../values.js';

/**
 * Rewrites the all-positional `$[]` and filtered `$[ident]` parts of update
 * paths into the array indexes they stand for in this document
 * (`children.$[].name` -> `children.0.name`, `children.1.name`, ...), as
 * positional.ts does for `$`. mingo resolves them itself but treats two
 * paths below one such element (`a.$[e].x` and `a.$[e].y`, which mongoose
 * timestamps and discriminators send) as a conflict; mongod does not.
 */
export function resolveArrayPaths(ops: Doc, doc: Doc, arrayFilters: Doc[] | undefined): Doc {
  if (!arrayFilters?.length && !Object.values(ops).some((f) => isPlainObject(f) && Object.keys(f).some((p) => p.includes('$[')))) return ops;
  const filters = compileArrayFilters(arrayFilters);
  const used = new Set<string>();
  const out: Doc = {};
  for (const [op, fields] of Object.entries(ops)) {
    if (!isPlainObject(fields)) {
      out[op] = fields;
      continue;
    }
    const rewritten: Doc = {};
    for (const [path, value] of Object.entries(fields)) {
      if (!path.includes('$[')) {
        rewritten[path] = value;
        continue;
      }
      for (const p of expand(doc, path.split('.'), 0, [], filters, used, path)) rewritten[p] = value;
    }
    out[op] = rewritten;
  }
  for (const ident of filters.keys()) {
    if (!used.has(ident)) throw new MongoError(9, `The array filter for identifier '${ident}' was not used in the update ${JSON.stringify(ops)}`);
  }
  return out;
}

function expand(doc: Doc, parts: string[], i: number, prefix: string[], filters: Map<string, Matcher>, used: Set<string>, whole: string): string[] {
  if (i === parts.length) return [prefix.join('.')];
  const part = parts[i]!;
  const m = /^\$\[(\w*)\]$/.exec(part);
  if (!m) return expand(doc, parts, i + 1, [...prefix, part], filters, used, whole);
  const ident = m[1]!;
  const arr = getPath(doc, prefix.join('.'));
  if (!Array.isArray(arr)) {
    if (arr === undefined) throw new MongoError(2, `The path '${prefix.join('.')}' must exist in the document in order to apply array updates.`);
    throw new MongoError(2, `Cannot apply array updates to non-array element ${prefix.join('.')}: ${JSON.stringify(arr)}`);
  }
  let test: Matcher | null = null;
  if (ident) {
    test = filters.get(ident) ?? null;
    if (!test) throw new MongoError(2, `No array filter found for identifier '${ident}' in path '${whole}'`);
    used.add(ident);
  }
  const out: string[] = [];
  arr.forEach((e, idx) => {
    if (test && !test({ v: e })) return;
    out.push(...expand(doc, parts, i + 1, [...prefix, String(idx)], filters, used, whole));
  });
  return out;
}

/** Each arrayFilters document as a matcher of `{ v: element }` (its identifier renamed to v). */
function compileArrayFilters(arrayFilters: Doc[] | undefined): Map<string, Matcher> {
  const out = new Map<string, Matcher>();
  for (const f of arrayFilters ?? []) {
    if (!isPlainObject(f)) throw new MongoError(2, 'Cannot use an expression without a top-level field name in arrayFilters');
    const idents = new Set<string>();
    const renamed = rename(f, idents);
    if (idents.size !== 1)
      throw new MongoError(9, 'Error parsing array filter :: caused by :: Expected a single top-level field name, found ' + [...idents].join(', '));
    const ident = [...idents][0]!;
    if (out.has(ident)) throw new MongoError(9, `Found multiple array filters with the same top-level field name ${ident}`);
    out.set(ident, compileFilter(renamed));
  }
  return out;
}

function rename(filter: Doc, idents: Set<string>): Doc {
  const out: Doc = {};
  for (const [k, v] of Object.entries(filter)) {
    if ((k === '$and' || k === '$or' || k === '$nor') && Array.isArray(v)) {
      out[k] = v.map((x) => (isPlainObject(x) ? rename(x, idents) : x));
      continue;
    }
    if (k.startsWith('$')) {
      out[k] = v;
      continue;
    }
    const dot = k.indexOf('.');
    idents.add(dot < 0 ? k : k.slice(0, dot));
    out[dot < 0 ? 'v' : `v${k.slice(dot)}`] = v;
  }
  return out;
}
