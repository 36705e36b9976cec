import { Long, MongoServerError } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDb, type TestDb } from './support/server.js';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb('cursors');
  await t.db.collection('nums').insertMany(Array.from({ length: 250 }, (_, i) => ({ _id: i as never, i, mod: i % 7, arr: [i % 3, 10 - (i % 5)] })));
});
afterAll(async () => {
  await t.close();
});

/** Cursor ids are int64; the driver may hand small ones back as numbers. */
function cursorId(id: Long | number): number {
  return Number(String(id)) === 0 ? 0 : 1;
}

describe('cursors', () => {
  it('returns 101 documents in the first batch by default and an int64 cursor id', async () => {
    const r = await t.db.command({ find: 'nums', filter: {} });
    expect(r.cursor.firstBatch).toHaveLength(101);
    expect(r.cursor.ns).toBe(`${t.dbName}.nums`);
    expect(r.cursor.id).toBeInstanceOf(Long);
    expect(r.cursor.id).not.toBe(0);
    const more = await t.db.command({ getMore: r.cursor.id, collection: 'nums', batchSize: 100 });
    expect(more.cursor.nextBatch).toHaveLength(100);
    const last = await t.db.command({ getMore: more.cursor.id, collection: 'nums' });
    expect(last.cursor.nextBatch).toHaveLength(49);
    expect(last.cursor.id).toBe(0);
  });

  it('iterates all documents across getMore with a small batch size', async () => {
    const seen = new Set<number>();
    for await (const d of t.db.collection('nums').find({}).batchSize(7)) seen.add(d.i as number);
    expect(seen.size).toBe(250);
  });

  it('closes the cursor when limit is reached', async () => {
    const r = await t.db.command({ find: 'nums', filter: { mod: 1 }, limit: 5, batchSize: 2 });
    expect(r.cursor.firstBatch).toHaveLength(2);
    let id = r.cursor.id as Long;
    let total = 2;
    while (cursorId(id) !== 0) {
      const m = await t.db.command({ getMore: id, collection: 'nums', batchSize: 2 });
      total += m.cursor.nextBatch.length;
      id = m.cursor.id;
    }
    expect(total).toBe(5);
  });

  it('singleBatch and negative limit return one batch and no cursor', async () => {
    const r = await t.db.command({ find: 'nums', filter: {}, limit: 10, singleBatch: true, batchSize: 3 });
    expect(r.cursor.firstBatch).toHaveLength(3);
    expect(r.cursor.id).toBe(0);
    const docs = await t.db.collection('nums').find({}).limit(-4).toArray();
    expect(docs).toHaveLength(4);
  });

  it('sorts on several keys, and on arrays by their smallest/largest element', async () => {
    const docs = await t.db
      .collection('nums')
      .find({ i: { $lt: 20 } })
      .sort({ mod: 1, i: -1 })
      .limit(4)
      .toArray();
    expect(docs.map((d) => d.i)).toEqual([14, 7, 0, 15]);
    const c = t.db.collection('arrsort');
    await c.insertMany([{ n: 'a', v: [5, 1] }, { n: 'b', v: [3] }, { n: 'c', v: 2 }, { n: 'd' }]);
    expect((await c.find().sort({ v: 1 }).toArray()).map((d) => d.n)).toEqual(['d', 'a', 'c', 'b']);
    expect((await c.find().sort({ v: -1 }).toArray()).map((d) => d.n)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('sorts mixed types in BSON order', async () => {
    const c = t.db.collection('mixed');
    await c.insertMany([{ v: 'str' }, { v: 5 }, { v: null }, { v: true }, { v: new Date(0) }, { v: { a: 1 } }]);
    const order = (
      await c
        .find({}, { projection: { _id: 0 } })
        .sort({ v: 1 })
        .toArray()
    ).map((d) => d.v);
    expect(order).toEqual([null, 5, 'str', { a: 1 }, true, new Date(0)]);
  });

  it('skip past the end yields nothing; skip with limit pages correctly', async () => {
    expect(await t.db.collection('nums').find({}).skip(1000).toArray()).toEqual([]);
    const page = await t.db.collection('nums').find({}).sort({ i: 1 }).skip(240).limit(20).toArray();
    expect(page.map((d) => d.i)).toEqual([240, 241, 242, 243, 244, 245, 246, 247, 248, 249]);
  });

  it('killCursors reports killed ids and getMore on them fails with CursorNotFound (43)', async () => {
    const r = await t.db.command({ find: 'nums', filter: {}, batchSize: 1 });
    const killed = await t.db.command({ killCursors: 'nums', cursors: [r.cursor.id] });
    expect(killed.cursorsKilled.map(String)).toEqual([String(r.cursor.id)]);
    const err = await t.db.command({ getMore: r.cursor.id, collection: 'nums' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect((err as MongoServerError).code).toBe(43);
  });

  it('aggregate and listIndexes return cursors too', async () => {
    const agg = await t.db.command({ aggregate: 'nums', pipeline: [{ $match: { mod: 0 } }], cursor: { batchSize: 2 } });
    expect(agg.cursor.firstBatch).toHaveLength(2);
    expect(agg.cursor.id).not.toBe(0);
    const all = await t.db
      .collection('nums')
      .aggregate([{ $match: { mod: 0 } }], { batchSize: 3 })
      .toArray();
    expect(all).toHaveLength(36);
  });
});
