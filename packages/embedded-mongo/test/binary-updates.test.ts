import { Binary } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDb, type TestDb } from './support/server.js';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb('binary_updates');
});
afterAll(async () => {
  await t.close();
});

/* BinData values with the same bytes but different subtypes are different values to mongod. */
describe('$set of BinData', () => {
  it('changes the subtype even when the bytes are the same', async () => {
    const c = t.db.collection('b');
    await c.insertOne({ _id: 1 as never, buf: new Binary(Buffer.from('hi'), 128), nested: { buf: new Binary(Buffer.from('x'), 0) } });
    const r = await c.updateOne({ _id: 1 as never }, { $set: { buf: new Binary(Buffer.from('hi'), 0), 'nested.buf': new Binary(Buffer.from('x'), 4) } });
    expect(r.modifiedCount).toBe(1);
    const doc = await c.findOne({ _id: 1 as never });
    expect((doc!.buf as Binary).sub_type).toBe(0);
    expect((doc!.nested as { buf: Binary }).buf.sub_type).toBe(4);
    // The same value again is no modification.
    expect((await c.updateOne({ _id: 1 as never }, { $set: { buf: new Binary(Buffer.from('hi'), 0) } })).modifiedCount).toBe(0);
  });
});
