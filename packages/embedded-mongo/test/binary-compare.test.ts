import { Binary } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDb, type TestDb } from './support/server.js';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb('binary_compare');
  await t.db.collection('b').insertMany([
    { _id: 'a', block: new Binary(Buffer.from('über')) },
    { _id: 'b', block: new Binary(Buffer.from('buffer shtuffs are neat')) },
    { _id: 'c', block: new Binary(Buffer.from('hello world')) },
    { _id: 'd', block: new Binary(Buffer.from('gh-6863')) },
  ] as never[]);
});
afterAll(async () => {
  await t.close();
});

const ids = async (filter: object) =>
  (
    await t.db
      .collection('b')
      .find(filter, { sort: { _id: 1 } })
      .toArray()
  ).map((d) => d._id);

/* BinData compares by length, then subtype, then bytes (MongoDB manual, "Comparison/Sort Order"). */
describe('BinData ranges', () => {
  it('order by length first', async () => {
    const uber = new Binary(Buffer.from('über'));
    expect(await ids({ block: { $gt: uber } })).toEqual(['b', 'c', 'd']);
    expect(await ids({ block: { $gte: uber } })).toEqual(['a', 'b', 'c', 'd']);
    expect(await ids({ block: { $lt: new Binary(Buffer.from('buffer shtuffs are neat')) } })).toEqual(['a', 'c', 'd']);
    expect(await ids({ block: { $gt: new Binary(Buffer.from('gh-6863')) } })).toEqual(['b', 'c']);
  });
});
