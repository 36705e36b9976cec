import { MongoError } from '../errors.js';
import { type Collation, resolveCollation } from './collation.js';
import type { Collection } from './collection.js';
import { geoPlan } from './geo/geoPlan.js';
import { extractGeo } from './geo/geoQuery.js';
import type { Rec } from './index/index.js';
import { type Plan, plan } from './index/planner.js';
import { project as projectDocs } from './projection.js';
import { compileRecordFilter } from './query.js';
import { decodeFields, projectTopLevel, type TopLevelProjection } from './raw.js';
import { parseSort, sortDocs, type SortSpec } from './sort.js';
import { findText } from './text/textFind.js';
import { extractText } from './text/textQuery.js';
import { type Doc, isPlainObject } from './values.js';

export interface FindOptions {
  filter?: Doc;
  sort?: unknown;
  skip?: number;
  /** 0 = no limit. */
  limit?: number;
  projection?: Doc;
  /** The command's collation; without it the collection's default applies. */
  collation?: unknown;
}

/** A document for a reply: decoded, or the stored bytes sent as they are. */
export type OutDoc = Doc | Uint8Array;

/** What a find did, for explain: the plan it ran and how much it read. */
export interface ExecStats {
  plan?: Plan;
  /** $text queries: each returned record's textScore. */
  scores?: Map<Rec, number>;
  keysExamined: number;
  docsExamined: number;
}

export function newExecStats(): ExecStats {
  return { keysExamined: 0, docsExamined: 0 };
}

/** Matching records in the requested order, after skip/limit. */
export function findRecords(coll: Collection | undefined, opts: FindOptions, stats?: ExecStats): Rec[] {
  // Validate the filter and sort even when the collection does not exist, as mongod does.
  const text = extractText(opts.filter);
  const filter = text ? text.rest : opts.filter;
  const matches = compileRecordFilter(filter);
  const sort = parseSort(opts.sort);
  if (sort?.some((s) => s.meta) && !text) throw new MongoError(40218, 'query requires text score metadata, but it is not available');
  const skip = Math.max(0, opts.skip ?? 0);
  const limit = Math.abs(opts.limit ?? 0);
  if (text) {
    const found = findText(coll, text.text, filter, matches);
    if (stats) {
      stats.plan = found.plan;
      stats.scores = found.scores;
      stats.keysExamined += found.scores.size;
      stats.docsExamined += found.examined;
    }
    let out = found.recs;
    if (sort) out = sortRecords(out, sort, found.scores);
    return skip || limit ? out.slice(skip, limit ? skip + limit : undefined) : out;
  }
  if (!coll) return [];
  const collation = resolveCollation(opts.collation, coll.options.collation);
  if (collation) return collatedFind(coll, filter, sort, skip, limit, collation, stats);
  const geo = extractGeo(filter);
  const gp = geo ? geoPlan(coll, geo.conds, geo.rest, sort) : null;
  let p = gp ? gp.plan : plan(coll, filter, sort);
  const run = (budget: number): Rec[] | null => {
    if (stats) stats.plan = p;
    const stopAt = limit > 0 && (!sort || p.ordered) ? skip + limit : Infinity;
    const check = gp ? gp.check : p.covered?.length ? compileRecordFilter(withoutFields(filter!, p.covered)) : matches;
    const found: Rec[] = [];
    const usesIndex = p.kind !== 'scan';
    let examined = 0;
    for (const rec of p.records) {
      if (++examined > budget) return null;
      if (stats) {
        stats.docsExamined++;
        if (usesIndex) stats.keysExamined++;
      }
      if (!p.exact && !check(rec)) continue;
      found.push(rec);
      if (found.length >= stopAt) break;
    }
    return found;
  };
  // A trial walk that gives up (see Plan.fallback) hands over to its alternative.
  let out = run(p.fallback && limit > 0 ? p.fallback.budget : Infinity);
  if (!out) {
    p = p.fallback!.plan();
    out = run(Infinity)!;
  }
  if (sort && !p.ordered) out = sortRecords(out, sort);
  if (skip || limit) out = out.slice(skip, limit ? skip + limit : undefined);
  return out;
}

/**
 * A query under a collation other than the simple one: a collection scan
 * matching folded strings, sorted with the collation (see collation.ts).
 */
