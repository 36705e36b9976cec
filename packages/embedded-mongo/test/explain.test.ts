import type { Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { findStage, stagesOf } from './support/explain.js';
import { openTestDb, type TestDb } from './support/server.js';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb('explain');
  const c = t.db.collection('people');
  await c.createIndex({ email: 1 }, { unique: true });
  await c.createIndex({ age: 1 });
  await c.insertMany(Array.from({ length: 200 }, (_, i) => ({ email: `u${i}@x.test`, age: i % 50, city: i % 2 ? 'Austin' : 'Dallas' })));
});
afterAll(async () => {
  await t.close();
});

const people = () => t.db.collection('people');
const winning = (e: Document) => ((e.queryPlanner ?? e.stages[0].$cursor.queryPlanner) as Document).winningPlan as Document;

describe('explain', () => {
  it('shows the index scan the planner chose, with executionStats figures', async () => {
    const e = await people().find({ email: 'u7@x.test' }).explain('executionStats');
    const scan = findStage(winning(e), 'IXSCAN');
    expect(scan).toMatchObject({ indexName: 'email_1', keyPattern: { email: 1 }, isUnique: true });
    expect(stagesOf(winning(e))).not.toContain('COLLSCAN');
    expect(e.queryPlanner.namespace).toBe(`${t.dbName}.people`);
    expect(e.executionStats).toMatchObject({ executionSuccess: true, nReturned: 1, totalKeysExamined: 1, totalDocsExamined: 1 });
    expect(typeof e.executionStats.executionTimeMillis).toBe('number');
  });

  it('shows a collection scan for an unindexed filter, reading every document', async () => {
    const e = await people().find({ city: 'Austin' }).explain('executionStats');
    expect(stagesOf(winning(e))).toContain('COLLSCAN');
    expect(stagesOf(winning(e))).not.toContain('IXSCAN');
    expect(e.executionStats).toMatchObject({ nReturned: 100, totalKeysExamined: 0, totalDocsExamined: 200 });
  });

  it('uses a range scan and reports the keys it examined', async () => {
    const e = await people()
      .find({ age: { $gte: 10, $lt: 12 } })
      .explain('executionStats');
    expect(findStage(winning(e), 'IXSCAN')).toMatchObject({ indexName: 'age_1' });
    expect(e.executionStats.nReturned).toBe(8);
    expect(e.executionStats.totalDocsExamined).toBe(8);
    expect(e.executionStats.totalKeysExamined).toBeGreaterThanOrEqual(8);
  });

  it('answers queryPlanner verbosity without executing', async () => {
    const e = await people().find({ age: 3 }).explain('queryPlanner');
    expect(findStage(winning(e), 'IXSCAN')).toMatchObject({ indexName: 'age_1' });
    expect(e.executionStats).toBeUndefined();
  });

  it('puts a blocking SORT over the scan when no index gives the order, and a LIMIT when asked', async () => {
    const sorted = await people().find({ age: 4 }).sort({ city: 1 }).explain('queryPlanner');
    expect(stagesOf(winning(sorted))).toEqual(expect.arrayContaining(['SORT', 'IXSCAN']));
    const limited = await people().find({ city: 'Dallas' }).limit(3).explain('executionStats');
    expect(stagesOf(winning(limited))).toEqual(expect.arrayContaining(['LIMIT', 'COLLSCAN']));
    expect(limited.executionStats.nReturned).toBe(3);
  });

  it('explains aggregate, count and delete without changing anything', async () => {
    const agg = await people()
      .aggregate([{ $match: { age: 5 } }, { $group: { _id: '$city', n: { $sum: 1 } } }])
      .explain('executionStats');
    expect(findStage(agg, 'IXSCAN')).toMatchObject({ indexName: 'age_1' });
    const count = await t.db.command({ explain: { count: 'people', query: { age: 6 } }, verbosity: 'executionStats' });
    expect(stagesOf(count.queryPlanner.winningPlan)).toEqual(expect.arrayContaining(['COUNT', 'IXSCAN']));
    const del = await t.db.command({ explain: { delete: 'people', deletes: [{ q: { age: 7 }, limit: 0 }] }, verbosity: 'executionStats' });
    expect(stagesOf(del.queryPlanner.winningPlan)).toEqual(expect.arrayContaining(['DELETE', 'IXSCAN']));
    expect(await people().countDocuments({ age: 7 })).toBe(4);
  });
});
