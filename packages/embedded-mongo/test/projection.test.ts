import { Binary, Decimal128, Long, ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { topLevelProjection } from '../src/engine/find.js';
import { openTestDb, type TestDb } from './support/server.js';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb('projection');
});
afterAll(async () => {
  await t.close();
});

/*
 * Projections on top-level fields are cut from the stored bytes (find.ts,
 * raw.ts) instead of decoding and re-encoding each document: the answers
 * must be mongod's, fields in stored order, every BSON type copied intact.
 */
describe('top-level projections', () => {
  const at = new Date('2024-05-06T07:08:09.010Z');
  const oid = new ObjectId('650000000000000000000001');
  const docs = [
    {
      _id: 1,
      ab: 'prefix of nothing',
      a: { nested: [1, { deep: 'x' }], at },
      b: [1.5, 'two', null, [3]],
      ünï: 'unicode key',
      c: Long.fromString('9007199254740993'),
      d: Decimal128.fromString('1.10'),
      e: new Binary(Buffer.from([0, 1, 2, 255])),
      f: oid,
      g: true,
      h: null,
      re: /x+y/i,
    },
    { _id: 2, b: [], a: 7 },
    { _id: 3, zz: 'only' },
  ];
  const byId = (list: Record<string, unknown>[]) => [...list].sort((x, y) => Number(x._id) - Number(y._id));

  beforeAll(async () => {
    await t.db.collection('proj').insertMany(docs as never[]);
  });

  const find = async (projection: Record<string, unknown>) => byId(await t.db.collection('proj').find({}, { projection, promoteLongs: false }).toArray());

  it('inclusion keeps _id and the named fields, in stored order whatever the projection’s order', async () => {
    const out = await find({ f: 1, a: true, ünï: 1 });
    expect(out).toEqual([{ _id: 1, a: docs[0]!.a, ünï: 'unicode key', f: oid }, { _id: 2, a: 7 }, { _id: 3 }]);
    expect(Object.keys(out[0]!)).toEqual(['_id', 'a', 'ünï', 'f']);
  });

  it('inclusion without _id; a name that prefixes another is not that other', async () => {
    expect(
      await t.db
        .collection('proj')
        .find({ _id: 1 as never }, { projection: { _id: 0, a: 1, b: 1 } })
        .toArray(),
    ).toEqual([{ a: docs[0]!.a, b: [1.5, 'two', null, [3]] }]);
    expect(
      await t.db
        .collection('proj')
        .find({ _id: 1 as never }, { projection: { _id: 0, ab: 1 } })
        .toArray(),
    ).toEqual([{ ab: 'prefix of nothing' }]);
  });

  it('exclusion leaves the named fields out and copies every other type as stored', async () => {
    const [first] = await find({ a: 0, ab: false, _id: 0 });
    expect(Object.keys(first!)).toEqual(['b', 'ünï', 'c', 'd', 'e', 'f', 'g', 'h', 're']);
    expect(first).toEqual({
      b: [1.5, 'two', null, [3]],
      ünï: 'unicode key',
      c: docs[0]!.c,
      d: docs[0]!.d,
      e: docs[0]!.e,
      f: oid,
      g: true,
      h: null,
      re: new RegExp('x+y', 'i'),
    });
  });

  it('only _id: { _id: 0 } is every other field, { _id: 1 } just the _id', async () => {
    expect(await find({ _id: 0 })).toEqual([
      {
        ab: 'prefix of nothing',
        a: docs[0]!.a,
        b: docs[0]!.b,
        ünï: 'unicode key',
        c: docs[0]!.c,
        d: docs[0]!.d,
        e: docs[0]!.e,
        f: oid,
        g: true,
        h: null,
        re: new RegExp('x+y', 'i'),
      },
      { b: [], a: 7 },
      { zz: 'only' },
    ]);
    expect(await find({ _id: 1 })).toEqual([{ _id: 1 }, { _id: 2 }, { _id: 3 }]);
  });

  it('a mixed projection is still refused', async () => {
    await expect(
      t.db
        .collection('proj')
        .find({}, { projection: { a: 1, b: 0 } })
        .toArray(),
    ).rejects.toMatchObject({ code: expect.any(Number) });
  });

  it('dotted names, operators and other values go the general way', () => {
    expect(topLevelProjection({ 'a.nested': 1 })).toBeNull();
    expect(topLevelProjection({ b: { $slice: 1 } })).toBeNull();
    expect(topLevelProjection({ score: { $meta: 'textScore' } })).toBeNull();
    expect(topLevelProjection({ a: 2 })).toBeNull();
    expect(topLevelProjection({ a: 1, b: 0 })).toBeNull();
    expect(topLevelProjection({ a: 1, _id: 0 })).toMatchObject({ include: true, keepId: false });
    expect(topLevelProjection({ a: 0, _id: 1 })).toMatchObject({ include: false });
  });

  it('a cut document follows later writes no further (taken when found)', async () => {
    const c = t.db.collection('proj-cursor');
    await c.insertMany(Array.from({ length: 150 }, (_, i) => ({ _id: i as never, v: i, w: 'x'.repeat(50) })));
    const cursor = c.find({}, { projection: { v: 1 }, batchSize: 10 });
    const firstBatch = await cursor.next();
    await c.updateMany({}, { $set: { v: -1 } });
    const rest = await cursor.toArray();
    expect(firstBatch).toEqual({ _id: 0, v: 0 });
    expect(rest.every((d) => d.v === d._id)).toBe(true);
  });
});
