import { ObjectId } from 'bson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { Catalog } from '../src/engine/catalog.js';
import { countByIndex } from '../src/engine/count.js';
import { findRecords } from '../src/engine/find.js';
import type { Doc } from '../src/engine/values.js';
import { openTestDb, type TestDb } from './support/server.js';

/**
 * countByIndex (engine/count.ts) answers counts from an index without
 * visiting the records; each answer is checked against the matcher's
 * (findRecords over the same collection), on data with the awkward cases:
 * missing fields, nulls, other types in the ranged field, after updates and
 * deletes.
 */
const owners = [new ObjectId(), new ObjectId(), new ObjectId()];
const DAY = 24 * 3600_000;
const base = Date.UTC(2026, 0, 1);

function docOf(i: number): Doc {
  const doc: Doc = { _id: new ObjectId(), userId: owners[i % 3]!, stage: ['new', 'qualified', 'closed'][i % 3 === 0 ? i % 2 : (i >> 1) % 3], score: i % 101 };
  // Every 17th has no createdAt, every 23rd a string one, every 29th null: a date range counts none of them.
  if (i % 17 === 0) {
    // missing
  } else if (i % 23 === 0) doc.createdAt = `day ${i}`;
  else if (i % 29 === 0) doc.createdAt = null;
  else doc.createdAt = new Date(base + ((i * 7919) % 60) * DAY + i);
  if (i % 31 === 0) doc.score = `${i}`;
  return doc;
}

function setUp(): { catalog: Catalog; coll: ReturnType<Catalog['create']> } {
  const catalog = new Catalog();
  const coll = catalog.create('db', 'leads', {});
  catalog.addIndex(coll, { v: 2, key: { userId: 1 }, name: 'userId_1' });
  catalog.addIndex(coll, { v: 2, key: { userId: 1, createdAt: 1 }, name: 'userId_1_createdAt_1' });
  catalog.addIndex(coll, { v: 2, key: { userId: 1, score: -1 }, name: 'userId_1_score_-1' });
  catalog.addIndex(coll, { v: 2, key: { userId: 1, stage: 1 }, name: 'userId_1_stage_1' });
  return { catalog, coll };
}

const at = (days: number) => new Date(base + days * DAY);

/** Filters the index answers, with what each reads. */
const answered = (u: ObjectId): Doc[] => [
  { userId: u },
  { userId: { $eq: u } },
  { userId: u, stage: 'qualified' },
  { userId: u, createdAt: { $gte: at(10), $lt: at(17) } },
  { userId: u, createdAt: { $gt: at(10), $lte: at(17) } },
  { userId: u, createdAt: { $gte: new Date(0) } },
  { userId: u, createdAt: { $lt: at(30) } },
  { userId: u, createdAt: at(3) },
  { userId: u, score: { $gte: 70 } },
  { userId: u, score: { $gt: 20, $lt: 40 } },
  { userId: u, score: { $lte: 0 } },
  { userId: u, score: { $gte: '5' } },
  { userId: new ObjectId(), createdAt: { $gte: new Date(0) } },
];

/** Filters it leaves to the matcher: not one index's equalities and a last-field range. */
const declined = (u: ObjectId): Doc[] => [
  { userId: u, stage: { $ne: 'new' } },
  { userId: u, createdAt: { $gte: at(10) }, score: { $gte: 50 } },
  { createdAt: { $gte: at(10) } },
  { userId: u, createdAt: null },
  { userId: u, score: { $gte: 5, $lt: 'x' } },
  { userId: { $in: [u] } },
  { $or: [{ userId: u }] },
  {},
];

