import { findRecords, project } from '../engine/find.js';
import { compileFilter } from '../engine/query.js';
import { applyUpdate, parseUpdate } from '../engine/update/apply.js';
import { buildUpsert } from '../engine/update/upsert.js';
import type { Doc } from '../engine/values.js';
import { MongoError } from '../errors.js';
import { collectionName, type Handler } from './context.js';
import { prepareInsert } from './write.js';

function one(doc: Doc | null, fields: unknown, query?: Doc): Doc | null {
  return doc ? (project([doc], fields, query)[0] ?? null) : null;
}

/** findAndModify (findOneAndUpdate/Replace/Delete in the driver). */
const findAndModify: Handler = (ctx, body) => {
  const cmd = 'findAndModify' in body ? 'findAndModify' : 'findandmodify';
  const name = collectionName(body, cmd);
  const query = (body.query ?? {}) as Doc;
  const remove = !!body.remove;
  if (remove && body.update !== undefined) throw new MongoError(9, 'Cannot specify both an update and remove=true');
  if (!remove && body.update === undefined) throw new MongoError(9, 'Either an update or remove=true must be specified');
  if (remove && body.upsert) throw new MongoError(9, 'Cannot specify both upsert=true and remove=true');
  if (remove && body.new) throw new MongoError(9, "Cannot specify both new=true and remove=true; 'remove' always returns the deleted document");
  const fields = body.fields;
  const matches = compileFilter(query);
  const existing = ctx.catalog.get(ctx.db, name);
  const rec = findRecords(existing, { filter: query, sort: body.sort, limit: 1, collation: body.collation })[0];

  if (remove) {
    if (!rec || !existing) return { lastErrorObject: { n: 0 }, value: null, ok: 1 };
    const doc = rec.doc();
    ctx.catalog.remove(existing, rec);
    return { lastErrorObject: { n: 1 }, value: one(doc, fields, query), ok: 1 };
  }

  const spec = parseUpdate(body.update);
  const arrayFilters = body.arrayFilters as Doc[] | undefined;
  if (rec && existing) {
    const before = rec.doc();
    const after = applyUpdate(before, spec, { arrayFilters, matches, inserting: false });
    ctx.catalog.replace(existing, rec, after, !!body.bypassDocumentValidation);
    return { lastErrorObject: { n: 1, updatedExisting: true }, value: one(body.new ? after : before, fields, query), ok: 1 };
  }
  if (body.upsert) {
    const coll = ctx.catalog.ensure(ctx.db, name).coll;
    const doc = prepareInsert(buildUpsert(query, spec, { arrayFilters, matches }));
    ctx.catalog.insert(coll, doc, !!body.bypassDocumentValidation);
    return { lastErrorObject: { n: 1, updatedExisting: false, upserted: doc._id }, value: body.new ? one(doc, fields, query) : null, ok: 1 };
  }
  return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
};

export const findAndModifyCommands: Record<string, Handler> = { findAndModify, findandmodify: findAndModify };
