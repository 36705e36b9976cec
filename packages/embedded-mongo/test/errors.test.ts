import { Long, MongoBulkWriteError, MongoServerError } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDb, type TestDb } from './support/server.js';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb('errors');
});
afterAll(async () => {
  await t.close();
});

async function serverError(p: Promise<unknown>): Promise<MongoServerError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, 'expected a MongoServerError').toBeInstanceOf(MongoServerError);
  return err as MongoServerError;
}

describe('error codes', () => {
  it('unknown command: 59 CommandNotFound', async () => {
    const e = await serverError(t.db.command({ noSuchCommandHere: 1 }));
    expect(e.code).toBe(59);
    expect(e.codeName).toBe('CommandNotFound');
  });

  it('creating an existing collection: 48 NamespaceExists', async () => {
    await t.db.createCollection('exists');
    const e = await serverError(t.db.command({ create: 'exists' }));
    expect(e.code).toBe(48);
    expect(e.codeName).toBe('NamespaceExists');
  });

  it('transactions are refused as on a standalone (20 IllegalOperation)', async () => {
    const e = await serverError(
      t.db.command({
        insert: 'txn',
        documents: [{ a: 1 }],
        lsid: { id: new (await import('mongodb')).UUID() },
        txnNumber: Long.fromNumber(1),
        startTransaction: true,
        autocommit: false,
      }),
    );
    expect(e.code).toBe(20);
    const session = t.client.startSession();
    try {
      session.startTransaction();
      const err = await t.db
        .collection('txn')
        .insertOne({ a: 1 }, { session })
        .then(
          () => null,
          (x: unknown) => x,
        );
      expect(err).toBeInstanceOf(Error);
      expect(String((err as Error).message)).toMatch(/retryable writes|Transaction numbers/);
    } finally {
      await session.endSession().catch(() => {});
    }
    expect(await t.db.collection('txn').countDocuments()).toBe(0);
  });

  it('change streams are refused as on a standalone (40573)', async () => {
    const stream = t.db.collection('cs').watch();
    const e = await serverError(stream.tryNext());
    expect(e.code).toBe(40573);
    await stream.close();
  });

  it('documents over 16 MB: 10334 BSONObjectTooLarge', async () => {
    const e = await serverError(t.db.collection('big').insertOne({ big: 'x'.repeat(16 * 1024 * 1024 + 10) }));
    expect(e.code).toBe(10334);
    expect(await t.db.collection('big').countDocuments()).toBe(0);
  });

  it('ordered inserts stop at the first duplicate; unordered ones continue', async () => {
    const c = t.db.collection('dups');
    await c.insertOne({ _id: 2 as never });
    const ordered = (await c.insertMany([{ _id: 1 }, { _id: 2 }, { _id: 3 }] as never[]).catch((e: unknown) => e)) as MongoBulkWriteError;
    expect(ordered).toBeInstanceOf(MongoBulkWriteError);
    expect(ordered.code).toBe(11000);
    expect(ordered.insertedCount).toBe(1);
    expect(await c.countDocuments()).toBe(2);

    const unordered = (await c
      .insertMany([{ _id: 2 }, { _id: 4 }, { _id: 1 }, { _id: 5 }] as never[], { ordered: false })
      .catch((e: unknown) => e)) as MongoBulkWriteError;
    expect(unordered.insertedCount).toBe(2);
    expect(unordered.writeErrors).toHaveLength(2);
    expect(await c.countDocuments()).toBe(4);

    const raw = await t.db.command({ insert: 'dups', documents: [{ _id: 6 }, { _id: 6 }], ordered: true });
    expect(raw.ok).toBe(1);
    expect(raw.n).toBe(1);
    expect(raw.writeErrors).toHaveLength(1);
    expect(raw.writeErrors[0]).toMatchObject({ index: 1, code: 11000, keyPattern: { _id: 1 }, keyValue: { _id: 6 } });
    expect(raw.writeErrors[0].errmsg).toMatch(/^E11000 duplicate key error collection: .*dups index: _id_ dup key: \{ _id: 6 \}$/);
  });

  it('bad input to commands gives mongod codes', async () => {
    expect(
      (
        await serverError(
          t.db
            .collection('x')
            .find({ a: { $foo: 1 } })
            .toArray(),
        )
      ).code,
    ).toBe(2);
    expect((await serverError(t.db.command({ find: 'x', filter: 5 }))).code).toBe(14);
    expect((await serverError(t.db.collection('x').updateOne({}, { $set: { a: 1 }, b: 1 } as never))).code).toBe(9);
    expect((await serverError(t.db.collection('x').insertOne({ _id: [1, 2] as never }))).code).toBe(53);
    await t.db.collection('x').insertOne({ a: 1 });
    expect((await serverError(t.db.collection('x').dropIndex('_id_'))).code).toBe(72);
    expect((await serverError(t.db.command({ getMore: Long.fromString('123456789012345'), collection: 'x' }))).code).toBe(43);
  });
});
