import { MongoError } from '../../errors.js';
import { getField, setField } from '../protoKeys.js';
import type { Matcher } from '../query.js';
import { cloneValue, type Doc, getPath, setPath } from '../values.js';

/**
 * Rewrites `arr.$.field` paths to `arr.<i>.field`, where i is the first array
 * element that satisfies the query (mongod's positional operator). Done here
 * rather than in mingo because mingo treats two positional paths on one
 * array (mongoose timestamps write `a.$.x` and `a.$.updatedAt`) as a conflict.
 */
export function resolvePositional(modifier: Doc, doc: Doc, matches: Matcher | null): Doc {
  let cache: Map<string, number> | null = null;
  const out: Doc = {};
  for (const [op, fields] of Object.entries(modifier)) {
    if (!fields || typeof fields !== 'object' || Array.isArray(fields)) {
      out[op] = fields;
      continue;
    }
    const rewritten: Doc = {};
    for (const [path, value] of Object.entries(fields as Doc)) {
      const parts = path.split('.');
      const pos = parts.indexOf('$');
      if (pos < 0) {
        rewritten[path] = value;
        continue;
      }
      const arrayPath = parts.slice(0, pos).join('.');
      cache ??= new Map();
      let i = cache.get(arrayPath);
      if (i === undefined) {
        i = matchedIndex(doc, arrayPath, matches);
        cache.set(arrayPath, i);
      }
      parts[pos] = String(i);
      rewritten[parts.join('.')] = value;
    }
    out[op] = rewritten;
  }
  return out;
}

const noMatch = (): MongoError => new MongoError(2, 'The positional operator did not find the match needed from the query.');

/** The index of the first element of the array at arrayPath for which the query matches (positional `$`). */
export function matchedIndex(doc: Doc, arrayPath: string, matches: Matcher | null, fail: () => MongoError = noMatch): number {
  const arr = getPath(doc, arrayPath);
  if (!Array.isArray(arr) || !matches) throw fail();
  for (let i = 0; i < arr.length; i++) {
    const probe = { ...doc };
    const parts = arrayPath.split('.');
    // Copy the path down to the array so the probe does not alter doc.
    let cur: Doc = probe;
    for (let p = 0; p < parts.length - 1; p++) {
      setField(cur, parts[p]!, { ...(getField(cur, parts[p]!) as Doc) });
      cur = getField(cur, parts[p]!) as Doc;
    }
    setPath(probe, arrayPath, [cloneValue(arr[i])]);
    if (matches(probe)) return i;
  }
  throw fail();
}
