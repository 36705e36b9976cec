import { ObjectId } from 'bson';

import type { Catalog } from '../engine/catalog.js';
import type { Collection } from '../engine/collection.js';
import { findRecords } from '../engine/find.js';
import { compileFilter } from '../engine/query.js';
import { applyUpdate, parseUpdate } from '../engine/update/apply.js';
import { buildUpsert } from '../engine/update/upsert.js';
import { type Doc, isPlainObject, keyOf } from '../engine/values.js';
import { MongoError, toMongoError } from '../errors.js';
import { DocSequence } from '../wire/parse.js';
import { MAX_WRITE_BATCH_SIZE } from '../wire/protocol.js';
import { collectionName, type Handler } from './context.js';

interface WriteError {
  index: number;
  code: number;
  errmsg: string;
  [k: string]: unknown;
}

function writeError(index: number, err: unknown): WriteError {
  const e = toMongoError(err);
  return { index, code: e.code, errmsg: e.message, ...e.extra };
}

/** A write command's items: an array, or (insert documents) a sequence decoded item by item. */
interface Items<T> {
  length: number;
  at(i: number): T;
}

function batch(body: Doc, field: string): Items<Doc> {
  const items = body[field];
  if (!Array.isArray(items) && !(items instanceof DocSequence)) throw new MongoError(40414, `BSON field '${field}' is missing but a required field`);
  if (items.length > MAX_WRITE_BATCH_SIZE)
    throw new MongoError(16, `Write batch sizes must be between 1 and ${MAX_WRITE_BATCH_SIZE}. Got ${items.length} operations.`);
  return items as Items<Doc>;
}

/**
 * Runs each item; ordered batches stop at the first error. Items are fetched
 * one at a time (a DocSequence decodes each only now, and it is garbage as
 * soon as it is stored).
 */
function runBatch<T>(items: Items<T>, ordered: boolean, fn: (item: T, i: number) => void): WriteError[] {
  const errors: WriteError[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      fn(items.at(i)!, i);
    } catch (err) {
      errors.push(writeError(i, err));
      if (ordered) break;
    }
  }
  return errors;
}

function withErrors(reply: Doc, errors: WriteError[]): Doc {
  if (errors.length) reply.writeErrors = errors;
  return reply;
}

export function prepareInsert(doc: unknown): Doc {
  if (!isPlainObject(doc)) throw new MongoError(14, 'document to insert must be an object');
  if (Array.isArray(doc._id)) throw new MongoError(53, "The '_id' value cannot be of type array");
  if (doc._id instanceof RegExp) throw new MongoError(53, "can't use a regex for _id");
  if (doc._id === undefined) return { _id: new ObjectId(), ...doc };
  return Object.keys(doc)[0] === '_id' ? doc : { _id: doc._id, ...doc };
}

/** Applies one update statement; returns counts and the upserted id. */
export function updateOne(catalog: Catalog, coll: Collection, stmt: Doc, bypassValidation = false): { n: number; nModified: number; upserted?: unknown } {
  const q = (stmt.q ?? {}) as Doc;
  const spec = parseUpdate(stmt.u);
  const matches = compileFilter(q);
  const arrayFilters = stmt.arrayFilters as Doc[] | undefined;
  const recs = findRecords(coll, { filter: q, limit: stmt.multi ? 0 : 1, collation: stmt.collation });
  if (stmt.multi && spec.kind === 'replacement') throw new MongoError(9, 'multi update is not supported for replacement-style update');
  let nModified = 0;
  for (const rec of recs) {
    const doc = rec.doc();
    const next = applyUpdate(doc, spec, { arrayFilters, matches, inserting: false });
    if (keyOf(next) === keyOf(doc) && sameTypes(next, doc)) continue;
    catalog.replace(coll, rec, next, bypassValidation);
    nModified++;
  }
  if (recs.length === 0 && stmt.upsert) {
    const doc = buildUpsert(q, spec, { arrayFilters, matches });
    catalog.insert(coll, prepareInsert(doc), bypassValidation);
    return { n: 1, nModified: 0, upserted: doc._id };
  }
  return { n: recs.length, nModified };
}

/** keyOf treats 1 and 1.0 alike; field order changes still count as modified. */
function sameTypes(a: Doc, b: Doc): boolean {
  return Object.keys(a).join('\0') === Object.keys(b).join('\0');
}

export const writeCommands: Record<string, Handler> = {
  insert: (ctx, body) => {
    const name = collectionName(body, 'insert');
    const docs = batch(body, 'documents');
    const { coll } = ctx.catalog.ensure(ctx.db, name);
    let n = 0;
    const errors = runBatch(docs, body.ordered !== false, (doc) => {
      ctx.catalog.insert(coll, prepareInsert(doc), !!body.bypassDocumentValidation);
      n++;
    });
    return withErrors({ n, ok: 1 }, errors);
  },

  update: (ctx, body) => {
    const name = collectionName(body, 'update');
    const stmts = batch(body, 'updates');
    let n = 0;
    let nModified = 0;
    const upserted: Array<{ index: number; _id: unknown }> = [];
    const errors = runBatch(stmts, body.ordered !== false, (stmt, index) => {
      const coll = ctx.catalog.get(ctx.db, name) ?? (stmt.upsert ? ctx.catalog.ensure(ctx.db, name).coll : undefined);
      if (!coll) {
        parseUpdate(stmt.u);
        compileFilter(stmt.q);
        return;
      }
      const r = updateOne(ctx.catalog, coll, stmt, !!body.bypassDocumentValidation);
      n += r.n;
      nModified += r.nModified;
      if (r.upserted !== undefined) upserted.push({ index, _id: r.upserted });
    });
    const reply: Doc = { n, nModified, ok: 1 };
    if (upserted.length) reply.upserted = upserted;
    return withErrors(reply, errors);
  },

  delete: (ctx, body) => {
    const name = collectionName(body, 'delete');
    const stmts = batch(body, 'deletes');
    let n = 0;
    const errors = runBatch(stmts, body.ordered !== false, (stmt) => {
      const limit = Number(stmt.limit ?? 0);
      if (limit !== 0 && limit !== 1) throw new MongoError(9, `The limit field in delete objects must be 0 or 1. Got ${limit}`);
      const coll = ctx.catalog.get(ctx.db, name);
      const recs = findRecords(coll, { filter: (stmt.q ?? {}) as Doc, limit, collation: stmt.collation });
      for (const rec of recs) ctx.catalog.remove(coll!, rec);
      n += recs.length;
    });
    return withErrors({ n, ok: 1 }, errors);
  },
};