describe('counts answered from an index', () => {
  it('equal what the matcher counts, and decline what they cannot answer exactly', () => {
    const { catalog, coll } = setUp();
    for (let i = 0; i < 3000; i++) catalog.insert(coll, docOf(i));
    const check = () => {
      for (const u of owners) {
        for (const filter of answered(u)) expect([filter, countByIndex(coll, filter)]).toEqual([filter, findRecords(coll, { filter }).length]);
        for (const filter of declined(u)) expect([filter, countByIndex(coll, filter)]).toEqual([filter, null]);
      }
    };
    check();
    expect(countByIndex(coll, { userId: owners[0], createdAt: { $gte: at(10), $lt: at(17) } })).toBeGreaterThan(0);

    // Updates move records between groups and along the ranged field; deletes leave them.
    const recs = [...coll.records()];
    recs.forEach((rec, i) => {
      if (i % 5 === 0) catalog.remove(coll, rec);
      else if (i % 7 === 0) catalog.replace(coll, rec, { ...rec.doc(), userId: owners[(i + 1) % 3], createdAt: at(i % 20), score: (i * 3) % 101 });
    });
    // Groups are built on the first count, then kept in step with new records too.
    for (let i = 3000; i < 3400; i++) catalog.insert(coll, docOf(i));
    check();
  });

  it('leave a multikey index to the matcher (one value per field is what they count)', () => {
    const { catalog, coll } = setUp();
    for (let i = 0; i < 50; i++) catalog.insert(coll, docOf(i));
    catalog.insert(coll, { _id: new ObjectId(), userId: owners[0], createdAt: [at(1), at(40)], score: 1 });
    expect(countByIndex(coll, { userId: owners[0], createdAt: { $gte: at(0) } })).toBeNull();
    expect(countByIndex(coll, { userId: owners[0], score: { $gte: 0 } })).toBe(findRecords(coll, { filter: { userId: owners[0], score: { $gte: 0 } } }).length);
  });

  it('leave sparse, partial and hidden indexes to the matcher', () => {
    const catalog = new Catalog();
    const coll = catalog.create('db', 'c', {});
    catalog.addIndex(coll, { v: 2, key: { a: 1, b: 1 }, name: 'ab', sparse: true });
    catalog.addIndex(coll, { v: 2, key: { c: 1 }, name: 'c', partialFilterExpression: { c: { $gt: 5 } } });
    catalog.addIndex(coll, { v: 2, key: { d: 1 }, name: 'd', hidden: true });
    for (let i = 0; i < 20; i++) catalog.insert(coll, { _id: i, a: 1, ...(i % 2 ? { b: i } : {}), c: i, d: i });
    expect([countByIndex(coll, { a: 1, b: { $gte: 0 } }), countByIndex(coll, { c: { $gte: 0 } }), countByIndex(coll, { d: 3 })]).toEqual([null, null, null]);
  });
});

describe('countDocuments through the server', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb('indexed-count');
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the same counts with the indexes as without, before and after writes', async () => {
    const indexed = t.db.collection('indexed');
    const plain = t.db.collection('plain');
    await indexed.createIndex({ userId: 1 });
    await indexed.createIndex({ userId: 1, createdAt: 1 });
    await indexed.createIndex({ userId: 1, score: -1 });
    const docs = Array.from({ length: 1200 }, (_, i) => docOf(i));
    await indexed.insertMany(docs.map((d) => ({ ...d })));
    await plain.insertMany(docs.map((d) => ({ ...d })));
    const compare = async () => {
      for (const u of owners) {
        for (const filter of [...answered(u), ...declined(u)]) {
          expect([filter, await indexed.countDocuments(filter)]).toEqual([filter, await plain.countDocuments(filter)]);
        }
        const sorted = [{ $match: { userId: u, score: { $gte: 70 } } }, { $sort: { score: 1 } }, { $group: { _id: null, n: { $sum: 1 } } }];
        expect(await indexed.aggregate(sorted).toArray()).toEqual(await plain.aggregate(sorted).toArray());
      }
    };
    await compare();
    // An unsorted find with the same shape walks that group and range (fewer records than the agent's all).
    const week = { userId: owners[0], createdAt: { $gte: at(10), $lt: at(17) }, score: { $gte: 50 } };
    const ids = async (c: typeof plain) => (await c.find(week).toArray()).map((d) => String(d._id)).sort();
    expect(await ids(indexed)).toEqual(await ids(plain));
    expect((await ids(plain)).length).toBeGreaterThan(0);
    expect(JSON.stringify(await indexed.find(week).explain())).toContain('userId_1_createdAt_1');
    await indexed.updateMany({ score: { $lt: 30 } }, { $set: { createdAt: at(5), userId: owners[1] } });
    await plain.updateMany({ score: { $lt: 30 } }, { $set: { createdAt: at(5), userId: owners[1] } });
    await indexed.deleteMany({ stage: 'closed' });
    await plain.deleteMany({ stage: 'closed' });
    await compare();
    // No match at all: no group document, as mongod answers.
    expect(await indexed.aggregate([{ $match: { userId: new ObjectId() } }, { $group: { _id: 1, n: { $sum: 1 } } }]).toArray()).toEqual([]);
    await expect(
      indexed.aggregate([{ $match: { userId: owners[0] } }, { $sort: { score: 'sideways' } }, { $group: { _id: 1, n: { $sum: 1 } } }]).toArray(),
    ).rejects.toThrow();
  });
});
