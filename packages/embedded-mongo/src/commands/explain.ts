import type { Collection } from '../engine/collection.js';
import { executionStats, planTree, runQuery, type QueryRun, type Verbosity } from '../engine/explain.js';
import type { FindOptions } from '../engine/find.js';
import { compileFilter } from '../engine/query.js';
import { isPlainObject, type Doc } from '../engine/values.js';
import { MongoError } from '../errors.js';
import { explainAggregate } from './aggregate.js';
import type { CommandContext, Handler } from './context.js';
import { VERSION } from './handshake.js';

const VERBOSITIES = new Set<Verbosity>(['queryPlanner', 'executionStats', 'allPlansExecution']);

/** How each explainable command reads: its collection, the query it runs and the stage explain puts on top. */
interface Explained {
  coll: string;
  opts: FindOptions;
  /** UPDATE, DELETE, COUNT...: wraps the query's plan. */
  top?: (input: Doc) => Doc;
}

function describe(cmd: Doc): Explained {
  const name = Object.keys(cmd)[0] ?? '';
  const coll = cmd[name];
  if (typeof coll !== 'string') throw new MongoError(2, `Explain failed due to unknown command: ${name}`);
  switch (name) {
    case 'find':
      return { coll, opts: { filter: cmd.filter as Doc, sort: cmd.sort, skip: num(cmd.skip), limit: num(cmd.limit), projection: cmd.projection as Doc } };
    case 'count': {
      const filter = (cmd.query ?? {}) as Doc;
      if (Object.keys(filter).length === 0) return { coll, opts: {}, top: () => ({ stage: 'RECORD_STORE_FAST_COUNT' }) };
      return { coll, opts: { filter }, top: (input) => ({ stage: 'COUNT', inputStage: input }) };
    }
    case 'distinct':
      return { coll, opts: { filter: cmd.query as Doc }, top: (input) => ({ stage: 'PROJECTION_DEFAULT', transformBy: { _id: 0, [String(cmd.key)]: 1 }, inputStage: input }) };
    case 'delete': {
      const stmt = (Array.isArray(cmd.deletes) ? cmd.deletes[0] : undefined) as Doc | undefined;
      if (!stmt) throw new MongoError(9, 'explained delete must have exactly one statement');
      return { coll, opts: { filter: stmt.q as Doc, limit: num(stmt.limit) }, top: (input) => ({ stage: 'DELETE', inputStage: input }) };
    }
    case 'update': {
      const stmt = (Array.isArray(cmd.updates) ? cmd.updates[0] : undefined) as Doc | undefined;
      if (!stmt) throw new MongoError(9, 'explained update must have exactly one statement');
      return { coll, opts: { filter: stmt.q as Doc, limit: stmt.multi ? 0 : 1 }, top: (input) => ({ stage: 'UPDATE', inputStage: input }) };
    }
    case 'findAndModify':
    case 'findandmodify':
      return { coll, opts: { filter: cmd.query as Doc, sort: cmd.sort, limit: 1 }, top: (input) => ({ stage: cmd.remove ? 'DELETE' : 'UPDATE', inputStage: input }) };
    default:
      throw new MongoError(59, `Explain failed due to unknown command: ${name}`);
  }
}

function num(v: unknown): number | undefined {
  return typeof v === 'number' ? Math.trunc(v) : undefined;
}

/** The body of a classic-engine explain (explainVersion 1) for one query on one collection. */
export function explainQuery(ctx: CommandContext, coll: Collection | undefined, collName: string, opts: FindOptions, verbosity: Verbosity, top?: (input: Doc) => Doc): Doc {
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
    out.executionStats = executionStats(top ? { ...run, nReturned: stages.stage === 'COUNT' || stages.stage === 'RECORD_STORE_FAST_COUNT' ? 0 : run.nReturned } : run, stages);
    if (verbosity === 'allPlansExecution') (out.executionStats as Doc).allPlansExecution = [];
  }
  return out;
}

export function serverInfo(): Doc {
  return { host: '127.0.0.1', port: 0, version: VERSION, gitVersion: 'embedded' };
}

export function parseVerbosity(v: unknown): Verbosity {
  if (v === undefined) return 'allPlansExecution';
  if (typeof v !== 'string' || !VERBOSITIES.has(v as Verbosity)) throw new MongoError(9, `verbosity string must be one of {'queryPlanner', 'executionStats', 'allPlansExecution'}`);
  return v as Verbosity;
}

export const explainCommands: Record<string, Handler> = {
  explain: (ctx, body) => {
    const inner = body.explain;
    if (!isPlainObject(inner)) throw new MongoError(14, "BSON field 'explain.explain' is the wrong type, expected type 'object'");
    const verbosity = parseVerbosity(body.verbosity);
    const command = { ...inner, $db: ctx.db };
    if (Object.keys(inner)[0] === 'aggregate') {
      return { ...explainAggregate(ctx, inner, verbosity), command, serverInfo: serverInfo(), ok: 1 };
    }
    const d = describe(inner);
    return { ...explainQuery(ctx, ctx.catalog.get(ctx.db, d.coll), d.coll, d.opts, verbosity, d.top), command, serverInfo: serverInfo(), ok: 1 };
  },
};
