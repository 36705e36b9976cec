import { Query } from 'mingo';

import { MongoError, toMongoError } from '../../errors.js';
import { MINGO_OPTIONS } from '../query.js';
import { compareValues, type Doc, getPath, isPlainObject, setPath, typeRank } from '../values.js';

/**
 * $pull with mongod's rules (update/pull_node.cpp), which mingo's differ
 * from: a condition document whose first field is not a query operator
 * (`{ name: 'x' }`, `{ $or: [...] }`, `{ _id: { $in: [...] } }`) is a query
 * run on each element that is a document; an operator document
 * (`{ $in: [...] }`, `{ $gte: 5 }`) or a regex is matched against the
 * element itself; anything else pulls the elements equal to it.
 */

/** Query operators that apply to a value (mongod's path-accepting keywords). */
const VALUE_OPERATORS = new Set([
  '$eq',
  '$ne',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$in',
  '$nin',
  '$exists',
  '$type',
  '$mod',
  '$regex',
  '$options',
  '$all',
  '$size',
  '$elemMatch',
  '$not',
  '$bitsAllSet',
  '$bitsAllClear',
  '$bitsAnySet',
  '$bitsAnyClear',
  '$geoWithin',
  '$geoIntersects',
  '$near',
  '$nearSphere',
  '$within',
]);

export function pullPredicate(cond: unknown): (element: unknown) => boolean {
  try {
    if (isPlainObject(cond)) {
      const first = Object.keys(cond)[0];
      if (first === undefined || !VALUE_OPERATORS.has(first)) {
        const q = new Query(cond, MINGO_OPTIONS);
        return (e) => isPlainObject(e) && q.test(e);
      }
      const q = new Query({ v: cond }, MINGO_OPTIONS);
      return (e) => q.test({ v: e });
    }
    if (cond instanceof RegExp) {
      const q = new Query({ v: cond }, MINGO_OPTIONS);
      return (e) => q.test({ v: e });
    }
  } catch (err) {
    throw toMongoError(err, 2);
  }
  const rank = typeRank(cond);
  return (e) => typeRank(e) === rank && compareValues(e, cond) === 0;
}

/**
 * Applies `$pull: fields` to doc in place, for the paths it can resolve
 * itself (no `$[]`/`$[name]`, which stay mingo's); returns what is left.
 */
export function applyPull(doc: Doc, fields: Doc): Doc | null {
  const left: Doc = {};
  for (const [path, cond] of Object.entries(fields)) {
    if (path.includes('$')) {
      left[path] = cond;
      continue;
    }
    const arr = getPath(doc, path);
    if (arr === undefined) continue;
    if (!Array.isArray(arr)) throw new MongoError(2, 'Cannot apply $pull to a non-array value');
    const pulled = pullPredicate(cond);
    const kept = arr.filter((e) => !pulled(e));
    if (kept.length !== arr.length) setPath(doc, path, kept);
  }
  return Object.keys(left).length ? left : null;
}
