import { MongoServerError } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDb, type TestDb } from './support/server.js';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb('hint');
  const c = t.db.collection('h');
  await c.createIndex({ qty: -1, name: -1 });
  await c.insertMany([
    { name: 'Andrew', qty: 4 },
    { name: 'Betty', qty: 5 },
    { name: 'Charlie', qty: 4 },
  ]);
});
afterAll(async () => {
  await t.close();
});

const names = (docs: Array<Record<string, unknown>>) => docs.map((d) => d.name);

/* A hinted index is walked, so an unsorted query returns its documents in the index's key order. */
describe('hint', () => {
  it('orders find and aggregate results as the hinted index does', async () => {
    expect(
      names(
        await t.db
          .collection('h')
          .find({}, { hint: { qty: -1, name: -1 } })
          .toArray(),
      ),
    ).toEqual(['Betty', 'Charlie', 'Andrew']);
    expect(names(await t.db.collection('h').find({}, { hint: 'qty_-1_name_-1' }).toArray())).toEqual(['Betty', 'Charlie', 'Andrew']);
    expect(
      names(
        await t.db
          .collection('h')
          .aggregate([{ $match: {} }], { hint: { qty: -1, name: -1 } })
          .toArray(),
      ),
    ).toEqual(['Betty', 'Charlie', 'Andrew']);
  });

  it('must name an existing index', async () => {
    const err = await t.db
      .collection('h')
      .find({}, { hint: { nope: 1 } })
      .toArray()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect((err as MongoServerError).code).toBe(2);
  });
});
