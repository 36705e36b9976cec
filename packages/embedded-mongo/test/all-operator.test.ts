import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDb, type TestDb } from './support/server.js';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb('all_operator');
  await t.db.collection('posts').insertMany([
    { _id: 1, title: 'Aristocats', tags: ['onex', 'twox', 'threex'], meta: { visitors: 4 }, numbers: [-1, -2, -3, -4] },
    { _id: 2, title: 'Other', tags: ['onex'], numbers: [0, -1, -2] },
  ] as never[]);
});
afterAll(async () => {
  await t.close();
});

const ids = async (filter: object) =>
  (
    await t.db
      .collection('posts')
      .find(filter, { sort: { _id: 1 } })
      .toArray()
  ).map((d) => d._id);

/* $all is an $and of its values (MongoDB manual, $all): it also matches a field that is not an array. */
describe('$all', () => {
  it('matches a scalar field equal to its single value, or matching its regex', async () => {
    expect(await ids({ title: { $all: ['Aristocats'] } })).toEqual([1]);
    expect(await ids({ title: { $all: [/^Arist/] } })).toEqual([1]);
    expect(await ids({ 'meta.visitors': { $all: [4] } })).toEqual([1]);
  });

  it('needs every value in an array, and an empty list matches nothing', async () => {
    expect(await ids({ numbers: { $all: [-1, -2] } })).toEqual([1, 2]);
    expect(await ids({ numbers: { $all: [0, -1] } })).toEqual([2]);
    expect(await ids({ tags: { $all: [/^two/, 'onex'] } })).toEqual([1]);
    expect(await ids({ tags: { $all: [] } })).toEqual([]);
  });
});
