import { Query } from 'mingo';
import { toMongoError } from '../errors.js';
import type { Collection } from './collection.js';
import type { Rec } from './index/index.js';
import { plan, type Plan } from './index/planner.js';
import { compileRecordFilter, MINGO_OPTIONS } from './query.js';
import { decodeFields } from './raw.js';
import { parseSort, sortDocs, type SortSpec } from './sort.js';
import { isPlainObject, type Doc } from './values.js';

export interface FindOptions {
  filter?: Doc;
  sort?: unknown;
  skip?: number;
  /** 0 = no limit. */
  limit?: number;
  projection?: Doc;
}

/** A document for a reply: decoded, or the stored bytes sent as they are. */
export type OutDoc = Doc | Uint8Array;

/** What a find did, for explain: the plan it ran and how much it read. */
export interface ExecStats {
  plan?: Plan;
  keysExamined: number;
  docsExamined: number;
}

export function newExecStats(): ExecStats {
  return { keysExamined: 0, docsExamined: 0 };
}

/** Matching records in the requested order, after skip/limit. */
export function findRecords(coll: Collection | undefined, opts: FindOptions, stats?: ExecStats): Rec[] {
  // Validate the filter and sort even when the collection does not exist, as mongod does.
  const matches = compileRecordFilter(opts.filter);
  const sort = parseSort(opts.sort);
  if (!coll) return [];
  const skip = Math.max(0, opts.skip ?? 0);
  const limit = Math.abs(opts.limit ?? 0);
  const p = plan(coll, opts.filter, sort);
  if (stats) stats.plan = p;
  const stopAt = limit > 0 && (!sort || p.ordered) ? skip + limit : Infinity;

  const check = p.covered?.length ? compileRecordFilter(withoutFields(opts.filter!, p.covered)) : matches;
  let out: Rec[] = [];
  const usesIndex = p.kind !== 'scan';
  for (const rec of p.records) {
    if (stats) {
      stats.docsExamined++;
      if (usesIndex) stats.keysExamined++;
    }
    if (!p.exact && !check(rec)) continue;
    out.push(rec);
    if (out.length >= stopAt) break;
  }
  if (sort && !p.ordered) out = sortRecords(out, sort);
  if (skip || limit) out = out.slice(skip, limit ? skip + limit : undefined);
  return out;
}

/** The filter less some top-level fields (the plan already answered them). */
function withoutFields(filter: Doc, fields: readonly string[]): Doc {
  const rest: Doc = {};
  for (const [k, v] of Object.entries(filter)) if (!fields.includes(k)) rest[k] = v;
  return rest;
}

/** In-memory sort: each record is decoded with just the sorted fields. */
function sortRecords(recs: Rec[], sort: SortSpec): Rec[] {
  const names = [...new Set(sort.map((s) => s.parts[0]!))].map((n) => Buffer.from(n, 'utf8'));
  const byDoc = new Map<Doc, Rec>();
  const docs = recs.map((r) => {
    const d = decodeFields(r.buf, r.off, names);
    byDoc.set(d, r);
    return d;
  });
  return sortDocs(docs, sort).map((d) => byDoc.get(d)!);
}

/**
 * Reply documents: without a projection, the stored bytes themselves (taken
 * now, so later writes do not change what a cursor returns).
 */
export function findDocs(coll: Collection | undefined, opts: FindOptions): OutDoc[] {
  const recs = findRecords(coll, opts);
  if (!hasProjection(opts.projection)) return recs.map((r) => r.bytes());
  return project(recs.map((r) => r.doc()), opts.projection);
}

function hasProjection(projection: unknown): boolean {
  return isPlainObject(projection) && Object.keys(projection).length > 0;
}

export function project(docs: Doc[], projection: unknown): Doc[] {
  if (!hasProjection(projection)) return docs;
  try {
    return new Query({}, MINGO_OPTIONS).find(docs, projection as Doc).all() as Doc[];
  } catch (err) {
    throw toMongoError(err, 2);
  }
}
