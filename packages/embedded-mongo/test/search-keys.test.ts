import type { Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { findStage } from './support/explain.js';
import { openTestDb, type TestDb } from './support/server.js';

/**
 * An app's search keys (n-grams in an array) under a compound index with
 * the owner first: `$all` of the query's keys is looked up by its rarest
 * key, checked on the stored bytes, and a sorted, limited search gives up
 * walking the order index when matches are too sparse in it.
 */
let t: TestDb;
const N = 3000;
// 'rare': 67 of owner a's records, all at the low end of the seq order (more than a lookup is trusted without a trial).
const keysOf = (i: number) => (i < 200 && i % 2 ? ['common', 'rare', `n${i}`] : i % 2 ? ['common', `n${i}`] : ['other']);
beforeAll(async () => {
  t = await openTestDb('search-keys');
  const c = t.db.collection('leads');
  await c.createIndex({ owner: 1, keys: 1 });
  await c.createIndex({ seq: -1 });
  await c.insertMany(Array.from({ length: N }, (_, i) => ({ owner: i % 3 === 0 ? 'b' : 'a', seq: i, keys: keysOf(i) })));
  // Odd shapes the byte check must leave to the matcher or answer like it.
  await c.insertMany([
    { owner: 'a', seq: -1, keys: 'rare' },
    { owner: 'a', seq: -2, keys: ['rare', ['common']] },
    { owner: 'a', seq: -3, keys: ['rare', { x: 1 }, 'common'] },
    { owner: 'a', seq: -4 },
  ]);
});
afterAll(async () => {
  await t.close();
});

const leads = () => t.db.collection('leads');
const winning = (e: Document) => (e.queryPlanner as Document).winningPlan as Document;

describe('$all on search keys', () => {
  it('answers like MongoDB on arrays, scalars, nested arrays and missing fields', async () => {
    const seqs = async (filter: Document) => (await leads().find(filter).sort({ seq: -1 }).toArray()).map((d) => d.seq as number);
    const expected = Array.from({ length: N }, (_, i) => N - 1 - i).filter((i) => i % 3 !== 0 && i < 200 && i % 2 === 1);
    expect(expected).toHaveLength(67);
    expect(await seqs({ owner: 'a', keys: { $all: ['common', 'rare'] } })).toEqual([...expected, -3]);
    expect(await seqs({ owner: 'a', keys: { $all: ['rare'] } })).toEqual([...expected, -1, -2, -3]);
    expect(await seqs({ owner: 'a', keys: { $all: ['rare', 'missing'] } })).toEqual([]);
  });

  it('looks up the rarest key and, sorted and limited, stops walking the order when matches are sparse', async () => {
    const e = await leads()
      .find({ owner: 'a', keys: { $all: ['common', 'rare'] } })
      .sort({ seq: -1 })
      .limit(2)
      .explain('executionStats');
    expect(findStage(winning(e), 'IXSCAN')).toMatchObject({ indexName: 'owner_1_keys_1' });
    expect(e.executionStats.nReturned).toBe(2);
    // The trial walk (as many records as the rare key has) and the rare key's 70 records, not a walk of the 3000 down to them.
    expect(e.executionStats.totalDocsExamined).toBeLessThanOrEqual(2 * 70);
    const docs = await leads()
      .find({ owner: 'a', keys: { $all: ['common', 'rare'] } })
      .sort({ seq: -1 })
      .limit(2)
      .toArray();
    expect(docs.map((d) => d.seq)).toEqual([199, 197]);
  });

  it('walks the order index when matches are dense, reading about as many as it returns', async () => {
    const e = await leads()
      .find({ owner: 'a', keys: { $all: ['common'] } })
      .sort({ seq: -1 })
      .limit(10)
      .explain('executionStats');
    expect(findStage(winning(e), 'IXSCAN')).toMatchObject({ indexName: 'seq_-1' });
    expect(e.executionStats.nReturned).toBe(10);
    expect(e.executionStats.totalDocsExamined).toBeLessThan(40);
    const docs = await leads()
      .find({ owner: 'a', keys: { $all: ['common'] } })
      .sort({ seq: -1 })
      .limit(10)
      .toArray();
    expect(docs.map((d) => d.seq)).toEqual([2999, 2995, 2993, 2989, 2987, 2983, 2981, 2977, 2975, 2971]);
  });
});

describe('$all of several search keys under a compound index', () => {
  // 'pair' and 'lone' each on 400 of owner a's records, both on only 20 of them (every tenth 'pair' record).
  let c: ReturnType<typeof leads>;
  beforeAll(async () => {
    c = t.db.collection('pairs');
    await c.createIndex({ owner: 1, keys: 1 });
    const docs = Array.from({ length: 1600 }, (_, i) => {
      const keys = [i < 400 ? 'pair' : 'x', i >= 380 && i < 780 ? 'lone' : 'y', `n${i}`];
      return { owner: i % 2 ? 'b' : 'a', stage: ['new', 'won', 'lost'][i % 3], keys, name: `Lead ${i}` };
    });
    await c.insertMany(docs);
  });

  const filter = { owner: 'a', keys: { $all: ['pair', 'lone'] } };

  it('finds and counts the records holding every key, as MongoDB does', async () => {
    const expected = Array.from({ length: 20 }, (_, k) => 380 + k).filter((i) => i % 2 === 0);
    expect((await c.find(filter).toArray()).map((d) => d.name).sort()).toEqual(expected.map((i) => `Lead ${i}`).sort());
    const byStage = await c
      .aggregate([{ $match: { ...filter, name: { $regex: 'lead 38', $options: 'i' } } }, { $group: { _id: '$stage', n: { $sum: 1 } } }, { $sort: { _id: 1 } }])
      .toArray();
    const want = new Map<string, number>();
    for (const i of expected.filter((i) => String(i).startsWith('38')))
      want.set(['new', 'won', 'lost'][i % 3]!, (want.get(['new', 'won', 'lost'][i % 3]!) ?? 0) + 1);
    expect(byStage).toEqual([...want].sort(([a], [b]) => a.localeCompare(b)).map(([_id, n]) => ({ _id, n })));
    expect(await c.countDocuments({ owner: 'a', keys: { $all: ['pair', 'lone', 'missing'] } })).toBe(0);
    expect(await c.countDocuments({ owner: 'b', keys: { $all: ['pair', 'lone'] } })).toBe(10);
  });

  it('reads only those records (the embedded server intersects the keys; mongod reads one key’s)', async () => {
    const e = await c.find(filter).explain('executionStats');
    expect(e.executionStats.nReturned).toBe(10);
    expect(findStage(winning(e), 'IXSCAN')).toMatchObject({ indexName: 'owner_1_keys_1' });
    // Each key alone is on 200 of owner a's records: reading one key's would read 200.
    if (t.embedded) expect(e.executionStats.totalDocsExamined).toBe(10);
  });
});
