import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDb, type TestDb } from './support/server.js';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb('index_options');
});
afterAll(async () => {
  await t.close();
});

/* Index options mongod keeps in the catalog and lists as given. */
describe('index options', () => {
  it('background is kept and listed (mongod ignores it when building, but stores it)', async () => {
    await t.db.collection('c').createIndex({ name: 1 }, { background: false });
    await t.db.collection('c').createIndex({ age: 1 }, { background: true });
    const list = await t.db.collection('c').listIndexes().toArray();
    expect(list.find((i) => i.name === 'name_1')?.background).toBe(false);
    expect(list.find((i) => i.name === 'age_1')?.background).toBe(true);
  });
});
