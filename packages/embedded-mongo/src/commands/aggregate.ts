import { Aggregator } from 'mingo';
import type { Options } from 'mingo/types';

import { fastGroup, fieldPathValue, type FieldReader } from '../engine/aggregate/fastGroup.js';
import { graphLookup } from '../engine/aggregate/graphLookup.js';
import type { Catalog } from '../engine/catalog.js';
import { type Collation, resolveCollation } from '../engine/collation.js';
import type { Collection } from '../engine/collection.js';
import { countByIndex } from '../engine/count.js';
import type { Rec } from '../engine/docStore.js';
import type { Verbosity } from '../engine/explain.js';
import { type FindOptions, findRecords, hintedOrder, newExecStats } from '../engine/find.js';
import { geoNearStage } from '../engine/geo/geoNearStage.js';
import { MINGO_OPTIONS, rejectServerSideJs } from '../engine/query.js';
import { ARRAY, rawPath, readPath } from '../engine/raw.js';
import { parseSort, sortDocs } from '../engine/sort.js';
import { cloneValue, type Doc, isPlainObject } from '../engine/values.js';
import { MongoError, toMongoError } from '../errors.js';
import { type CommandContext, type Handler, optionalInt } from './context.js';
import { explainQuery, serverInfo } from './explainQuery.js';
import { prepareInsert } from './write.js';

const UNSUPPORTED_STAGES = new Set([
  '$search',
  '$searchMeta',
  '$vectorSearch',
  '$collStats',
  '$indexStats',
  '$currentOp',
  '$listSessions',
  '$listLocalSessions',
  '$planCacheStats',
  '$merge',
  '$unionWith',
]);

/** The stage names mongod 7.0 knows; any other fails with 40324 before the pipeline runs. */
const MONGOD_STAGES = new Set([
  '$addFields',
  '$bucket',
  '$bucketAuto',
  '$changeStream',
  '$changeStreamSplitLargeEvent',
  '$collStats',
  '$count',
  '$currentOp',
  '$densify',
  '$documents',
  '$facet',
  '$fill',
  '$geoNear',
  '$graphLookup',
  '$group',
  '$indexStats',
  '$limit',
  '$listLocalSessions',
  '$listSampledQueries',
  '$listSearchIndexes',
  '$listSessions',
  '$lookup',
  '$match',
  '$merge',
  '$out',
  '$planCacheStats',
  '$project',
  '$redact',
  '$replaceRoot',
  '$replaceWith',
  '$sample',
  '$search',
  '$searchMeta',
  '$set',
  '$setWindowFields',
  '$shardedDataDistribution',
  '$skip',
  '$sort',
  '$sortByCount',
  '$unionWith',
  '$unset',
  '$unwind',
  '$vectorSearch',
]);

/**
 * aggregate: a leading $match (and $sort/$skip/$limit right after it) runs
 * through the index planner; the rest of the pipeline is mingo's.
 */
