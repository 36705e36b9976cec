import { MongoServerError } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDb, type TestDb } from './support/server.js';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb('aggregation');
  await t.db.collection('orders').insertMany([
    {
      _id: 1 as never,
      customer: 'ann',
      items: [
        { sku: 'a', qty: 2 },
        { sku: 'b', qty: 1 },
      ],
      total: 30,
      status: 'paid',
    },
    { _id: 2 as never, customer: 'bob', items: [{ sku: 'a', qty: 1 }], total: 10, status: 'paid' },
    { _id: 3 as never, customer: 'ann', items: [], total: 5, status: 'open' },
  ]);
  await t.db.collection('customers').insertMany([
    { _id: 'ann' as never, city: 'Oslo' },
    { _id: 'bob' as never, city: 'Rome' },
  ]);
});
afterAll(async () => {
  await t.close();
});

const orders = () => t.db.collection('orders');

describe('aggregation', () => {
  it('$match + $group + $sort', async () => {
    const out = await orders()
      .aggregate([{ $match: { status: 'paid' } }, { $group: { _id: '$customer', sum: { $sum: '$total' }, n: { $sum: 1 } } }, { $sort: { sum: -1 } }])
      .toArray();
    expect(out).toEqual([
      { _id: 'ann', sum: 30, n: 1 },
      { _id: 'bob', sum: 10, n: 1 },
    ]);
  });

  it('$group accumulators: $avg $min $max $first $last $count $push, and compound keys', async () => {
    const out = await orders()
      .aggregate([
        { $sort: { _id: 1 } },
        {
          $group: {
            _id: '$customer',
            avg: { $avg: '$total' },
            min: { $min: '$total' },
            max: { $max: '$total' },
            first: { $first: '$status' },
            last: { $last: '$status' },
            n: { $count: {} },
            none: { $avg: '$missing' },
            zero: { $sum: '$missing' },
          },
        },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(out).toEqual([
      { _id: 'ann', avg: 17.5, min: 5, max: 30, first: 'paid', last: 'open', n: 2, none: null, zero: 0 },
      { _id: 'bob', avg: 10, min: 10, max: 10, first: 'paid', last: 'paid', n: 1, none: null, zero: 0 },
    ]);
    const pushed = await orders()
      .aggregate([{ $group: { _id: null, ids: { $push: '$_id' } } }])
      .toArray();
    expect(pushed[0]!.ids.sort()).toEqual([1, 2, 3]);
    const compound = await orders()
      .aggregate([{ $group: { _id: { c: '$customer', s: '$status' }, n: { $sum: 1 } } }, { $sort: { '_id.c': 1, '_id.s': 1 } }])
      .toArray();
    expect(compound).toEqual([
      { _id: { c: 'ann', s: 'open' }, n: 1 },
      { _id: { c: 'ann', s: 'paid' }, n: 1 },
      { _id: { c: 'bob', s: 'paid' }, n: 1 },
    ]);
  });

  it("$group field paths through arrays: the elements' values (an array, compared whole by $min/$max in BSON order)", async () => {
    // A field path through an array resolves to the array of the elements'
    // values, skipping elements without one; in $group, $min/$max compare
    // such an array as a whole, in BSON order (numbers < arrays), and ignore
    // only null and missing values (MongoDB's $min/$max aggregation docs).
    const c = t.db.collection('groupPaths');
    await c.insertMany([
      { _id: 1 as never, b: { x: -1 } },
      { _id: 2 as never, b: [new Date(0), { x: 'k' }, { y: 1 }], a: [{}] },
      { _id: 3 as never, b: [1], a: [{ y: 2 }, { y: 3 }] },
    ]);
    const [all] = await c
      .aggregate([
        {
          $group: {
            _id: null,
            mn: { $min: '$b.x' },
            mx: { $max: '$b.x' },
            my: { $max: '$a.y' },
            s: { $sum: '$b.x' },
            f: { $first: '$a.y' },
            l: { $last: '$a.y' },
          },
        },
      ])
      .toArray();
    expect(all).toEqual({ _id: null, mn: -1, mx: ['k'], my: [2, 3], s: -1, f: null, l: [2, 3] });
    const byPath = await c.aggregate([{ $group: { _id: '$b.x', n: { $sum: 1 } } }]).toArray();
    expect(byPath).toHaveLength(3);
    expect(byPath).toEqual(
      expect.arrayContaining([
        { _id: -1, n: 1 },
        { _id: ['k'], n: 1 },
        { _id: [], n: 1 },
      ]),
    );
  });

  it('$unwind + $group over array elements', async () => {
    const out = await orders()
      .aggregate([{ $unwind: '$items' }, { $group: { _id: '$items.sku', qty: { $sum: '$items.qty' } } }, { $sort: { _id: 1 } }])
      .toArray();
    expect(out).toEqual([
      { _id: 'a', qty: 3 },
      { _id: 'b', qty: 1 },
    ]);
  });

  it('$project / $addFields / $match with $expr', async () => {
    const out = await orders()
      .aggregate([
        { $addFields: { big: { $gt: ['$total', 8] } } },
        { $match: { $expr: { $eq: ['$big', true] } } },
        { $project: { _id: 0, customer: 1, double: { $multiply: ['$total', 2] } } },
        { $sort: { double: 1 } },
      ])
      .toArray();
    expect(out).toEqual([
      { customer: 'bob', double: 20 },
      { customer: 'ann', double: 60 },
    ]);
  });

  it('$lookup joins another collection', async () => {
    const out = await orders()
      .aggregate([
        { $match: { _id: 2 } },
        { $lookup: { from: 'customers', localField: 'customer', foreignField: '_id', as: 'who' } },
        { $project: { _id: 0, who: 1 } },
      ])
      .toArray();
    expect(out).toEqual([{ who: [{ _id: 'bob', city: 'Rome' }] }]);
  });

  it('$facet and $count', async () => {
    const [out] = await orders()
      .aggregate([{ $facet: { paid: [{ $match: { status: 'paid' } }, { $count: 'n' }], all: [{ $count: 'n' }] } }])
      .toArray();
    expect(out).toEqual({ paid: [{ n: 2 }], all: [{ n: 3 }] });
  });

  it('countDocuments (which is an aggregate) and count', async () => {
    expect(await orders().countDocuments({ customer: 'ann' })).toBe(2);
    expect(await orders().countDocuments({}, { skip: 1, limit: 1 })).toBe(1);
    const raw = await t.db.command({ count: 'orders', query: { status: 'paid' } });
    expect(raw).toMatchObject({ n: 2, ok: 1 });
  });

  it('does not modify stored documents', async () => {
    await orders()
      .aggregate([{ $set: { total: 0, 'items.qty': 0 } }, { $unwind: '$items' }])
      .toArray();
    expect((await orders().findOne({ _id: 1 as never }))!.total).toBe(30);
    expect((await orders().findOne({ _id: 1 as never }))!.items[0].qty).toBe(2);
  });

  it('$out writes the result to a collection', async () => {
    await orders()
      .aggregate([{ $match: { status: 'paid' } }, { $project: { total: 1 } }, { $out: 'paid_totals' }])
      .toArray();
    expect(await t.db.collection('paid_totals').find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, total: 30 },
      { _id: 2, total: 10 },
    ]);
  });

  it('$changeStream fails as on a standalone server (40573)', async () => {
    const err = await t.db.command({ aggregate: 'orders', pipeline: [{ $changeStream: {} }], cursor: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect((err as MongoServerError).code).toBe(40573);
  });
});
