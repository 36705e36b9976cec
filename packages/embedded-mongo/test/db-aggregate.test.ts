import { MongoServerError } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDb, type TestDb } from './support/server.js';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb('db_aggregate');
});
afterAll(async () => {
  await t.close();
});

/* Database-level aggregate ({ aggregate: 1 }), which starts with a stage that makes its own documents. */
describe('database-level aggregate', () => {
  it('runs a pipeline that starts with $documents', async () => {
    const out = await t.db.aggregate([{ $documents: [{ x: 10 }, { x: 2 }, { x: 5 }] }, { $match: { x: { $gt: 3 } } }, { $sort: { x: 1 } }]).toArray();
    expect(out).toEqual([{ x: 5 }, { x: 10 }]);
  });

  it('needs a collection for any other first stage (73)', async () => {
    const err = await t.db
      .aggregate([{ $match: {} }])
      .toArray()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect((err as MongoServerError).code).toBe(73);
  });
});

describe('unknown stages', () => {
  it('fail with 40324 before anything runs', async () => {
    const err = await t.db
      .collection('any')
      .aggregate([{ $match: {} }, { $fakeStage: {} }])
      .toArray()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect((err as MongoServerError).code).toBe(40324);
    expect((err as MongoServerError).message).toContain("Unrecognized pipeline stage name: '$fakeStage'");
  });
});
