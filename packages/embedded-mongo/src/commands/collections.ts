import { Query } from 'mingo';

import { parseCreateOptions } from '../engine/collectionOptions.js';
import type { Rec } from '../engine/docStore.js';
import { MINGO_OPTIONS } from '../engine/query.js';
import { checkValidationOptions } from '../engine/validation.js';
import { type Doc, isPlainObject } from '../engine/values.js';
import { MongoError } from '../errors.js';
import { collection, collectionName, type Handler } from './context.js';

function sizeOf(recs: Iterable<Rec>): number {
  let n = 0;
  for (const r of recs) n += r.size;
  return n;
}

export const collectionCommands: Record<string, Handler> = {
  create: (ctx, body) => {
    const name = collectionName(body, 'create');
    checkValidationOptions(body);
    ctx.catalog.create(ctx.db, name, parseCreateOptions(body));
    return { ok: 1 };
  },

  drop: (ctx, body) => {
    const coll = collection(ctx, body, 'drop');
    if (!coll) throw new MongoError(26, 'ns not found');
    const nIndexesWas = coll.indexes.length;
    ctx.catalog.drop(coll);
    return { nIndexesWas, ns: coll.ns, ok: 1 };
  },

  dropDatabase: (ctx) => {
    ctx.catalog.dropDatabase(ctx.db);
    return { ok: 1 };
  },

  listCollections: (ctx, body) => {
    const filter = isPlainObject(body.filter) ? body.filter : {};
    const nameOnly = !!body.nameOnly;
    let entries: Doc[] = ctx.catalog.collections(ctx.db).map((c) => {
      const type = c.options.timeseries ? 'timeseries' : 'collection';
      if (nameOnly) return { name: c.name, type };
      // Clustered and time-series collections have no separate _id index.
      const idIndex = c.options.clusteredIndex || c.options.timeseries ? {} : { idIndex: { v: 2, key: { _id: 1 }, name: '_id_' } };
      return { name: c.name, type, options: c.options, info: { readOnly: false, ...(type === 'collection' && { uuid: c.uuid }) }, ...idIndex };
    });
    if (Object.keys(filter).length) {
      const q = new Query(filter, MINGO_OPTIONS);
      entries = entries.filter((e) => q.test(e));
    }
    const cursor = isPlainObject(body.cursor) ? body.cursor : {};
    return ctx.cursors.first(`${ctx.db}.$cmd.listCollections`, entries, cursor.batchSize as number | undefined);
  },

  listDatabases: (ctx, body) => {
    if (ctx.db !== 'admin') throw new MongoError(13, 'listDatabases may only be run against the admin database.');
    let dbs: Doc[] = [...ctx.catalog.dbs.keys()].map((name) => {
      const size = ctx.catalog.collections(name).reduce((n, c) => n + sizeOf(c.records()), 0);
      return { name, sizeOnDisk: size, empty: size === 0 };
    });
    if (isPlainObject(body.filter) && Object.keys(body.filter).length) {
      const q = new Query(body.filter, MINGO_OPTIONS);
      dbs = dbs.filter((d) => q.test(d));
    }
    if (body.nameOnly) return { databases: dbs.map((d) => ({ name: d.name })), ok: 1 };
    const totalSize = dbs.reduce((n, d) => n + (d.sizeOnDisk as number), 0);
    return { databases: dbs, totalSize, totalSizeMb: Math.round(totalSize / 1048576), ok: 1 };
  },

  renameCollection: (ctx, body) => {
    const from = String(body.renameCollection);
    const to = String(body.to);
    const [fromDb, fromName] = [from.slice(0, from.indexOf('.')), from.slice(from.indexOf('.') + 1)];
    const [toDb, toName] = [to.slice(0, to.indexOf('.')), to.slice(to.indexOf('.') + 1)];
    const src = ctx.catalog.get(fromDb, fromName);
    if (!src) throw new MongoError(26, 'source namespace does not exist');
    const dst = ctx.catalog.get(toDb, toName);
    if (dst) {
      if (!body.dropTarget) throw new MongoError(48, 'target namespace exists');
      ctx.catalog.drop(dst);
    }
    const target = ctx.catalog.create(toDb, toName, src.options);
    for (const ix of src.indexes.slice(1)) ctx.catalog.addIndex(target, ix.spec);
    for (const rec of src.records()) ctx.catalog.insert(target, rec.doc(), true);
    ctx.catalog.drop(src);
    return { ok: 1 };
  },

  collStats: (ctx, body) => {
    const coll = collection(ctx, body, 'collStats');
    if (!coll) throw new MongoError(26, `Collection [${ctx.db}.${String(body.collStats)}] not found.`);
    const size = sizeOf(coll.records());
    const capped = coll.options.capped
      ? { capped: true, maxSize: coll.options.size, ...(coll.options.max !== undefined && { max: coll.options.max }) }
      : { capped: false };
    return {
      ns: coll.ns,
      ...capped,
      count: coll.size,
      size,
      avgObjSize: coll.size ? Math.round(size / coll.size) : 0,
      storageSize: size,
      nindexes: coll.indexes.length,
      totalIndexSize: 0,
      ok: 1,
    };
  },

  dbStats: (ctx) => {
    const colls = ctx.catalog.collections(ctx.db);
    const objects = colls.reduce((n, c) => n + c.size, 0);
    const dataSize = colls.reduce((n, c) => n + sizeOf(c.records()), 0);
    return {
      db: ctx.db,
      collections: colls.length,
      views: 0,
      objects,
      dataSize,
      storageSize: dataSize,
      indexes: colls.reduce((n, c) => n + c.indexes.length, 0),
      ok: 1,
    };
  },
};