export const aggregateCommands: Record<string, Handler> = {
  aggregate: (ctx, body) => {
    const { stages, collName } = checkPipeline(body);
    if (body.explain) return { ...explainAggregate(ctx, body, 'queryPlanner'), serverInfo: serverInfo(), ok: 1 };
    const coll = collName === null ? undefined : ctx.catalog.get(ctx.db, collName);
    const collation = resolveCollation(body.collation, coll?.options.collation);
    const counted = collation ? null : indexedCount(coll, stages);
    const ns = `${ctx.db}.${collName ?? '$cmd.aggregate'}`;
    if (counted) return ctx.cursors.first(ns, counted, optionalInt((body.cursor as Doc).batchSize, 'batchSize'));
    let rest = stages;
    let recs: Rec[];
    let scores: Map<Rec, number> | undefined;
    const lead = leadingQuery(stages);
    if (lead) {
      const stats = newExecStats();
      recs = findRecords(coll, { ...lead.opts, sort: lead.opts.sort ?? hintedOrder(coll, body.hint), collation: body.collation }, stats);
      scores = stats.scores;
      rest = stages.slice(lead.consumed);
    } else {
      const hinted = hintedOrder(coll, body.hint);
      recs =
        coll && !(stages[0] && '$geoNear' in stages[0]) ? (hinted ? findRecords(coll, { sort: hinted, collation: body.collation }) : [...coll.records()]) : [];
    }

    const out = stages.length && isPlainObject(stages[stages.length - 1]) && '$out' in stages[stages.length - 1]! ? rest.pop() : undefined;
    let results: Doc[];
    // $geoNear produces decoded documents with their distances; the rest is mingo's.
    const geoNear = stages[0] && '$geoNear' in stages[0] ? geoNearStage(coll, stages[0].$geoNear) : null;
    if (geoNear) {
      recs = [];
      rest = rest.slice(1);
    }
    // Common $group shapes run natively on the stored bytes (see fastGroup);
    // anything else decodes the documents for mingo.
    let input: Doc[];
    const grouped = !geoNear && !scores && !collation && rest[0] && isPlainObject(rest[0].$group) ? fastGroup(recs, rest[0].$group, recordFields) : null;
    if (grouped) {
      input = grouped;
      rest = rest.slice(1);
    } else if (scores) {
      // mingo knows no text scores: they travel in a field of their own, which later
      // stages read instead of { $meta: 'textScore' } and which is removed at the end.
      input = recs.map((r) => ({ ...r.doc(), [SCORE_FIELD]: scores.get(r) ?? 0 }));
      rest = rest.map(withScoreField);
    } else input = geoNear ?? recs.map((r) => r.doc());
    const options = {
      ...MINGO_OPTIONS,
      collectionResolver: (name: string) => (ctx.catalog.get(ctx.db, name) ? [...ctx.catalog.get(ctx.db, name)!.records()].map((r) => r.doc()) : []),
    };
    try {
      results = runStages(rest, input, options, collation);
    } catch (err) {
      throw toMongoError(err, 2);
    }
    if (scores) for (const d of results) delete d[SCORE_FIELD];
    if (out) {
      writeOut(ctx.catalog, ctx.db, out.$out, results);
      return ctx.cursors.first(ns, [], 0);
    }
    const cursor = body.cursor as Doc;
    return ctx.cursors.first(ns, results, optionalInt(cursor.batchSize, 'batchSize'));
  },
};

/**
 * Runs stages in mingo, except those run here: $graphLookup (graphLookup.ts)
 * and, under a collation, top-level $sort (stable, so ties keep their
 * order; mingo's collated $sort reverses groups of values that collate
 * equal).
 */
function runStages(
  stages: Doc[],
  input: Doc[],
  options: Partial<Options> & { collectionResolver: (name: string) => Doc[] },
  collation: Collation | null,
): Doc[] {
  let docs = input;
  let pending: Doc[] = [];
  const flush = () => {
    if (pending.length) docs = new Aggregator(pending, options).run(docs) as Doc[];
    pending = [];
  };
  for (const stage of stages) {
    if ('$graphLookup' in stage) {
      flush();
      docs = graphLookup(docs, stage.$graphLookup, options.collectionResolver, options);
      continue;
    }
    const sort = collation && isPlainObject(stage.$sort) ? parseSort(stage.$sort) : null;
    if (!collation || !sort || sort.some((s) => s.meta)) {
      pending.push(stage);
      continue;
    }
    flush();
    docs = sortDocs([...docs], sort, collation.compare);
  }
  flush();
  return docs;
}

const SCORE_FIELD = '__embeddedTextScore';

