import { MongoServerError } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { openTestDb, type TestDb } from './support/server.js';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb('pull');
});
afterAll(async () => {
  await t.close();
});

const coll = () => t.db.collection('p');
beforeEach(async () => {
  await coll().deleteMany({});
});

async function after(update: object, doc: object): Promise<unknown> {
  await coll().insertOne({ _id: 1 as never, ...doc });
  await coll().updateOne({ _id: 1 as never }, update as never);
  const { _id, ...rest } = (await coll().findOne({ _id: 1 as never }))!;
  void _id;
  return rest;
}

const ticks = [
  { name: 'eggs', n: 1 },
  { name: 'bacon', n: 2 },
  { name: 'coffee', n: 3 },
];

/* $pull's condition forms (MongoDB manual, $pull; update/pull_node.cpp). */
describe('$pull', () => {
  it('a query document runs on each subdocument: $or, several fields, operators on a field', async () => {
    expect(await after({ $pull: { ticks: { $or: [{ name: 'eggs' }, { name: 'bacon' }] } } }, { ticks })).toEqual({ ticks: [ticks[2]] });
    await coll().deleteMany({});
    expect(await after({ $pull: { ticks: { name: 'bacon', n: 2 } } }, { ticks })).toEqual({ ticks: [ticks[0], ticks[2]] });
    await coll().deleteMany({});
    // A subset of the fields is enough (unlike $pullAll, which needs the whole document).
    expect(await after({ $pull: { ticks: { name: 'coffee' } } }, { ticks })).toEqual({ ticks: ticks.slice(0, 2) });
    await coll().deleteMany({});
    expect(await after({ $pull: { ticks: { n: { $in: [1, 3] } } } }, { ticks })).toEqual({ ticks: [ticks[1]] });
  });

  it('an operator document or a regex is matched against each element', async () => {
    expect(await after({ $pull: { v: { $in: ['a', 'c'] } } }, { v: ['a', 'b', 'c', 'a'] })).toEqual({ v: ['b'] });
    await coll().deleteMany({});
    expect(await after({ $pull: { v: /^b/ } }, { v: ['apple', 'banana', 'berry'] })).toEqual({ v: ['apple'] });
  });

  it('a value pulls the elements equal to it, across numeric types', async () => {
    expect(await after({ $pull: { v: 2, 'w.x': 'q' } }, { v: [1, 2, 2.0, 3], w: { x: ['q', 'r'] } })).toEqual({ v: [1, 3], w: { x: ['r'] } });
  });

  it('leaves scalars alone under a query document, and refuses a non-array', async () => {
    expect(await after({ $pull: { mixed: { name: 'x' } } }, { mixed: [1, { name: 'x' }, 'name'] })).toEqual({ mixed: [1, 'name'] });
    await coll().deleteMany({});
    await coll().insertOne({ _id: 2 as never, s: 'text' });
    const err = await coll()
      .updateOne({ _id: 2 as never }, { $pull: { s: 'text' } } as never)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect((err as MongoServerError).code).toBe(2);
  });
});
