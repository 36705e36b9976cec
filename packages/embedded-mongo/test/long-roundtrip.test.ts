import { Long } from 'mongodb';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDb, type TestDb, uriWithDb } from './support/server.js';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb('long_roundtrip');
});
afterAll(async () => {
  await t.close();
});

/* int64 values keep their BSON type through the server, as on mongod (small ones included). */
describe('long (int64) values', () => {
  const coll = () => t.db.collection('longs');

  it('come back as longs, and match queries by numeric value', async () => {
    await coll().insertOne({ _id: 1 as never, small: Long.fromNumber(37), big: Long.fromString('9007199254740993'), n: 5 });
    const raw = await coll().findOne({ _id: 1 as never }, { promoteLongs: false });
    expect(raw!.small).toBeInstanceOf(Long);
    expect(raw!.small).toEqual(Long.fromNumber(37));
    expect(raw!.n).toBe(5);
    expect((await coll().findOne({ _id: 1 as never }, { useBigInt64: true }))!.small).toBe(37n);
    expect(await coll().countDocuments({ small: 37 })).toBe(1);
    expect(await coll().countDocuments({ small: { $gt: 36, $lt: 38 } })).toBe(1);
  });

  it('stay longs when an update changes other fields', async () => {
    await coll().updateOne({ _id: 1 as never }, { $set: { n: 6, tag: 'x' } });
    const raw = await coll().findOne({ _id: 1 as never }, { promoteLongs: false });
    expect(raw!.small).toEqual(Long.fromNumber(37));
    expect(raw!.n).toBe(6);
  });

  it('stay longs deep inside sub-documents and arrays when an update changes other fields', async () => {
    await coll().insertOne({
      _id: 2 as never,
      name: 'deep',
      stats: { views: [{ day: 'mon', n: Long.fromNumber(3) }], total: { all: Long.fromString('9007199254740995') } },
    });
    await coll().updateOne({ _id: 2 as never }, { $set: { name: 'deeper' } });
    const raw = await coll().findOne({ _id: 2 as never }, { promoteLongs: false });
    expect(raw!.stats.views[0].n).toEqual(Long.fromNumber(3));
    expect(raw!.stats.total.all).toEqual(Long.fromString('9007199254740995'));
    expect(raw!.name).toBe('deeper');
  });

  it('round-trip a mongoose BigInt path', async () => {
    const conn = await mongoose.createConnection(uriWithDb(t.uri, t.dbName)).asPromise();
    try {
      const Person = conn.model('Person', new mongoose.Schema({ name: String, age: BigInt }));
      await Person.create({ name: 'Benjamin Sisko', age: 37n });
      const lean = await Person.findOne({ name: 'Benjamin Sisko' }).setOptions({ useBigInt64: true }).lean();
      expect(typeof lean!.age).toBe('bigint');
      expect(lean!.age).toBe(37n);
    } finally {
      await conn.close();
    }
  });
});