/** A stage with { $meta: 'textScore' } read from SCORE_FIELD ($sort: highest score first). */
function withScoreField(stage: Doc): Doc {
  if (isPlainObject(stage.$sort)) {
    const sort: Doc = {};
    for (const [k, v] of Object.entries(stage.$sort)) {
      if (isPlainObject(v) && v.$meta === 'textScore') sort[SCORE_FIELD] = -1;
      else sort[k] = v;
    }
    return { $sort: sort };
  }
  const swap = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(swap);
    if (!isPlainObject(v)) return v;
    if (v.$meta === 'textScore' && Object.keys(v).length === 1) return `$${SCORE_FIELD}`;
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, swap(x)]));
  };
  return swap(stage) as Doc;
}

/** $group field paths read from stored records; a path through an array decodes its top-level field and follows mongod's rule there. */
const recordFields: FieldReader<Rec> = (parts) => {
  const p = rawPath(parts);
  const top = rawPath(parts.slice(0, 1));
  return (rec) => {
    const v = readPath(rec.buf, rec.off, p, true);
    return v === ARRAY ? fieldPathValue(readPath(rec.buf, rec.off, top, true), parts, 1) : v;
  };
};

/** A $group that only counts its input: a constant _id, every other field `{ $sum: 1 }` or `{ $count: {} }`. */
function isCountGroup(group: unknown): group is Doc {
  if (!isPlainObject(group) || !('_id' in group)) return false;
  const id = group._id;
  if (!(id === null || typeof id === 'number' || typeof id === 'boolean' || (typeof id === 'string' && !id.startsWith('$')))) return false;
  return Object.entries(group).every(([name, acc]) => {
    if (name === '_id') return true;
    if (!isPlainObject(acc) || Object.keys(acc).length !== 1) return false;
    return acc.$sum === 1 || (isPlainObject(acc.$count) && Object.keys(acc.$count).length === 0);
  });
}

/**
 * countDocuments' pipeline ($match, then a counting $group; a $sort in
 * between changes no count) answered from one index when it can be
 * (engine/count.ts): the records are neither visited nor decoded. Null
 * for any other pipeline, or a filter no index answers exactly.
 */
function indexedCount(coll: Collection | undefined, stages: Doc[]): Doc[] | null {
  const [match, ...rest] = stages;
  const group = rest[0] && '$sort' in rest[0] && rest.length === 2 ? rest[1] : rest.length === 1 ? rest[0] : undefined;
  if (!match || !isPlainObject(match.$match) || !group || !isCountGroup(group.$group)) return null;
  if (rest.length === 2) parseSort(rest[0]!.$sort); // refused as mongod refuses it, though it orders nothing here
  const n = countByIndex(coll, match.$match);
  if (n === null) return null;
  if (n === 0) return [];
  const out: Doc = { _id: group.$group._id };
  for (const name of Object.keys(group.$group)) if (name !== '_id') out[name] = n;
  return [out];
}

