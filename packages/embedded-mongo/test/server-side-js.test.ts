import { MongoServerError } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDb, type TestDb } from './support/server.js';

/**
 * Server-side JavaScript stays off: the embedded server answers as a mongod
 * 7.0 started with --noscripting (run this file against one with that flag).
 */
let t: TestDb;
beforeAll(async () => {
  t = await openTestDb('server_side_js');
  await t.db.collection('c').insertMany([{ a: 1 }, { a: 2 }]);
});
afterAll(async () => {
  await t.close();
});

async function failure(p: Promise<unknown>): Promise<MongoServerError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, 'expected a server error').toBeInstanceOf(MongoServerError);
  return err as MongoServerError;
}

describe('server-side JavaScript is refused with mongod codes', () => {
  it('$where: 6108304', async () => {
    const err = await failure(t.db.collection('c').find({ $where: 'this.a > 1' }).toArray());
    expect(err.code).toBe(6108304);
    expect(err.message).toContain('no globalScriptEngine');
    expect((await failure(t.db.collection('c').countDocuments({ $where: 'true' }))).code).toBe(6108304);
  });

  it('$function and $accumulator: 31264', async () => {
    const fn = { $function: { body: 'function(a) { return a * 2 }', args: ['$a'], lang: 'js' } };
    expect(
      (
        await failure(
          t.db
            .collection('c')
            .aggregate([{ $project: { d: fn } }])
            .toArray(),
        )
      ).code,
    ).toBe(31264);
    expect(
      (
        await failure(
          t.db
            .collection('c')
            .find({ $expr: { $eq: [fn, 2] } })
            .toArray(),
        )
      ).code,
    ).toBe(31264);
    const acc = {
      $accumulator: {
        init: 'function() { return 0 }',
        accumulate: 'function(s, a) { return s + a }',
        accumulateArgs: ['$a'],
        merge: 'function(a, b) { return a + b }',
        lang: 'js',
      },
    };
    expect(
      (
        await failure(
          t.db
            .collection('c')
            .aggregate([{ $group: { _id: null, s: acc } }])
            .toArray(),
        )
      ).code,
    ).toBe(31264);
  });

  it('mapReduce: 31246', async () => {
    const err = await failure(
      t.db.command({ mapReduce: 'c', map: 'function() { emit(this.a, 1) }', reduce: 'function(k, v) { return Array.sum(v) }', out: { inline: 1 } }),
    );
    expect(err.code).toBe(31246);
  });
});
