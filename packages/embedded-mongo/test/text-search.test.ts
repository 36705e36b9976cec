import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDb, type TestDb } from './support/server.js';

/**
 * Search-box filters (`$or` of escaped, case-insensitive regexes over a few
 * fields) and equality lookups that return most of a collection: the
 * embedded server answers both from the stored bytes and the index, and the
 * answers must be exactly the real server's.
 */
let t: TestDb;
beforeAll(async () => {
  t = await openTestDb('text-search');
});
afterAll(async () => {
  await t.close();
});

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const search = (q: string) => {
  const re = new RegExp(escapeRegex(q), 'i');
  return { $or: [{ name: re }, { email: re }, { phone: re }] };
};

describe('plain-text regexes', () => {
  const people = [
    { _id: 1, name: 'Maria Garcia', email: 'maria@example.com', phone: '(512) 555-0101' },
    { _id: 2, name: 'GARCIA, José', email: 'jose@example.com', phone: '512.555.0102' },
    { _id: 3, name: 'Ann Lee', email: 'ann.garcia@example.com', phone: null },
    { _id: 4, name: 'Bob (Rob) Stone', email: 'bob@example.com' },
    { _id: 5, name: ['Tags', 'garcia'], email: 7 },
    { _id: 6, name: 'Zoë Gárcia', email: 'zoe@example.com', phone: 5125550106 },
    { _id: 7, name: 'a.b*c', email: 'axbc@example.com', phone: '+1 512 555 0107' },
  ];

  beforeAll(async () => {
    await t.db.collection('people').insertMany(people as never[]);
  });

  const ids = async (filter: object) => (await t.db.collection('people').find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);

  it('matches case-insensitive substrings of any of the fields', async () => {
    expect(await ids(search('garcia'))).toEqual([1, 2, 3, 5]);
    expect(await ids(search('GARC'))).toEqual([1, 2, 3, 5]);
    expect(await ids(search('555-01'))).toEqual([1]);
    expect(await ids(search('example.com'))).toEqual([1, 2, 3, 4, 6, 7]);
  });

  it('treats escaped pattern characters as text', async () => {
    expect(await ids(search('a.b*c'))).toEqual([7]);
    expect(await ids(search('(rob)'))).toEqual([4]);
    expect(await ids(search('+1 512'))).toEqual([7]);
    // Unescaped, the same characters are a pattern.
    expect(await ids({ email: /a.bc/ })).toEqual([7]);
  });

  it('is case-sensitive without the i flag, and never matches numbers, nulls or missing fields', async () => {
    expect(await ids({ name: /Garcia/ })).toEqual([1]);
    expect(await ids({ name: /garcia/ })).toEqual([5]);
    expect(await ids({ phone: /5125550106/ })).toEqual([]);
    expect(await ids({ email: /7/ })).toEqual([]);
    expect(await ids({ phone: /null/i })).toEqual([]);
  });

  it('matches array elements and non-ASCII text as the regex engine does', async () => {
    expect(await ids({ name: /GARCIA/i })).toEqual([1, 2, 5]);
    expect(await ids(search('josé'))).toEqual([2]);
    expect(await ids(search('gárcia'))).toEqual([6]);
    expect(await ids(search('zoë'))).toEqual([6]);
  });

  it('combines with other conditions and with $options', async () => {
    expect(await ids({ ...search('garcia'), _id: { $gt: 1 } })).toEqual([2, 3, 5]);
    expect(await ids({ name: { $regex: 'stone', $options: 'i' } })).toEqual([4]);
    expect(await ids({ $or: [{ name: /lee/i }, { email: { $regex: 'BOB', $options: 'i' } }] })).toEqual([3, 4]);
  });
});

describe('equality lookups that the index answers', () => {
  const owner = new ObjectId();
  const other = new ObjectId();

  beforeAll(async () => {
    const c = t.db.collection('leads');
    await c.createIndex({ userId: 1 });
    await c.createIndex({ stage: 1 }, { sparse: true });
    // Many equal keys on both sides of other keys: lookups span many index blocks.
    const docs = Array.from({ length: 3000 }, (_, i) => ({
      userId: i % 3 === 0 ? other : owner,
      name: `Lead ${i} ${i % 5 === 0 ? 'Garcia' : 'Smith'}`,
      stage: i % 4 === 0 ? 'new' : 'contacted',
    }));
    await c.insertMany(docs);
  });

  it('counts every record with the key, across index blocks', async () => {
    const c = t.db.collection('leads');
    expect(await c.countDocuments({ userId: owner })).toBe(2000);
    expect(await c.countDocuments({ userId: other })).toBe(1000);
    expect(await c.countDocuments({ userId: new ObjectId() })).toBe(0);
  });

  it('still applies the rest of the filter to what the index returned', async () => {
    const c = t.db.collection('leads');
    // i % 3 !== 0 and i % 5 === 0: 600 - 200 = 400.
    expect(await c.countDocuments({ userId: owner, $or: [{ name: /garcia/i }] })).toBe(400);
    expect(await c.countDocuments({ userId: owner, stage: 'new' })).toBe(500);
    expect(await c.countDocuments({ userId: owner, name: 'Lead 1 Smith' })).toBe(1);
    expect(await c.countDocuments({ userId: other, name: 'Lead 1 Smith' })).toBe(0);
    const groups = await c
      .aggregate<{ _id: string; n: number }>([
        { $match: { userId: owner, ...search('garcia') } },
        { $group: { _id: '$stage', n: { $sum: 1 } } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    // Among the 400: i % 4 === 0 as well means i % 60 in {20, 40}: 100 of them.
    expect(groups).toEqual([
      { _id: 'contacted', n: 300 },
      { _id: 'new', n: 100 },
    ]);
  });
});