/** Validates the command's pipeline as mongod does before running anything. */
function checkPipeline(body: Doc): { stages: Doc[]; collName: string | null } {
  const pipeline = body.pipeline;
  if (!Array.isArray(pipeline)) throw new MongoError(14, "'pipeline' option must be specified as an array");
  if (!isPlainObject(body.cursor) && !body.explain) throw new MongoError(9, "The 'cursor' option is required, except for aggregate with the explain argument");
  const stages = pipeline as Doc[];
  for (const [i, stage] of stages.entries()) {
    const name = isPlainObject(stage) ? Object.keys(stage)[0] : undefined;
    if (!name || Object.keys(stage).length !== 1) throw new MongoError(40323, 'A pipeline stage specification object must contain exactly one field.');
    if (!MONGOD_STAGES.has(name)) throw new MongoError(40324, `Unrecognized pipeline stage name: '${name}'`);
    if (name === '$changeStream') throw new MongoError(40573, 'The $changeStream stage is only supported on replica sets');
    if (UNSUPPORTED_STAGES.has(name)) throw new MongoError(115, `${name} is not supported by the embedded server`);
    if (name === '$match' && i > 0 && JSON.stringify(stage.$match).includes('"$text"'))
      throw new MongoError(17313, '$match with $text is only allowed as the first pipeline stage');
    if (name === '$geoNear' && i > 0) throw new MongoError(40602, '$geoNear is only valid as the first stage in a pipeline');
    if (name === '$out' && i !== stages.length - 1) throw new MongoError(40601, '$out can only be the final stage in the pipeline');
  }
  rejectServerSideJs(stages);
  const collName = body.aggregate;
  if (typeof collName === 'string') {
    if (stages[0] && '$documents' in stages[0]) throw new MongoError(40602, '$documents is only valid as the first stage in a pipeline');
    return { stages, collName };
  }
  // { aggregate: 1 }: a database-level pipeline, which must start with a stage that
  // makes its own documents ($documents; $currentOp and the like are refused above).
  if (collName !== 1) throw new MongoError(2, 'Invalid {aggregate: ...} value: expected a collection name or 1');
  const first = stages[0] ? Object.keys(stages[0])[0]! : undefined;
  if (first !== '$documents') throw new MongoError(73, `{aggregate: 1} is not valid for '${first ?? '[empty pipeline]'}'; a collection is required.`);
  for (const s of stages.slice(1)) if ('$documents' in s) throw new MongoError(40602, '$documents is only valid as the first stage in a pipeline');
  return { stages, collName: null };
}

/** A leading $match (and $sort/$skip/$limit right after it) as one indexed query. */
function leadingQuery(stages: Doc[]): { opts: FindOptions; consumed: number } | null {
  const first = stages[0];
  if (!first || !isPlainObject(first.$match) || hasExpr(first.$match)) return null;
  let i = 1;
  let sort: unknown;
  let skip = 0;
  let limit = 0;
  if (stages[i]?.$sort) sort = stages[i++]!.$sort;
  if (stages[i]?.$skip !== undefined) skip = Number(stages[i++]!.$skip);
  if (stages[i]?.$limit !== undefined) limit = Number(stages[i++]!.$limit);
  return { opts: { filter: first.$match, sort, skip, limit }, consumed: i };
}

/**
 * explain of an aggregate: a pipeline the query layer answers whole is
 * explained as that query; otherwise its first stage is a $cursor holding
 * the query's plan, followed by the remaining stages as given.
 */
export function explainAggregate(ctx: CommandContext, body: Doc, verbosity: Verbosity): Doc {
  const { stages, collName } = checkPipeline({ ...body, cursor: body.cursor ?? {} });
  if (collName === null) throw new MongoError(115, 'explain of a database-level aggregate is not supported by the embedded server');
  const coll = ctx.catalog.get(ctx.db, collName);
  const lead = leadingQuery(stages);
  const ex = explainQuery(ctx, coll, collName, lead?.opts ?? {}, verbosity);
  const rest = stages.slice(lead?.consumed ?? 0);
  if (rest.length === 0) return ex;
  const { explainVersion, ...cursor } = ex;
  return { explainVersion, stages: [{ $cursor: cursor }, ...rest] };
}

function hasExpr(match: Doc): boolean {
  return JSON.stringify(Object.keys(match)).includes('$expr');
}

/** $out replaces the target collection with the results. */
function writeOut(catalog: Catalog, db: string, target: unknown, docs: Doc[]): void {
  const name = typeof target === 'string' ? target : isPlainObject(target) ? String(target.coll) : '';
  const targetDb = isPlainObject(target) && typeof target.db === 'string' ? target.db : db;
  if (!name) throw new MongoError(16990, '$out only supports a string or object argument');
  const existing = catalog.get(targetDb, name);
  const specs = existing ? existing.indexes.slice(1).map((ix) => ix.spec) : [];
  if (existing) catalog.drop(existing);
  const coll = catalog.create(targetDb, name, {});
  for (const s of specs) catalog.addIndex(coll, s);
  for (const d of docs) catalog.insert(coll, prepareInsert(cloneValue(d)));
}
