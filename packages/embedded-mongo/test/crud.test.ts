import { Decimal128, ObjectId } from 'mongodb';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDb, type TestDb, uriWithDb } from './support/server.js';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb('crud');
});
afterAll(async () => {
  await t.close();
});

describe('CRUD through the driver', () => {
  it('inserts and reads documents back with their types', async () => {
    const c = t.db.collection('people');
    const at = new Date('2024-01-02T03:04:05.678Z');
    const r = await c.insertOne({ name: 'Ann', age: 31, at, nested: { a: [1, 'two', null] }, ok: true });
    expect(r.acknowledged).toBe(true);
    expect(r.insertedId).toBeInstanceOf(ObjectId);
    const doc = await c.findOne({ _id: r.insertedId });
    expect(doc).toEqual({ _id: r.insertedId, name: 'Ann', age: 31, at, nested: { a: [1, 'two', null] }, ok: true });
    expect(Object.keys(doc!)[0]).toBe('_id');
  });

  it('insertMany reports every inserted id', async () => {
    const c = t.db.collection('many');
    const r = await c.insertMany([{ _id: 1 as never, v: 'a' }, { _id: 2 as never, v: 'b' }, { v: 'c' }]);
    expect(r.insertedCount).toBe(3);
    expect(r.insertedIds[0]).toBe(1);
    expect(await c.countDocuments()).toBe(3);
    expect(await c.estimatedDocumentCount()).toBe(3);
  });

  it('finds with filters, projection, sort, skip and limit', async () => {
    const c = t.db.collection('filters');
    await c.insertMany(Array.from({ length: 20 }, (_, i) => ({ i, even: i % 2 === 0, tag: i < 10 ? 'low' : 'high', arr: [i, i + 100] })));
    expect(await c.countDocuments({ even: true })).toBe(10);
    expect((await c.find({ i: { $in: [3, 5, 99] } }).toArray()).map((d) => d.i).sort()).toEqual([3, 5]);
    expect(await c.countDocuments({ $or: [{ i: 1 }, { tag: 'high' }] })).toBe(11);
    expect(await c.countDocuments({ arr: 105 })).toBe(1);
    expect(await c.countDocuments({ i: { $not: { $lt: 15 } } })).toBe(5);
    expect(await c.countDocuments({ tag: /^hi/ })).toBe(10);
    expect(await c.countDocuments({ missing: null })).toBe(20);
    expect(await c.countDocuments({ missing: { $exists: true } })).toBe(0);

    const page = await c
      .find({ even: true }, { projection: { _id: 0, i: 1 } })
      .sort({ i: -1 })
      .skip(1)
      .limit(3)
      .toArray();
    expect(page).toEqual([{ i: 16 }, { i: 14 }, { i: 12 }]);
    const excluded = await c.findOne({ i: 0 }, { projection: { arr: 0, _id: 0 } });
    expect(excluded).toEqual({ i: 0, even: true, tag: 'low' });
  });

  it('sorts an empty array below null and a missing field, an array by its smallest element ascending and its largest descending', async () => {
    // MongoDB's "Comparison/Sort Order" page (Arrays): "A comparison of an empty array
    // (e.g. [ ]) treats the empty array as less than a null value or a missing field."
    const c = t.db.collection('sortArrays');
    await c.insertMany([
      { _id: 1 as never, v: [], s: { v: [] } },
      { _id: 2 as never, s: {} },
      { _id: 3 as never, v: null, s: { v: null } },
      { _id: 4 as never, v: [0, 3], s: { v: [0, 3] } },
      { _id: 5 as never, v: 1, s: { v: 1 } },
    ]);
    const order = async (sort: Record<string, 1 | -1>) => (await c.find({}, { sort: { ...sort, _id: 1 } }).toArray()).map((d) => d._id);
    expect(await order({ v: 1 })).toEqual([1, 2, 3, 4, 5]);
    expect(await order({ v: -1 })).toEqual([4, 5, 2, 3, 1]);
    expect(await order({ 's.v': 1 })).toEqual([1, 2, 3, 4, 5]);
    expect(await order({ 's.v': -1 })).toEqual([4, 5, 2, 3, 1]);
  });

  it('$all matches a field holding the single value as well as an array holding all the values', async () => {
    // MongoDB's $all docs: "The matched documents can either contain a field with a value that
    // is an array containing all the specified elements, or a field with a single value matching
    // the specified element"; { tags: { $all: ['ssl', 'security'] } } is an $and of equalities.
    const c = t.db.collection('allValues');
    await c.insertMany([
      { _id: 1 as never, tag: 'x', s: { tag: 'x' }, n: 1 },
      { _id: 2 as never, tag: ['x', 'y'], s: [{ tag: 'x' }, { tag: 'y' }], n: 2 },
      { _id: 3 as never, tag: 'y', s: { tag: 'y' }, n: 3 },
    ]);
    const ids = async (filter: Record<string, unknown>) => (await c.find(filter, { sort: { _id: 1 } }).toArray()).map((d) => d._id);
    expect(await ids({ tag: { $all: ['x'] } })).toEqual([1, 2]);
    expect(await ids({ tag: { $all: ['x', 'y'] } })).toEqual([2]);
    expect(await ids({ 's.tag': { $all: ['x'] } })).toEqual([1, 2]);
    expect(await ids({ 's.tag': { $all: ['x', 'y'] } })).toEqual([2]);
    expect(await ids({ n: { $all: [3] } })).toEqual([3]);
    expect(await ids({ $or: [{ n: { $all: [1] } }, { 's.tag': { $all: ['y'] } }] })).toEqual([1, 2, 3]);
    expect(await ids({ tag: { $not: { $all: ['x'] } } })).toEqual([3]);
  });

  it('$type matches BSON types, including objectId, decimal and array elements', async () => {
    const c = t.db.collection('types');
    await c.insertMany([
      { k: 'oid', v: new ObjectId() },
      { k: 'str', v: 'x' },
      { k: 'int', v: 5 },
      { k: 'dbl', v: 2.5 },
      { k: 'dec', v: Decimal128.fromString('1.10') },
      { k: 'date', v: new Date() },
      { k: 'null', v: null },
      { k: 'arr', v: ['s', 1] },
      { k: 'obj', v: { a: 1 } },
      { k: 'none' },
    ]);
    const kinds = async (type: unknown) => (await c.find({ v: { $type: type as 'string' } }).toArray()).map((d) => d.k).sort();
    expect(await kinds('objectId')).toEqual(['oid']);
    expect(await kinds('decimal')).toEqual(['dec']);
    expect(await kinds('string')).toEqual(['arr', 'str']);
    expect(await kinds(2)).toEqual(['arr', 'str']);
    expect(await kinds('array')).toEqual(['arr']);
    expect(await kinds('number')).toEqual(['arr', 'dbl', 'dec', 'int']);
    expect(await kinds('double')).toEqual(['dbl']);
    expect(await kinds('null')).toEqual(['null']);
    expect(await kinds(['date', 'object'])).toEqual(['date', 'obj']);
    expect(await c.countDocuments({ v: { $not: { $type: 'string' } } })).toBe(8);
    // On the elements themselves, inside $elemMatch: BSON types too.
    await c.insertOne({ k: 'oids', v: [new ObjectId(), 2.5] });
    const elems = async (type: unknown) => (await c.find({ v: { $elemMatch: { $type: type as 'string' } } }).toArray()).map((d) => d.k).sort();
    expect(await elems('objectId')).toEqual(['oids']);
    expect(await elems('int')).toEqual(['arr']);
    expect(await elems('double')).toEqual(['oids']);
  });

  it('updates, replaces and deletes', async () => {
    const c = t.db.collection('ud');
    await c.insertMany([
      { k: 1, n: 0 },
      { k: 1, n: 0 },
      { k: 2, n: 0 },
    ]);
    const one = await c.updateOne({ k: 1 }, { $inc: { n: 1 } });
    expect(one).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0, upsertedId: null });
    const many = await c.updateMany({ k: 1 }, { $set: { flag: true } });
    expect(many).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
    const none = await c.updateMany({ k: 99 }, { $set: { flag: true } });
    expect(none).toMatchObject({ matchedCount: 0, modifiedCount: 0 });

    const rep = await c.replaceOne({ k: 2 }, { k: 2, replaced: true });
    expect(rep.modifiedCount).toBe(1);
    const replaced = await c.findOne({ k: 2 }, { projection: { _id: 0 } });
    expect(replaced).toEqual({ k: 2, replaced: true });

    expect((await c.deleteOne({ k: 1 })).deletedCount).toBe(1);
    expect((await c.deleteMany({})).deletedCount).toBe(2);
    expect(await c.countDocuments()).toBe(0);
  });

  it('distinct returns each value once, unwinding arrays', async () => {
    const c = t.db.collection('distinct');
    await c.insertMany([{ x: 'a', t: ['p', 'q'] }, { x: 'b', t: ['q'] }, { x: 'a' }]);
    expect((await c.distinct('x')).sort()).toEqual(['a', 'b']);
    expect((await c.distinct('t')).sort()).toEqual(['p', 'q']);
    expect(await c.distinct('x', { t: 'p' })).toEqual(['a']);
  });

  it('findOneAndUpdate / findOneAndDelete return documents before or after', async () => {
    const c = t.db.collection('fam');
    await c.insertMany([
      { q: 1, v: 1 },
      { q: 1, v: 2 },
    ]);
    const before = await c.findOneAndUpdate({ q: 1 }, { $set: { v: 10 } }, { sort: { v: -1 }, returnDocument: 'before', projection: { _id: 0 } });
    expect(before).toEqual({ q: 1, v: 2 });
    const after = await c.findOneAndUpdate({ q: 1, v: 1 }, { $inc: { v: 5 } }, { returnDocument: 'after', projection: { _id: 0 } });
    expect(after).toEqual({ q: 1, v: 6 });
    const missing = await c.findOneAndUpdate({ q: 404 }, { $set: { v: 1 } });
    expect(missing).toBeNull();
    const deleted = await c.findOneAndDelete({ v: 10 }, { projection: { _id: 0 } });
    expect(deleted).toEqual({ q: 1, v: 10 });
    const raw = await c.findOneAndUpdate({ q: 1 }, { $set: { w: 1 } }, { includeResultMetadata: true });
    expect(raw.ok).toBe(1);
    expect(raw.lastErrorObject).toMatchObject({ n: 1, updatedExisting: true });
  });

  it('lists, creates and drops collections and databases', async () => {
    const other = t.client.db(`${t.dbName}_extra`);
    await other.createCollection('a');
    await other.collection('b').insertOne({});
    const names = (await other.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).sort();
    expect(names).toEqual(['a', 'b']);
    const filtered = await other.listCollections({ name: 'a' }).toArray();
    expect(filtered).toHaveLength(1);
    expect(filtered[0]).toMatchObject({ name: 'a', type: 'collection' });
    expect(await other.collection('a').drop()).toBe(true);
    const dbs = await t.client.db('admin').admin().listDatabases();
    expect(dbs.databases.map((d) => d.name)).toContain(`${t.dbName}_extra`);
    await other.dropDatabase();
    expect(await other.listCollections().toArray()).toEqual([]);
  });
});

