import { MongoServerError } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { openTestDb, type TestDb } from './support/server.js';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb('updates');
});
afterAll(async () => {
  await t.close();
});

const coll = () => t.db.collection('u');
beforeEach(async () => {
  await coll().deleteMany({});
});

async function after(update: object, doc: object = {}, options: object = {}): Promise<unknown> {
  await coll().insertOne({ _id: 1 as never, ...doc });
  await coll().updateOne({ _id: 1 as never }, update as never, options);
  const out = await coll().findOne({ _id: 1 as never });
  const { _id, ...rest } = out!;
  void _id;
  return rest;
}

describe('update operators', () => {
  it('$set / $unset / $inc / $mul / $min / $max / $rename', async () => {
    expect(await after({ $set: { a: 1, 'b.c': 2 } })).toEqual({ a: 1, b: { c: 2 } });
    await coll().deleteMany({});
    expect(await after({ $unset: { a: '' } }, { a: 1, b: 2 })).toEqual({ b: 2 });
    await coll().deleteMany({});
    expect(await after({ $inc: { n: 2, m: 1 }, $mul: { p: 3 } }, { n: 1, p: 2 })).toEqual({ n: 3, p: 6, m: 1 });
    await coll().deleteMany({});
    expect(await after({ $min: { lo: 1 }, $max: { hi: 9 } }, { lo: 5, hi: 5 })).toEqual({ lo: 1, hi: 9 });
    await coll().deleteMany({});
    expect(await after({ $rename: { old: 'new' } }, { old: 'v' })).toEqual({ new: 'v' });
  });

  it('array operators: $push $each $slice $sort, $addToSet, $pull, $pullAll, $pop', async () => {
    expect(await after({ $push: { a: { $each: [5, 1, 3], $sort: 1, $slice: 3 } } }, { a: [4] })).toEqual({ a: [1, 3, 4] });
    await coll().deleteMany({});
    expect(await after({ $addToSet: { a: { $each: [1, 2, 3] } } }, { a: [1] })).toEqual({ a: [1, 2, 3] });
    await coll().deleteMany({});
    expect(await after({ $pull: { a: { $gte: 3 } } }, { a: [1, 2, 3, 4] })).toEqual({ a: [1, 2] });
    await coll().deleteMany({});
    expect(await after({ $pullAll: { a: [1, 2] } }, { a: [1, 2, 3, 1] })).toEqual({ a: [3] });
    await coll().deleteMany({});
    expect(await after({ $pop: { a: -1 } }, { a: [1, 2, 3] })).toEqual({ a: [2, 3] });
  });

  it('$currentDate sets a date', async () => {
    const out = (await after({ $currentDate: { at: true } })) as { at: Date };
    expect(out.at).toBeInstanceOf(Date);
  });

  it('positional $ updates the element matched by the query, twice on one array', async () => {
    await coll().insertOne({
      _id: 1 as never,
      items: [
        { k: 'a', n: 1 },
        { k: 'b', n: 2 },
      ],
    });
    await coll().updateOne({ _id: 1 as never, 'items.k': 'b' }, { $set: { 'items.$.n': 20, 'items.$.at': 'x' } });
    expect((await coll().findOne({ _id: 1 as never }))!.items).toEqual([
      { k: 'a', n: 1 },
      { k: 'b', n: 20, at: 'x' },
    ]);
    await coll().updateOne({ items: { $elemMatch: { k: 'a' } } }, { $inc: { 'items.$.n': 5 } });
    expect((await coll().findOne({ _id: 1 as never }))!.items[0]).toEqual({ k: 'a', n: 6 });
  });

  it('$[] and $[identifier] with arrayFilters', async () => {
    await coll().insertOne({ _id: 1 as never, g: [{ s: 1 }, { s: 5 }, { s: 9 }] });
    await coll().updateOne({}, { $inc: { 'g.$[].s': 1 } });
    await coll().updateOne({}, { $set: { 'g.$[big].flag': true } }, { arrayFilters: [{ 'big.s': { $gt: 5 } }] });
    expect((await coll().findOne({}))!.g).toEqual([{ s: 2 }, { s: 6, flag: true }, { s: 10, flag: true }]);
  });

  it('pipeline-style updates', async () => {
    expect(await after([{ $set: { total: { $add: ['$a', '$b'] } } }, { $unset: 'a' }], { a: 2, b: 3 })).toEqual({ b: 3, total: 5 });
  });

  it('reports nModified 0 when nothing changes', async () => {
    await coll().insertOne({ _id: 1 as never, a: 1 });
    const r = await coll().updateOne({ _id: 1 as never }, { $set: { a: 1 } });
    expect(r).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
    const raw = await t.db.command({ update: 'u', updates: [{ q: { _id: 1 }, u: { $set: { a: 2 } } }] });
    expect(raw).toMatchObject({ n: 1, nModified: 1, ok: 1 });
  });

  it('setting _id to its own value is allowed; changing it fails with 66', async () => {
    await coll().insertOne({ _id: 1 as never, a: 1 });
    const same = await coll().updateOne({ _id: 1 as never }, { $set: { _id: 1, a: 2 } as never });
    expect(same.modifiedCount).toBe(1);
    const err = await coll()
      .updateOne({ _id: 1 as never }, { $set: { _id: 2 } as never })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect((err as MongoServerError).code).toBe(66);
    const rep = await coll()
      .replaceOne({ _id: 1 as never }, { _id: 3, x: 1 } as never)
      .catch((e: unknown) => e);
    expect((rep as MongoServerError).code).toBe(66);
  });

  it('rejects unknown operators with FailedToParse (9)', async () => {
    await coll().insertOne({ _id: 1 as never });
    const err = await coll()
      .updateOne({}, { $frobnicate: { a: 1 } } as never)
      .catch((e: unknown) => e);
    expect((err as MongoServerError).code).toBe(9);
  });

  it('updateMany updates every match and leaves the rest alone', async () => {
    await coll().insertMany([{ g: 1 }, { g: 1 }, { g: 2 }]);
    const r = await coll().updateMany({ g: 1 }, { $set: { hit: true } });
    expect(r).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
    expect(await coll().countDocuments({ hit: true })).toBe(2);
  });
});