function collatedFind(
  coll: Collection,
  filter: Doc | undefined,
  sort: SortSpec | null,
  skip: number,
  limit: number,
  collation: Collation,
  stats?: ExecStats,
): Rec[] {
  compileRecordFilter(filter); // mongod's errors for an invalid filter
  const matches = collation.matcher(filter);
  const found: Array<{ rec: Rec; doc: Doc }> = [];
  for (const rec of coll.records()) {
    if (stats) stats.docsExamined++;
    const doc = rec.doc();
    if (matches(doc)) found.push({ rec, doc });
    if (!sort && limit > 0 && found.length >= skip + limit) break;
  }
  if (stats) stats.plan = { kind: 'scan', records: [], ordered: false };
  let out = found;
  if (sort) {
    const byDoc = new Map(found.map((f) => [f.doc, f]));
    out = sortDocs(
      found.map((f) => f.doc),
      sort,
      collation.compare,
    ).map((d) => byDoc.get(d)!);
  }
  const recs = out.map((f) => f.rec);
  return skip || limit ? recs.slice(skip, limit ? skip + limit : undefined) : recs;
}

/** The filter less some top-level fields (the plan already answered them). */
function withoutFields(filter: Doc, fields: readonly string[]): Doc {
  const rest: Doc = {};
  for (const [k, v] of Object.entries(filter)) if (!fields.includes(k)) rest[k] = v;
  return rest;
}

/**
 * In-memory sort: each record is decoded with just the sorted fields. A
 * textScore entry sorts on the score, put in a field of its own.
 */
function sortRecords(recs: Rec[], sort: SortSpec, scores?: Map<Rec, number>): Rec[] {
  const spec: SortSpec = sort.map((s, i) => (s.meta ? { ...s, parts: [`\0meta${i}`] } : s));
  const names = [...new Set(sort.filter((s) => !s.meta).map((s) => s.parts[0]!))].map((n) => Buffer.from(n, 'utf8'));
  const byDoc = new Map<Doc, Rec>();
  const docs = recs.map((r) => {
    const d = decodeFields(r.buf, r.off, names);
    spec.forEach((s, i) => s.meta && (d[`\0meta${i}`] = scores?.get(r) ?? 0));
    byDoc.set(d, r);
    return d;
  });
  return sortDocs(docs, spec).map((d) => byDoc.get(d)!);
}

/**
 * Reply documents: without a projection, the stored bytes themselves (taken
 * now, so later writes do not change what a cursor returns).
 */
export function findDocs(coll: Collection | undefined, opts: FindOptions): OutDoc[] {
  const stats = newExecStats();
  const recs = findRecords(coll, opts, stats);
  if (!hasProjection(opts.projection)) return recs.map((r) => r.bytes());
  const { rest, meta } = splitMetaProjection(opts.projection!);
  if (!meta.length) return projectOut(recs, rest, opts.filter);
  if (!stats.scores) throw new MongoError(40218, 'query requires text score metadata, but it is not available');
  const docs = projectRecords(recs, rest, opts.filter);
  // Metadata fields come last, as on mongod.
  if (meta.length) docs.forEach((d, i) => meta.forEach((f) => (d[f] = stats.scores!.get(recs[i]!) ?? 0)));
  return docs;
}

/**
 * The projection as top-level fields kept or left out, when it is only that:
 * every value 0/1/true/false, no dotted or $ name, not both kinds besides
 * _id. Anything else (and the errors of a mixed one) is mingo's.
 */
export function topLevelProjection(projection: Doc): TopLevelProjection | null {
  let keepId: boolean | undefined;
  let include: boolean | undefined;
  const names: Buffer[] = [];
  for (const [k, v] of Object.entries(projection)) {
    const on = v === 1 || v === true ? true : v === 0 || v === false ? false : undefined;
    if (on === undefined || k === '' || k.includes('.') || k.startsWith('$')) return null;
    if (k === '_id') {
      keepId = on;
      continue;
    }
    if (include !== undefined && include !== on) return null;
    include = on;
    names.push(Buffer.from(k, 'utf8'));
  }
  // Only _id named: { _id: 0 } leaves it out of whole documents, { _id: 1 } keeps just it.
  if (include === undefined)
    return keepId === false ? { include: false, names: [Buffer.from('_id', 'utf8')], keepId: false } : { include: true, names: [], keepId: true };
  if (!include && keepId === false) names.push(Buffer.from('_id', 'utf8'));
  return { include, names, keepId: keepId ?? true };
}

/** A projection's { field: { $meta: 'textScore' } } entries, and the rest of it. */
function splitMetaProjection(projection: Doc): { rest: Doc; meta: string[] } {
  const rest: Doc = {};
  const meta: string[] = [];
  for (const [k, v] of Object.entries(projection)) {
    if (isPlainObject(v) && v.$meta === 'textScore') meta.push(k);
    else rest[k] = v;
  }
  return { rest, meta };
}

