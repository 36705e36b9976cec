import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDb, type TestDb } from './support/server.js';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb('collation');
});
afterAll(async () => {
  await t.close();
});

const names = (docs: Array<Record<string, unknown>>) => docs.map((d) => d.name);
const ci = { locale: 'en_US', strength: 2 };

/* Collation: case-insensitive matching and locale-aware sorting (MongoDB manual, Collation). */
describe('collation on queries', () => {
  beforeAll(async () => {
    await t.db.collection('people').insertMany([
      { _id: 1, name: 'alpha' },
      { _id: 2, name: 'Alpha' },
      { _id: 3, name: 'Zeta' },
      { _id: 4, name: 'beta' },
      { _id: 5, name: 'ålpha' },
    ] as never[]);
  });
  const people = () => t.db.collection('people');

  it('strength 2 matches without regard to case; strength 1 also ignores diacritics; none is binary', async () => {
    expect(
      names(
        await people()
          .find({ name: 'ALPHA' }, { collation: ci, sort: { _id: 1 } })
          .toArray(),
      ),
    ).toEqual(['alpha', 'Alpha']);
    expect(
      names(
        await people()
          .find({ name: 'alpha' }, { collation: { locale: 'en', strength: 1 }, sort: { _id: 1 } })
          .toArray(),
      ),
    ).toEqual(['alpha', 'Alpha', 'ålpha']);
    expect(names(await people().find({ name: 'alpha' }).toArray())).toEqual(['alpha']);
    expect(await people().countDocuments({ name: { $in: ['ZETA', 'BETA'] } }, { collation: ci })).toBe(2);
  });

  it('sorts in the locale’s order rather than by code point', async () => {
    expect(
      names(
        await people()
          .find({}, { sort: { name: 1, _id: 1 }, collation: { locale: 'en' } })
          .toArray(),
      ),
    ).toEqual(['alpha', 'Alpha', 'ålpha', 'beta', 'Zeta']);
    expect(
      names(
        await people()
          .find({}, { sort: { name: 1 } })
          .toArray(),
      ),
    ).toEqual(['Alpha', 'Zeta', 'alpha', 'beta', 'ålpha']);
    expect(
      names(
        await people()
          .aggregate([{ $sort: { name: -1, _id: 1 } }], { collation: ci })
          .toArray(),
      ),
    ).toEqual(['Zeta', 'beta', 'ålpha', 'alpha', 'Alpha']);
  });

  it('applies to updates and deletes', async () => {
    const r = await people().updateMany({ name: 'ALPHA' }, { $set: { seen: true } }, { collation: ci });
    expect(r.matchedCount).toBe(2);
    const d = await people().deleteOne({ name: 'ZETA' }, { collation: ci });
    expect(d.deletedCount).toBe(1);
  });
});

describe('a collection’s default collation', () => {
  it('is stored in mongod’s full form and used by queries, sorts and new indexes', async () => {
    await t.db.createCollection('tags', { collation: { locale: 'en_US', strength: 1 } });
    const [info] = await t.db.listCollections({ name: 'tags' }).toArray();
    expect((info as unknown as { options: { collation: Record<string, unknown> } }).options.collation).toMatchObject({
      locale: 'en_US',
      strength: 1,
      caseLevel: false,
      caseFirst: 'off',
      numericOrdering: false,
      alternate: 'non-ignorable',
    });
    const tags = t.db.collection('tags');
    await tags.insertMany([{ name: 'alpha' }, { name: 'Zeta' }]);
    expect(names(await tags.find({}).sort({ name: 1 }).toArray())).toEqual(['alpha', 'Zeta']);
    expect(await tags.countDocuments({ name: 'ZETA' })).toBe(1);
    // An explicit simple collation turns it off.
    expect(await tags.countDocuments({ name: 'ZETA' }, { collation: { locale: 'simple' } })).toBe(0);
    await tags.createIndex({ name: 1 });
    const ix = (await tags.listIndexes().toArray()).find((i) => i.name === 'name_1');
    expect(ix?.collation).toMatchObject({ locale: 'en_US', strength: 1 });
  });

  it('an index can carry a collation of its own', async () => {
    await t.db.collection('plain').createIndex({ name: 1 }, { collation: ci, name: 'name_ci' });
    const ix = (await t.db.collection('plain').listIndexes().toArray()).find((i) => i.name === 'name_ci');
    expect(ix?.collation).toMatchObject({ locale: 'en_US', strength: 2, caseFirst: 'off' });
  });
});
