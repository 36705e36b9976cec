import { MongoServerError } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDb, type TestDb } from './support/server.js';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb('compound_text');
  await t.db.collection('items').insertMany([
    { _id: 1, shop: 'a', age: 3, title: 'red apple', description: 'fresh fruit' },
    { _id: 2, shop: 'b', age: 5, title: 'green apple', description: 'sour fruit' },
    { _id: 3, shop: 'a', age: 7, title: 'pear', description: 'sweet' },
  ] as never[]);
});
afterAll(async () => {
  await t.close();
});

const items = () => t.db.collection('items');

/* Compound text indexes: text fields beside ordinary keys (MongoDB manual, "Compound Text Indexes"). */
describe('compound text indexes', () => {
  it('are listed with the text part as _fts/_ftsx in its place and the other keys kept', async () => {
    await items().createIndex({ title: 'text', description: 'text', age: 1 });
    const ix = (await items().listIndexes().toArray()).find((i) => i.name === 'title_text_description_text_age_1');
    expect(ix).toMatchObject({ key: { _fts: 'text', _ftsx: 1, age: 1 }, weights: { description: 1, title: 1 }, textIndexVersion: 3 });
    expect(Object.keys(ix!.key as object)).toEqual(['_fts', '_ftsx', 'age']);
    // Creating it again is a no-op.
    await items().createIndex({ title: 'text', description: 'text', age: 1 });
    expect((await items().listIndexes().toArray()).length).toBe(2);
    const found = await items()
      .find({ $text: { $search: 'apple' }, age: { $gt: 4 } })
      .toArray();
    expect(found.map((d) => d._id)).toEqual([2]);
  });

  it('with prefix keys, serve $text queries that give an equality on each prefix', async () => {
    await items().dropIndexes();
    await items().createIndex({ shop: 1, title: 'text' });
    const ix = (await items().listIndexes().toArray()).find((i) => i.name === 'shop_1_title_text');
    expect(Object.keys(ix!.key as object)).toEqual(['shop', '_fts', '_ftsx']);
    expect(
      (
        await items()
          .find({ shop: 'a', $text: { $search: 'apple' } })
          .toArray()
      ).map((d) => d._id),
    ).toEqual([1]);
    const err = await items()
      .find({ $text: { $search: 'apple' } })
      .toArray()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MongoServerError);
  });

  it('refuses text fields that are not adjacent', async () => {
    const err = await items()
      .createIndex({ title: 'text', age: 1, description: 'text' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect((err as MongoServerError).code).toBe(67);
  });
});
