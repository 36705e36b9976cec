import type { Collection } from './collection.js';
import { type ExecStats, type FindOptions, findRecords, newExecStats } from './find.js';
import type { Plan } from './index/planner.js';
import { parseSort } from './sort.js';
import { type Doc, isPlainObject } from './values.js';

export type Verbosity = 'queryPlanner' | 'executionStats' | 'allPlansExecution';

/** What one query did, measured by running it (explain never writes, even for updates and deletes). */
export interface QueryRun {
  stats: ExecStats;
  nReturned: number;
  millis: number;
}

export function runQuery(coll: Collection | undefined, opts: FindOptions): QueryRun {
  const stats = newExecStats();
  const t0 = performance.now();
  const nReturned = findRecords(coll, opts, stats).length;
  return { stats, nReturned, millis: Math.round(performance.now() - t0) };
}

/**
 * The plan tree mongod's classic engine would show for the plan the planner
 * chose: COLLSCAN, or FETCH over IXSCAN (TEXT_MATCH/GEO_NEAR_2DSPHERE for
 * text and geo), under SORT/SKIP/LIMIT/PROJECTION stages as the query asks.
 * With `run`, each stage carries the execution figures (executionStats).
 */
export function planTree(coll: Collection | undefined, opts: FindOptions, run: QueryRun | null): Doc {
  const exec = (stage: Doc, n: number): Doc => (run ? { ...stage, nReturned: n, executionTimeMillisEstimate: run.millis } : stage);
  const p = run?.stats.plan ?? (coll ? planOnly(coll, opts) : undefined);
  if (!coll || !p) return exec({ stage: 'EOF' }, 0);
  const filter = isPlainObject(opts.filter) && Object.keys(opts.filter).length ? opts.filter : undefined;
  const n = run?.nReturned ?? 0;
  const docs = run?.stats.docsExamined ?? 0;
  let tree: Doc;
  if (p.kind === 'scan') {
    tree = exec({ stage: 'COLLSCAN', ...(filter && { filter }), direction: 'forward' }, n);
    if (run) tree.docsExamined = docs;
  } else {
    tree = exec(scanStage(coll, p), docs);
    if (run) tree.keysExamined = run.stats.keysExamined;
    const residual = p.exact ? undefined : filter;
    tree = exec({ stage: 'FETCH', ...(residual && { filter: residual }), inputStage: tree }, n);
    if (run) tree.docsExamined = docs;
  }
  const sort = parseSort(opts.sort);
  const limit = Math.abs(opts.limit ?? 0);
  if (sort && !p.ordered) {
    tree = exec(
      { stage: 'SORT', sortPattern: opts.sort, memLimit: 104857600, ...(limit && { limitAmount: limit + (opts.skip ?? 0) }), type: 'simple', inputStage: tree },
      n,
    );
  }
  if (opts.skip) tree = exec({ stage: 'SKIP', skipAmount: opts.skip, inputStage: tree }, n);
  if (limit && !(sort && !p.ordered)) tree = exec({ stage: 'LIMIT', limitAmount: limit, inputStage: tree }, n);
  if (isPlainObject(opts.projection) && Object.keys(opts.projection).length) {
    tree = exec({ stage: 'PROJECTION_DEFAULT', transformBy: opts.projection, inputStage: tree }, n);
  }
  return tree;
}

/** The plan the planner picks, without running the query (queryPlanner verbosity). */
function planOnly(coll: Collection, opts: FindOptions): Plan | undefined {
  const stats = newExecStats();
  // A zero-row run: the planner decides before reading any record.
  findRecords(coll, { ...opts, limit: 1 }, stats);
  return stats.plan;
}

function scanStage(coll: Collection, p: Plan): Doc {
  const ix = coll.indexes.find((i) => i.name === p.index);
  const d = p.describe?.();
  if (p.kind === 'text') return { stage: 'TEXT_MATCH', indexPrefix: {}, indexName: p.index, parsedTextQuery: d?.bounds ?? {}, textIndexVersion: 3 };
  if (p.kind === 'geo')
    return {
      stage: Object.values(ix?.spec.key ?? {}).includes('2d') ? 'GEO_NEAR_2D' : 'GEO_NEAR_2DSPHERE',
      keyPattern: ix?.spec.key ?? {},
      indexName: p.index,
      indexVersion: 2,
    };
  return {
    stage: 'IXSCAN',
    keyPattern: ix?.spec.key ?? {},
    indexName: p.index,
    isMultiKey: ix?.multikey ?? false,
    multiKeyPaths: Object.fromEntries((ix?.fields ?? []).map((f) => [f.path, ix?.multikey ? [f.path] : []])),
    isUnique: ix?.unique ?? false,
    isSparse: !!ix?.spec.sparse,
    isPartial: !!ix?.spec.partialFilterExpression,
    indexVersion: 2,
    direction: d?.direction ?? 'forward',
    indexBounds: d?.bounds ?? {},
  };
}

/** The executionStats section for a query run. */
export function executionStats(run: QueryRun, stages: Doc): Doc {
  return {
    executionSuccess: true,
    nReturned: run.nReturned,
    executionTimeMillis: run.millis,
    totalKeysExamined: run.stats.keysExamined,
    totalDocsExamined: run.stats.docsExamined,
    executionStages: stages,
  };
}
