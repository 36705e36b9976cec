import { type IndexSpecification, MongoServerError, type Sort } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDb, type TestDb } from './support/server.js';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb('indexes');
});
afterAll(async () => {
  await t.close();
});

async function code(p: Promise<unknown>): Promise<number | undefined> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, 'expected a server error').toBeInstanceOf(MongoServerError);
  return (err as MongoServerError).code as number;
}

describe('indexes', () => {
  it('creates, lists and drops indexes with mongod names and shapes', async () => {
    const c = t.db.collection('ix');
    await c.insertOne({ a: 1 });
    expect(await c.createIndex({ a: 1 })).toBe('a_1');
    expect(await c.createIndex({ b: -1, c: 1 }, { name: 'bc' })).toBe('bc');
    expect(await c.createIndex({ at: 1 }, { expireAfterSeconds: 3600 })).toBe('at_1');
    const list = await c.listIndexes().toArray();
    expect(list.map((i) => i.name)).toEqual(['_id_', 'a_1', 'bc', 'at_1']);
    expect(list[0]).toEqual({ v: 2, key: { _id: 1 }, name: '_id_' });
    expect(list[2]).toMatchObject({ v: 2, key: { b: -1, c: 1 }, name: 'bc' });
    expect(list[3]).toMatchObject({ key: { at: 1 }, expireAfterSeconds: 3600 });

    const again = await t.db.command({ createIndexes: 'ix', indexes: [{ key: { a: 1 }, name: 'a_1' }] });
    expect(again).toMatchObject({ numIndexesBefore: 4, numIndexesAfter: 4, ok: 1 });

    await c.dropIndex('bc');
    expect((await c.indexes()).map((i) => i.name)).toEqual(['_id_', 'a_1', 'at_1']);
    await c.dropIndexes();
    expect((await c.indexes()).map((i) => i.name)).toEqual(['_id_']);
  });

  it('reports index conflicts (85, 86), missing indexes (27) and missing collections (26)', async () => {
    const c = t.db.collection('conflicts');
    await c.createIndex({ a: 1 }, { name: 'first' });
    expect(await code(c.createIndex({ a: 1 }, { name: 'second' }))).toBe(85);
    expect(await code(c.createIndex({ b: 1 }, { name: 'first' }))).toBe(86);
    expect(await code(c.dropIndex('nope'))).toBe(27);
    expect(await code(t.db.command({ listIndexes: 'no_such_collection' }))).toBe(26);
  });

  it('unique violations give 11000 with keyPattern and keyValue from every write path', async () => {
    const c = t.db.collection('uniq');
    await c.createIndex({ email: 1 }, { unique: true });
    await c.insertMany([{ email: 'a' }, { email: 'b' }]);
    const check = async (p: Promise<unknown>) => {
      const err = (await p.then(
        () => null,
        (e: unknown) => e,
      )) as MongoServerError;
      expect(err).toBeInstanceOf(MongoServerError);
      expect(err.code).toBe(11000);
      expect(err.keyPattern ?? err.errorResponse?.keyPattern).toEqual({ email: 1 });
      expect(err.keyValue ?? err.errorResponse?.keyValue).toEqual({ email: 'a' });
      expect(err.message).toContain('E11000 duplicate key error');
    };
    await check(c.insertOne({ email: 'a' }));
    await check(c.updateOne({ email: 'b' }, { $set: { email: 'a' } }));
    await check(c.updateOne({ email: 'zzz' }, { $set: { email: 'a' } }, { upsert: true }));
    await check(c.findOneAndUpdate({ email: 'b' }, { $set: { email: 'a' } }));
    await check(c.replaceOne({ email: 'b' }, { email: 'a' }));
    expect(await c.countDocuments()).toBe(2);
    // A document without the field counts as null: only one may exist.
    await c.insertOne({ other: 1 });
    await check2(c.insertOne({ other: 2 }));
    async function check2(p: Promise<unknown>) {
      expect(await code(p)).toBe(11000);
    }
  });

  it('compound, sparse and partial unique indexes', async () => {
    const c = t.db.collection('kinds');
    await c.createIndex({ org: 1, email: 1 }, { unique: true });
    await c.insertMany([
      { org: 1, email: 'x' },
      { org: 2, email: 'x' },
    ]);
    const err = (await c.insertOne({ org: 1, email: 'x' }).catch((e: unknown) => e)) as MongoServerError;
    expect(err.code).toBe(11000);
    expect(err.keyValue ?? err.errorResponse?.keyValue).toEqual({ org: 1, email: 'x' });

    const sparse = t.db.collection('kinds_sparse');
    await sparse.createIndex({ nick: 1 }, { unique: true, sparse: true });
    await sparse.insertMany([{ n: 1 }, { n: 2 }]);
    expect(await code(sparse.insertMany([{ nick: 'k' }, { nick: 'k' }]))).toBe(11000);
    expect(await sparse.countDocuments({ nick: null })).toBe(2);

    const partial = t.db.collection('kinds_partial');
    await partial.createIndex({ code: 1 }, { unique: true, partialFilterExpression: { active: true } });
    await partial.insertMany([
      { code: 'c', active: false },
      { code: 'c', active: false },
      { code: 'c', active: true },
    ]);
    expect(await code(partial.insertOne({ code: 'c', active: true }))).toBe(11000);
    expect(await partial.countDocuments({ code: 'c' })).toBe(3);
  });

  it('building a unique index over duplicates fails with 11000 and creates nothing', async () => {
    const c = t.db.collection('dupbuild');
    await c.insertMany([{ v: 1 }, { v: 1 }]);
    expect(await code(c.createIndex({ v: 1 }, { unique: true }))).toBe(11000);
    expect((await c.indexes()).map((i) => i.name)).toEqual(['_id_']);
  });

  it('an equality filter on exactly an index’s fields is answered from the index alone, with the same answers as a scan', async () => {
    const c = t.db.collection('exact');
    const docs = Array.from({ length: 3000 }, (_, i) => ({
      u: i % 3,
      s: ['a', 'b', 'c', 'd'][i % 4],
      tags: i % 5 === 0 ? ['x', 'y'] : ['y'],
      opt: i % 7 === 0 ? null : i,
    }));
    await c.insertMany(docs);
    const scan = async (filter: object) => (await t.db.collection('exact_scan').find(filter).toArray()).length;
    await t.db.collection('exact_scan').insertMany(docs.map((d) => ({ ...d })));
    await c.createIndex({ u: 1 });
    await c.createIndex({ u: 1, s: 1 });
    await c.createIndex({ tags: 1 });
    await c.createIndex({ opt: 1 });
    // Many candidates on the single-field index: the compound one (exact) must still give the right set.
    for (const filter of [{ u: 1 }, { u: 1, s: 'b' }, { s: 'b', u: 1 }, { u: 2, s: 'zz' }, { tags: 'x' }, { opt: null }, { opt: 14 }, { u: 1, tags: 'x' }]) {
      const viaIndex = await c.find(filter).toArray();
      expect(viaIndex.length, JSON.stringify(filter)).toBe(await scan(filter));
      expect(await c.countDocuments(filter)).toBe(viaIndex.length);
    }
    const grouped = await c.aggregate([{ $match: { u: 0, s: 'a' } }, { $group: { _id: '$s', n: { $sum: 1 } } }]).toArray();
    expect(grouped).toEqual([{ _id: 'a', n: docs.filter((d) => d.u === 0 && d.s === 'a').length }]);
  });

  it('indexed queries return the same answers as scans (equality, $in, ranges, sort, arrays, null)', async () => {
    const c = t.db.collection('planned');
    const docs = Array.from({ length: 300 }, (_, i) => ({
      i,
      s: `k${String(i % 17).padStart(2, '0')}`,
      d: new Date(Date.UTC(2024, 0, 1 + (i % 40))),
      tags: [i % 3, i % 5],
      ...(i % 10 === 0 ? {} : { opt: i % 4 }),
    }));
    await c.insertMany(docs);
    const queries: Array<[object, Sort?]> = [
      [{ s: 'k03' }],
      [{ s: { $in: ['k01', 'k16'] } }],
      [{ i: { $gte: 100, $lt: 120 } }],
      [{ i: { $gt: 290 } }, { i: -1 }],
      [{ d: { $lte: new Date(Date.UTC(2024, 0, 3)) } }],
      [{ tags: 4 }],
      [{ tags: { $gt: 3 } }],
      [{ tags: { $gt: 1, $lt: 3 } }],
      [{ opt: null }],
      [{ opt: { $gte: 2 } }],
      [{ s: 'k05', i: { $lt: 100 } }, { i: 1 }],
      [{}, { i: -1 }],
    ];
    const before = await Promise.all(
      queries.map(([q, s]) =>
        c
          .find(q)
          .sort(s ?? { i: 1 })
          .toArray(),
      ),
    );
    const specs: IndexSpecification[] = [{ s: 1 }, { i: 1 }, { d: -1 }, { tags: 1 }, { opt: 1 }, { s: 1, i: 1 }];
    for (const spec of specs) await c.createIndex(spec);
    const after = await Promise.all(
      queries.map(([q, s]) =>
        c
          .find(q)
          .sort(s ?? { i: 1 })
          .toArray(),
      ),
    );
    after.forEach((docsAfter, k) => expect(docsAfter, JSON.stringify(queries[k])).toEqual(before[k]));
    expect(before[0]).toHaveLength(18);
    expect(before[7]!.length).toBeGreaterThan(0);

    const top = await c
      .find({ i: { $gte: 0 } })
      .sort({ i: -1 })
      .limit(3)
      .toArray();
    expect(top.map((d) => d.i)).toEqual([299, 298, 297]);
    await c.updateMany({ i: { $lt: 10 } }, { $inc: { i: 1000 } });
    expect((await c.find({}).sort({ i: -1 }).limit(2).toArray()).map((d) => d.i)).toEqual([1009, 1008]);
    await c.deleteMany({ i: { $gte: 1000 } });
    expect(await c.countDocuments({ i: { $lt: 10 } })).toBe(0);
  });
});
