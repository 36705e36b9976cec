import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDb, type TestDb } from './support/server.js';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb('proto_fields');
});
afterAll(async () => {
  await t.close();
});

const own = (v: unknown, k: string) => Object.getOwnPropertyDescriptor(v, k)?.value as Record<string, unknown> | undefined;

/*
 * `__proto__` and `constructor` are ordinary field names to mongod: it
 * stores, updates and queries them like any other. Doing so must never
 * touch a JavaScript prototype, in the server or here.
 */
describe('fields named __proto__ and constructor', () => {
  const coll = () => t.db.collection('p');

  it('$rename and $set write them as fields, without polluting Object.prototype', async () => {
    await coll().insertOne({ _id: 1 as never, hello: 'world', other: 'x' });
    await coll().updateOne({ _id: 1 as never }, { $rename: { hello: '__proto__.polluted', other: 'constructor.polluted' } });
    await coll().updateOne({ _id: 1 as never }, { $set: { '__proto__.more': 2 } });
    const doc = await coll().findOne({ _id: 1 as never });
    expect(own(doc, '__proto__')).toEqual({ polluted: 'world', more: 2 });
    expect(own(doc, 'constructor')).toEqual({ polluted: 'x' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('are matched by queries on their paths', async () => {
    expect(await coll().countDocuments({ '__proto__.polluted': 'world' })).toBe(1);
    expect(await coll().countDocuments({ 'constructor.polluted': 'x' })).toBe(1);
    expect(await coll().countDocuments({ '__proto__.polluted': 'nope' })).toBe(0);
  });

  it('are kept by inserts and replacements', async () => {
    const doc = JSON.parse('{"_id": 2, "__proto__": {"a": 1}, "b": 2}') as Record<string, unknown>;
    await coll().insertOne(doc as never);
    expect(own(await coll().findOne({ _id: 2 as never }), '__proto__')).toEqual({ a: 1 });
    await coll().replaceOne({ _id: 2 as never }, JSON.parse('{"__proto__": {"c": 3}}') as never);
    expect(own(await coll().findOne({ _id: 2 as never }), '__proto__')).toEqual({ c: 3 });
    expect(({} as Record<string, unknown>).c).toBeUndefined();
  });
});

/* mongod 5.0+ stores `$`-prefixed field names written by $set (MongoDB manual, "Field Names with Periods and Dollar Signs"). */
describe('$-prefixed field names', () => {
  it('$set writes a top-level $-prefixed field, also in an upsert', async () => {
    const c = t.db.collection('dollar');
    await c.updateOne({ _id: 1 as never }, { $setOnInsert: { v: 0 }, $set: { $myKey: 'gh' } } as never, { upsert: true });
    expect(await c.findOne({ _id: 1 as never })).toEqual({ _id: 1, v: 0, $myKey: 'gh' });
    await c.updateOne({ _id: 1 as never }, { $set: { $myKey: 'again', other: 1 } } as never);
    expect(await c.findOne({ _id: 1 as never })).toEqual({ _id: 1, v: 0, $myKey: 'again', other: 1 });
  });
});
