import { Query } from 'mingo';
import { toMongoError } from '../errors.js';
import type { Collection } from './collection.js';
import type { Rec } from './index/index.js';
import { plan } from './index/planner.js';
import { compileFilter, MINGO_OPTIONS } from './query.js';
import { parseSort, sortDocs } from './sort.js';
import { isPlainObject, type Doc } from './values.js';

export interface FindOptions {
  filter?: Doc;
  sort?: unknown;
  skip?: number;
  /** 0 = no limit. */
  limit?: number;
  projection?: Doc;
}

/** Matching records in the requested order, after skip/limit. */
export function findRecords(coll: Collection | undefined, opts: FindOptions): Rec[] {
  // Validate the filter and sort even when the collection does not exist, as mongod does.
  const matches = compileFilter(opts.filter);
  const sort = parseSort(opts.sort);
  if (!coll) return [];
  const skip = Math.max(0, opts.skip ?? 0);
  const limit = Math.abs(opts.limit ?? 0);
  const p = plan(coll, opts.filter, sort);
  const stopAt = limit > 0 && (!sort || p.ordered) ? skip + limit : Infinity;

  let out: Rec[] = [];
  for (const rec of p.records) {
    if (!matches(rec.doc)) continue;
    out.push(rec);
    if (out.length >= stopAt) break;
  }
  if (sort && !p.ordered) {
    const byDoc = new Map(out.map((r) => [r.doc, r]));
    out = sortDocs(out.map((r) => r.doc), sort).map((d) => byDoc.get(d)!);
  }
  if (skip || limit) out = out.slice(skip, limit ? skip + limit : undefined);
  return out;
}

export function findDocs(coll: Collection | undefined, opts: FindOptions): Doc[] {
  const docs = findRecords(coll, opts).map((r) => r.doc);
  return project(docs, opts.projection);
}

export function project(docs: Doc[], projection: unknown): Doc[] {
  if (!isPlainObject(projection) || Object.keys(projection).length === 0) return docs;
  try {
    return new Query({}, MINGO_OPTIONS).find(docs, projection).all() as Doc[];
  } catch (err) {
    throw toMongoError(err, 2);
  }
}