function hasProjection(projection: unknown): boolean {
  return isPlainObject(projection) && Object.keys(projection).length > 0;
}

/**
 * Reply documents of records under a projection (find, tailable find): top-level fields kept or left out
 * (most projections) are cut from the stored bytes, never decoded (projectTopLevel); any other projection
 * decodes what it can output (projectRecords).
 */
export function projectOut(recs: readonly Rec[], projection: Doc, filter?: Doc): OutDoc[] {
  const topLevel = topLevelProjection(projection);
  return topLevel ? recs.map((r) => projectTopLevel(r.buf, r.off, topLevel)) : projectRecords(recs, projection, filter);
}

/**
 * The records under a projection. Each is decoded with only the top-level
 * fields the projection can output when it plainly names them (`1`/`0`
 * values: an inclusion's fields and _id, or all but an exclusion's), not
 * whole: a list page that leaves out each lead's notes and activity, or
 * asks for a row's fields only, should not decode the rest.
 * When it names top-level fields only, what was decoded is the answer
 * (those fields, in stored order); otherwise the projection runs on it.
 */
export function projectRecords(recs: readonly Rec[], projection: Doc, filter?: Doc): Doc[] {
  const fields = hasProjection(projection) ? projectedFields(projection) : null;
  if (!fields)
    return project(
      recs.map((r) => r.doc()),
      projection,
      filter,
    );
  const docs = recs.map((r) => decodeFields(r.buf, r.off, fields.names, fields.except));
  return fields.topLevel ? docs : project(docs, projection, filter);
}

/**
 * The top-level fields a projection of 1/0 values keeps (or drops,
 * `except`), and whether it names only top-level fields; null for any
 * other projection.
 */
function projectedFields(projection: Doc): { names: Buffer[]; except: boolean; topLevel: boolean } | null {
  const paths = Object.keys(projection);
  const included = new Set<string>();
  const excluded = new Set<string>();
  let excludes = false;
  for (const path of paths) {
    const v = projection[path];
    if (!(typeof v === 'boolean' || (typeof v === 'number' && !Number.isNaN(v))) || path.includes('$')) return null;
    if (path === '_id') continue;
    const top = path.split('.')[0]!;
    if (v) included.add(top);
    else {
      excludes = true;
      // A dotted exclusion drops part of its field: the field is decoded.
      if (!path.includes('.')) excluded.add(top);
    }
  }
  const idExcluded = Object.hasOwn(projection, '_id') && !projection._id;
  const topLevel = paths.every((p) => !p.includes('.'));
  const utf8 = (names: Iterable<string>) => [...names].map((n) => Buffer.from(n, 'utf8'));
  // Inclusion (also { _id: 1 } alone). Mixing inclusion and exclusion is mingo's error to raise, from whole documents.
  if (included.size > 0 || (paths.length === 1 && paths[0] === '_id' && !idExcluded)) {
    if (excludes) return null;
    if (!idExcluded) included.add('_id');
    return { names: utf8(included), except: false, topLevel };
  }
  if (idExcluded) excluded.add('_id');
  return { names: utf8(excluded), except: true, topLevel };
}

export function project(docs: Doc[], projection: unknown, filter?: Doc): Doc[] {
  if (!hasProjection(projection)) return docs;
  return projectDocs(docs, projection as Doc, filter);
}

/**
 * The order a hinted index gives when the query has no sort: mongod walks
 * the hinted index, so documents come out in its key order (this server
 * sorts on the key pattern instead of walking). A hint naming no index
 * fails as on mongod (2); `$natural` and special index kinds give no order.
 */
export function hintedOrder(coll: Collection | undefined, hint: unknown): Doc | undefined {
  if (hint === undefined || hint === null || !coll) return undefined;
  if (isPlainObject(hint) && Object.keys(hint).length === 0) return undefined;
  if (isPlainObject(hint) && '$natural' in hint) return undefined;
  const ix = coll.indexes.find((i) =>
    typeof hint === 'string' ? i.name === hint : isPlainObject(hint) && JSON.stringify(i.spec.key) === JSON.stringify(hint),
  );
  if (!ix) throw new MongoError(2, 'error processing query: planner returned error :: caused by :: hint provided does not correspond to an existing index');
  if (Object.values(ix.spec.key).some((d) => typeof d !== 'number')) return undefined;
  return ix.spec.key as Doc;
}