describe('CRUD through mongoose', () => {
  it('connects with no options and runs a model with a unique index and timestamps', async () => {
    const conn = await mongoose.createConnection(uriWithDb(t.uri, `${t.dbName}_mongoose`)).asPromise();
    try {
      const schema = new mongoose.Schema(
        { email: { type: String, required: true, unique: true }, name: String, visits: { type: Number, default: 0 }, notes: [{ text: String }] },
        { timestamps: true },
      );
      const Lead = conn.model('Lead', schema);
      await Lead.init();
      const indexes = await Lead.collection.indexes();
      expect(indexes.find((i) => i.name === 'email_1')).toMatchObject({ key: { email: 1 }, unique: true });

      const a = await Lead.create({ email: 'a@example.com', name: 'A', notes: [{ text: 'hi' }] });
      expect(a.createdAt).toBeInstanceOf(Date);
      await Lead.create([{ email: 'b@example.com' }, { email: 'c@example.com' }]);
      expect(await Lead.countDocuments()).toBe(3);
      expect(await Lead.countDocuments({ email: { $ne: 'a@example.com' } })).toBe(2);

      const found = await Lead.findOne({ email: 'a@example.com' }).lean();
      expect(found?.name).toBe('A');

      await Lead.updateOne({ _id: a._id, 'notes._id': a.notes[0]!._id }, { $set: { 'notes.$.text': 'edited' }, $inc: { visits: 1 } });
      const updated = await Lead.findById(a._id);
      expect(updated!.visits).toBe(1);
      expect(updated!.notes[0]!.text).toBe('edited');
      expect(updated!.updatedAt!.getTime()).toBeGreaterThanOrEqual(a.updatedAt!.getTime());

      updated!.name = 'Renamed';
      await updated!.save();
      expect((await Lead.findById(a._id).lean())!.name).toBe('Renamed');

      await expect(Lead.create({ email: 'a@example.com' })).rejects.toMatchObject({ code: 11000, keyValue: { email: 'a@example.com' } });

      const fresh = await Lead.findOneAndUpdate({ email: 'd@example.com' }, { $set: { name: 'D' } }, { upsert: true, returnDocument: 'after' });
      expect(fresh!.email).toBe('d@example.com');
      expect(fresh!.createdAt).toBeInstanceOf(Date);

      const page = await Lead.find().sort({ email: 1 }).skip(1).limit(2).select('email -_id').lean();
      expect(page).toEqual([{ email: 'b@example.com' }, { email: 'c@example.com' }]);

      expect((await Lead.deleteOne({ email: 'b@example.com' })).deletedCount).toBe(1);
      expect((await Lead.deleteMany({})).deletedCount).toBe(3);
      expect(await Lead.countDocuments()).toBe(0);
      await conn.dropDatabase();
    } finally {
      await conn.close();
    }
  });
});