describe('many rewrites of the same documents', () => {
  // Every update stores a new version and frees the old one; the server has
  // to keep reclaiming that space while every document, index and sort stays
  // right (on the embedded server this moves documents between buffers).
  it('keeps every document, unique index, multikey index and sort intact', async () => {
    const c = t.db.collection('rewrites');
    await c.drop().catch(() => {});
    await c.createIndex({ email: 1 }, { unique: true });
    await c.createIndex({ rank: 1 });
    await c.createIndex({ tags: 1 });
    const n = 600;
    await c.insertMany(Array.from({ length: n }, (_, i) => ({ _id: i as never, email: `u${i}@x.io`, rank: i, tags: [`t${i % 5}`], pad: 'x'.repeat(200) })));
    for (let round = 1; round <= 6; round++) {
      // Grow and shrink the documents so new versions never fit the old place.
      await c.bulkWrite(
        Array.from({ length: n }, (_, i) => ({
          updateOne: {
            filter: { _id: i as never },
            update: { $set: { rank: n * round + (n - i), pad: 'y'.repeat(round % 2 ? 900 : 50), tags: [`t${(i + round) % 5}`, `r${round}`] } },
          },
        })),
      );
    }
    await c.deleteMany({ _id: { $mod: [3, 0] } as never });
    const left = Array.from({ length: n }, (_, i) => i).filter((i) => i % 3 !== 0);

    expect(await c.countDocuments()).toBe(left.length);
    for (const i of [1, 2, 301, 598]) {
      const d = await c.findOne({ email: `u${i}@x.io` });
      expect(d).toMatchObject({ _id: i, rank: n * 6 + (n - i), pad: 'y'.repeat(50), tags: [`t${(i + 6) % 5}`, 'r6'] });
    }
    expect(await c.findOne({ email: 'u3@x.io' })).toBeNull();
    // Sorted by rank ascending = by _id descending.
    const top = await c
      .find({}, { projection: { _id: 1 } })
      .sort({ rank: 1 })
      .limit(5)
      .toArray();
    expect(top.map((d) => d._id)).toEqual(left.slice(-5).reverse());
    expect(await c.countDocuments({ rank: { $gte: n * 6 + n - 10 } })).toBe(left.filter((i) => i <= 10).length);
    expect(await c.countDocuments({ tags: 'r6' })).toBe(left.length);
    expect(await c.countDocuments({ tags: 'r5' })).toBe(0);
    expect(await c.countDocuments({ tags: 't0' })).toBe(left.filter((i) => (i + 6) % 5 === 0).length);
    await expect(c.insertOne({ email: 'u4@x.io' })).rejects.toMatchObject({ code: 11000 });
    await expect(c.insertOne({ email: 'u3@x.io' })).resolves.toBeTruthy();
  });
});
