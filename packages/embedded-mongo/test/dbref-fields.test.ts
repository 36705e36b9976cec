import { DBRef, ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDb, type TestDb } from './support/server.js';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb('dbref_fields');
});
afterAll(async () => {
  await t.close();
});

/* DBRef fields ($ref, $id, $db) are field names to queries, also inside $elemMatch (MongoDB manual, "Database References"). */
describe('DBRef fields in queries', () => {
  const a = new ObjectId();
  const b = new ObjectId();

  it('$elemMatch and dotted paths match $id and $ref', async () => {
    const c = t.db.collection('refs');
    await c.insertOne({ _id: 1 as never, members: [new DBRef('foo', a, 'foo'), new DBRef('bar', b)] });
    expect(await c.countDocuments({ members: { $elemMatch: { $id: a } } })).toBe(1);
    expect(await c.countDocuments({ members: { $elemMatch: { $ref: 'bar', $id: b } } })).toBe(1);
    expect(await c.countDocuments({ members: { $elemMatch: { $ref: 'foo', $id: b } } })).toBe(0);
    expect(await c.countDocuments({ 'members.$id': b })).toBe(1);
  });

  it('stay DBRefs when an update changes another field', async () => {
    const c = t.db.collection('refs');
    await c.updateOne({ _id: 1 as never }, { $set: { touched: true } });
    const doc = await c.findOne({ _id: 1 as never });
    expect(doc!.members).toEqual([new DBRef('foo', a, 'foo'), new DBRef('bar', b)]);
  });
});
