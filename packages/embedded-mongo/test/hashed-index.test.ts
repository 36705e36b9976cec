import { MongoServerError } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDb, type TestDb } from './support/server.js';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb('hashed_index');
});
afterAll(async () => {
  await t.close();
});

/* Hashed indexes (MongoDB manual, "Hashed Indexes"): created and listed on a standalone server, serving equality. */
describe('hashed indexes', () => {
  it('are created, listed, and leave queries answering as before', async () => {
    const c = t.db.collection('h');
    await c.createIndex({ t: 'hashed' });
    const ix = (await c.listIndexes().toArray()).find((i) => i.name === 't_hashed');
    expect(ix?.key).toEqual({ t: 'hashed' });
    await c.insertMany([{ t: 'hashing' }, {}, { t: 'other' }]);
    expect(await c.countDocuments({ t: 'hashing' })).toBe(1);
    expect(await c.countDocuments({ t: null })).toBe(1);
    expect(await c.countDocuments({ t: { $gt: 'a' } })).toBe(2);
  });

  it('cannot be unique', async () => {
    const err = await t.db
      .collection('h2')
      .createIndex({ t: 'hashed' }, { unique: true })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect((err as MongoServerError).code).toBe(16764);
  });
});
