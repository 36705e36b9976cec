import { MongoServerError } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { openTestDb, type TestDb } from './support/server.js';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb('array_filters');
});
afterAll(async () => {
  await t.close();
});

const coll = () => t.db.collection('a');
beforeEach(async () => {
  await coll().deleteMany({});
  await coll().insertOne({
    _id: 1 as never,
    children: [
      { name: 'foo', n: 1 },
      { name: 'baz', n: 7 },
    ],
    grid: [[1, 2], [3]],
  });
});
const doc = async () => (await coll().findOne({ _id: 1 as never }))!;

/* $[] and $[identifier] (MongoDB manual): several paths below the same elements are separate fields, not a conflict. */
describe('all-positional and filtered positional updates', () => {
  it('$[] sets several fields of every element in one update', async () => {
    const at = new Date('2024-01-02T03:04:05Z');
    await coll().updateOne({}, { $set: { 'children.$[].name': 'bar', 'children.$[].updatedAt': at, updatedAt: at } });
    expect((await doc()).children).toEqual([
      { name: 'bar', n: 1, updatedAt: at },
      { name: 'bar', n: 7, updatedAt: at },
    ]);
  });

  it('$[ident] sets several fields of the elements its filter selects', async () => {
    await coll().updateOne({}, { $set: { 'children.$[e].key': 'Type2', 'children.$[e].field2': 'x' } }, { arrayFilters: [{ 'e.n': { $gt: 5 } }] });
    expect((await doc()).children).toEqual([
      { name: 'foo', n: 1 },
      { name: 'baz', n: 7, key: 'Type2', field2: 'x' },
    ]);
  });

  it('nests, and works with other operators', async () => {
    await coll().updateOne({}, { $inc: { 'grid.$[].$[x]': 10 } }, { arrayFilters: [{ x: { $gte: 2 } }] });
    expect((await doc()).grid).toEqual([[1, 12], [13]]);
  });

  it('refuses an unused array filter and a missing array, as mongod does', async () => {
    const unused = await coll()
      .updateOne({}, { $set: { a: 1 } }, { arrayFilters: [{ 'e.n': 1 }] })
      .catch((e: unknown) => e);
    expect(unused).toBeInstanceOf(MongoServerError);
    expect((unused as MongoServerError).code).toBe(9);
    const missing = await coll()
      .updateOne({}, { $set: { 'nothing.$[].a': 1 } })
      .catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(MongoServerError);
    expect((missing as MongoServerError).code).toBe(2);
  });
});
