import { MongoServerError, ObjectId } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { openTestDb, type TestDb } from './support/server.js';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb('upserts');
});
afterAll(async () => {
  await t.close();
});

const coll = () => t.db.collection('up');
beforeEach(async () => {
  await coll().deleteMany({});
});

describe('upserts', () => {
  it('builds the new document from query equalities, the update and $setOnInsert', async () => {
    const r = await coll().updateOne(
      { email: 'x@y.z', 'profile.city': 'Oslo', age: { $gt: 10 }, $and: [{ team: 'red' }] },
      { $set: { name: 'X' }, $setOnInsert: { createdBy: 'upsert' }, $inc: { visits: 1 } },
      { upsert: true },
    );
    expect(r).toMatchObject({ matchedCount: 0, modifiedCount: 0, upsertedCount: 1 });
    expect(r.upsertedId).toBeInstanceOf(ObjectId);
    const doc = await coll().findOne({ _id: r.upsertedId! }, { projection: { _id: 0 } });
    expect(doc).toEqual({ email: 'x@y.z', profile: { city: 'Oslo' }, team: 'red', name: 'X', createdBy: 'upsert', visits: 1 });
  });

  it('ignores $setOnInsert when the document exists', async () => {
    await coll().insertOne({ k: 1, v: 0 });
    const r = await coll().updateOne({ k: 1 }, { $set: { v: 1 }, $setOnInsert: { created: true } }, { upsert: true });
    expect(r).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0, upsertedId: null });
    expect(await coll().findOne({ k: 1 }, { projection: { _id: 0 } })).toEqual({ k: 1, v: 1 });
  });

  it('uses _id from the query', async () => {
    const r = await coll().updateOne({ _id: 'fixed' as never }, { $set: { a: 1 } }, { upsert: true });
    expect(r.upsertedId).toBe('fixed');
    const rep = await coll().replaceOne({ _id: 'other' as never }, { b: 2 }, { upsert: true });
    expect(rep.upsertedId).toBe('other');
    expect(await coll().findOne({ _id: 'other' as never })).toEqual({ _id: 'other', b: 2 });
  });

  it('reports upserted entries with their batch index', async () => {
    await coll().insertOne({ k: 'exists' });
    const r = await t.db.command({
      update: 'up',
      updates: [
        { q: { k: 'exists' }, u: { $set: { seen: true } }, upsert: true },
        { q: { k: 'new1' }, u: { $set: { seen: true } }, upsert: true },
        { q: { k: 'new2' }, u: { seen: true }, upsert: true },
      ],
    });
    expect(r.n).toBe(3);
    expect(r.nModified).toBe(1);
    expect(r.upserted.map((u: { index: number }) => u.index)).toEqual([1, 2]);
    expect(await coll().countDocuments({ seen: true })).toBe(3);
    const bulk = await coll().bulkWrite([
      { updateOne: { filter: { k: 'b1' }, update: { $set: { x: 1 } }, upsert: true } },
      { updateOne: { filter: { k: 'b2' }, update: { $set: { x: 1 } }, upsert: true } },
    ]);
    expect(bulk.upsertedCount).toBe(2);
    expect(Object.keys(bulk.upsertedIds)).toEqual(['0', '1']);
  });

  it('findOneAndUpdate with upsert returns the inserted document when asked', async () => {
    const before = await coll().findOneAndUpdate({ k: 'f1' }, { $set: { v: 1 } }, { upsert: true, returnDocument: 'before' });
    expect(before).toBeNull();
    const after = await coll().findOneAndUpdate({ k: 'f2' }, { $set: { v: 2 } }, { upsert: true, returnDocument: 'after', projection: { _id: 0 } });
    expect(after).toEqual({ k: 'f2', v: 2 });
    const meta = await coll().findOneAndUpdate({ k: 'f3' }, { $set: { v: 3 } }, { upsert: true, includeResultMetadata: true });
    expect(meta.lastErrorObject).toMatchObject({ n: 1, updatedExisting: false });
    expect(meta.lastErrorObject!.upserted).toBeInstanceOf(ObjectId);
  });

  it('an upsert that violates a unique index fails with 11000', async () => {
    await coll().createIndex({ email: 1 }, { unique: true });
    await coll().insertOne({ email: 'taken', name: 'a' });
    const err = await coll()
      .updateOne({ name: 'b' }, { $set: { email: 'taken' } }, { upsert: true })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect((err as MongoServerError).code).toBe(11000);
    await coll().dropIndex('email_1');
  });
});
