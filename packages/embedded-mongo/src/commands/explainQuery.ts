import type { Collection } from '../engine/collection.js';
import { executionStats, planTree, type QueryRun, runQuery, type Verbosity } from '../engine/explain.js';
import type { FindOptions } from '../engine/find.js';
import { compileFilter } from '../engine/query.js';
import type { Doc } from '../engine/values.js';
import { MongoError } from '../errors.js';
import type { CommandContext } from './context.js';
import { VERSION } from './handshake.js';

// Apart from explain.ts, so aggregate.ts can explain its $match without an import cycle through explain.ts.

const VERBOSITIES = new Set<Verbosity>(['queryPlanner', 'executionStats', 'allPlansExecution']);

/** The body of a classic-engine explain (explainVersion 1) for one query on one collection. */
export function explainQuery(
  ctx: CommandContext,
  coll: Collection | undefined,
  collName: string,
  opts: FindOptions,
  verbosity: Verbosity,
  top?: (input: Doc) => Doc,
): Doc {
  compileFilter(opts.filter);
  const run: QueryRun | null = verbosity === 'queryPlanner' ? null : runQuery(coll, opts);
  const wrap = (t: Doc): Doc => (top ? { ...top(t), ...(run && { nReturned: 0, executionTimeMillisEstimate: run.millis }) } : t);
  const queryPlanner: Doc = {
    namespace: `${ctx.db}.${collName}`,
    indexFilterSet: false,
    parsedQuery: opts.filter ?? {},
    maxIndexedOrSolutionsReached: false,
    maxIndexedAndSolutionsReached: false,
    maxScansToExplodeReached: false,
    winningPlan: wrap(planTree(coll, opts, null)),
    rejectedPlans: [],
  };
  const out: Doc = { explainVersion: '1', queryPlanner };
  if (run) {
    const stages = wrap(planTree(coll, opts, run));
    out.executionStats = executionStats(
      top ? { ...run, nReturned: stages.stage === 'COUNT' || stages.stage === 'RECORD_STORE_FAST_COUNT' ? 0 : run.nReturned } : run,
      stages,
    );
    if (verbosity === 'allPlansExecution') (out.executionStats as Doc).allPlansExecution = [];
  }
  return out;
}

export function serverInfo(): Doc {
  return { host: '127.0.0.1', port: 0, version: VERSION, gitVersion: 'embedded' };
}

export function parseVerbosity(v: unknown): Verbosity {
  if (v === undefined) return 'allPlansExecution';
  if (typeof v !== 'string' || !VERBOSITIES.has(v as Verbosity))
    throw new MongoError(9, `verbosity string must be one of {'queryPlanner', 'executionStats', 'allPlansExecution'}`);
  return v as Verbosity;
}
