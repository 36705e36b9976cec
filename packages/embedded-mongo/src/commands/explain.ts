import type { FindOptions } from '../engine/find.js';
import { type Doc, isPlainObject } from '../engine/values.js';
import { MongoError } from '../errors.js';
import { explainAggregate } from './aggregate.js';
import type { Handler } from './context.js';
import { explainQuery, parseVerbosity, serverInfo } from './explainQuery.js';

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
      return {
        coll,
        opts: { filter: cmd.query as Doc },
        top: (input) => ({ stage: 'PROJECTION_DEFAULT', transformBy: { _id: 0, [String(cmd.key)]: 1 }, inputStage: input }),
      };
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
      return {
        coll,
        opts: { filter: cmd.query as Doc, sort: cmd.sort, limit: 1 },
        top: (input) => ({ stage: cmd.remove ? 'DELETE' : 'UPDATE', inputStage: input }),
      };
    default:
      throw new MongoError(59, `Explain failed due to unknown command: ${name}`);
  }
}

function num(v: unknown): number | undefined {
  return typeof v === 'number' ? Math.trunc(v) : undefined;
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
