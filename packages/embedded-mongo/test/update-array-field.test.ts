import { MongoServerError } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDb, type TestDb } from './support/server.js';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb('update_array_field');
});
afterAll(async () => {
  await t.close();
});

/* A field cannot be created inside an array: `comments.body` on an array of comments fails with 28 (PathNotViable). */
describe('update paths through arrays', () => {
  it('refuse a field name below an array, and leave the document as it was', async () => {
    const c = t.db.collection('u');
    await c.insertOne({ _id: 1 as never, comments: [{ body: 'a' }, { body: 'b' }] });
    const err = await c.updateOne({ _id: 1 as never }, { $set: { 'comments.body': 'fail' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect((err as MongoServerError).code).toBe(28);
    expect((await c.findOne({ _id: 1 as never }))!.comments).toEqual([{ body: 'a' }, { body: 'b' }]);
  });

  it('accept an index below an array', async () => {
    const c = t.db.collection('u');
    await c.updateOne({ _id: 1 as never }, { $set: { 'comments.1.body': 'c' } });
    expect((await c.findOne({ _id: 1 as never }))!.comments).toEqual([{ body: 'a' }, { body: 'c' }]);
  });
});

describe('array operators on a value that is not an array', () => {
  it('fail with 2 and change nothing', async () => {
    const c = t.db.collection('u2');
    await c.insertOne({ _id: 1 as never, num: 42, list: [1] });
    for (const update of [{ $push: { num: 1 } }, { $addToSet: { num: 1 } }, { $pop: { num: 1 } }, { $pullAll: { num: [1] } }]) {
      const err = await c.updateOne({ _id: 1 as never }, update as never).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(MongoServerError);
      expect((err as MongoServerError).code).toBe(2);
    }
    await c.updateOne({ _id: 1 as never }, { $push: { list: 2, fresh: 'x' } } as never);
    expect(await c.findOne({ _id: 1 as never })).toEqual({ _id: 1, num: 42, list: [1, 2], fresh: ['x'] });
  });
});
