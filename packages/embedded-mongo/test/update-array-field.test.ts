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
