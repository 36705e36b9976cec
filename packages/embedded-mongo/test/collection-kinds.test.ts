import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { MongoClient, MongoServerError } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';

import { startServer } from '../src/index.js';
import { openTestDb, type TestDb } from './support/server.js';

/** Capped, clustered and time-series collections, as create makes them on mongod 7.0. */
let t: TestDb;
beforeAll(async () => {
  t = await openTestDb('collection_kinds');
});
afterAll(async () => {
  await t.close();
});

async function code(p: Promise<unknown>): Promise<number | undefined> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, 'expected a server error').toBeInstanceOf(MongoServerError);
  return (err as MongoServerError).code as number;
}

const info = async (name: string) => (await t.db.listCollections({ name }, { nameOnly: false }).next())!;

describe('capped collections', () => {
  it('stores the options with size rounded up to a multiple of 256, and requires size', async () => {
    await t.db.createCollection('feed', { capped: true, size: 1000, max: 3 });
    expect((await info('feed')).options).toMatchObject({ capped: true, size: 1024, max: 3 });
    expect(await code(t.db.createCollection('nosize', { capped: true }))).toBe(72);
  });

  it('keeps at most max documents, dropping the oldest, and returns them in insertion order', async () => {
    const c = t.db.collection('feed');
    for (let i = 1; i <= 5; i++) await c.insertOne({ i });
    expect((await c.find().toArray()).map((d) => d.i)).toEqual([3, 4, 5]);
    expect((await c.find().sort({ $natural: -1 }).toArray()).map((d) => d.i)).toEqual([5, 4, 3]);
    await c.insertMany([{ i: 6 }, { i: 7 }]);
    expect((await c.find().toArray()).map((d) => d.i)).toEqual([5, 6, 7]);
    expect(await c.countDocuments()).toBe(3);
  });

  it('keeps the total size under the cap, dropping the oldest documents', async () => {
    await t.db.createCollection('log', { capped: true, size: 4096 });
    const c = t.db.collection('log');
    const pad = 'x'.repeat(900);
    for (let i = 0; i < 12; i++) await c.insertOne({ i, pad });
    const left = (await c.find().toArray()).map((d) => d.i as number);
    expect(left.length).toBeGreaterThanOrEqual(3);
    expect(left.length).toBeLessThanOrEqual(4);
    expect(left).toEqual(Array.from({ length: left.length }, (_, k) => 12 - left.length + k));
  });

  it('allows updates that change a document size and deletes', async () => {
    const c = t.db.collection('feed');
    await c.updateOne({ i: 6 }, { $set: { note: 'grown' } });
    expect((await c.findOne({ i: 6 }))?.note).toBe('grown');
    await c.deleteOne({ i: 5 });
    expect((await c.find().toArray()).map((d) => d.i)).toEqual([6, 7]);
  });

  it('collMod changes the cap; the next insert applies it', async () => {
    await t.db.command({ collMod: 'feed', cappedMax: 1 });
    await t.db.collection('feed').insertOne({ i: 8 });
    expect((await t.db.collection('feed').find().toArray()).map((d) => d.i)).toEqual([8]);
  });
});

describe('tailable cursors', () => {
  it('follow a capped collection: existing matches first, then new ones as they are inserted', async () => {
    await t.db.createCollection('tail', { capped: true, size: 100_000 });
    const c = t.db.collection<{ i: number }>('tail');
    await c.insertMany([{ i: 1 }, { i: 2 }]);
    const cursor = c.find({ i: { $gte: 2 } }, { tailable: true, awaitData: true, maxAwaitTimeMS: 200 });
    try {
      expect((await cursor.next())?.i).toBe(2);
      setTimeout(() => void c.insertMany([{ i: 0 }, { i: 3 }]), 100);
      expect((await cursor.next())?.i).toBe(3);
      await c.insertOne({ i: 4 });
      expect((await cursor.next())?.i).toBe(4);
    } finally {
      await cursor.close();
    }
  });

  it('are refused on collections that are not capped (2)', async () => {
    await t.db.collection('not_capped').insertOne({ a: 1 });
    expect(await code(t.db.collection('not_capped').find({}, { tailable: true }).toArray())).toBe(2);
  });
});

describe('clustered collections', () => {
  it('are ordered by _id, list the cluster key as their _id index, and keep _id unique', async () => {
    await t.db.createCollection('events', { clusteredIndex: { key: { _id: 1 }, unique: true } });
    const c = t.db.collection<{ _id: number }>('events');
    await c.insertMany([{ _id: 3 }, { _id: 1 }, { _id: 2 }]);
    expect((await c.find().toArray()).map((d) => d._id)).toEqual([1, 2, 3]);
    expect(await code(c.insertOne({ _id: 2 }))).toBe(11000);
    const idx = await c.listIndexes().toArray();
    expect(idx[0]).toMatchObject({ key: { _id: 1 }, name: '_id_', unique: true, clustered: true });
    expect((await info('events')).options).toMatchObject({ clusteredIndex: { key: { _id: 1 }, unique: true, name: '_id_' } });
  });

  it('refuses cluster keys other than _id (197) and a non-unique spec (5979700)', async () => {
    expect(await code(t.db.createCollection('bad1', { clusteredIndex: { key: { a: 1 }, unique: true } }))).toBe(197);
    expect(await code(t.db.createCollection('bad2', { clusteredIndex: { key: { _id: 1 }, unique: false } }))).toBe(5979700);
    expect(await code(t.db.createCollection('bad3', { expireAfterSeconds: 10 }))).toBe(72);
  });
});

describe('time-series collections', () => {
  it('are listed as timeseries with their options, and need a date in the time field', async () => {
    await t.db.createCollection('weather', { timeseries: { timeField: 'ts', metaField: 'sensor' }, expireAfterSeconds: 86400 });
    const i = await info('weather');
    expect(i.type).toBe('timeseries');
    expect(i.options).toMatchObject({ timeseries: { timeField: 'ts', metaField: 'sensor', granularity: 'seconds' }, expireAfterSeconds: 86400 });
    const c = t.db.collection('weather');
    await c.insertMany([
      { ts: new Date('2026-01-01T00:00:00Z'), sensor: 'a', temp: 3 },
      { ts: new Date('2026-01-01T01:00:00Z'), sensor: 'b', temp: 5 },
    ]);
    expect(await code(c.insertOne({ sensor: 'a', temp: 1 }))).toBe(2);
    expect(await code(c.insertOne({ ts: 'yesterday', temp: 1 }))).toBe(2);
    const docs = await c.find({ sensor: 'b' }, { projection: { _id: 0 } }).toArray();
    expect(docs).toEqual([{ ts: new Date('2026-01-01T01:00:00Z'), sensor: 'b', temp: 5 }]);
  });

  it('refuses a missing timeField', async () => {
    expect(await code(t.db.createCollection('weather2', { timeseries: { metaField: 'm' } as never }))).toBe(40414);
  });
});

describe('catalog options across a restart', () => {
  it('a capped collection keeps its cap after the server restarts', async () => {
    const dbPath = await fs.mkdtemp(path.join(os.tmpdir(), 'capped-'));
    try {
      const round = async (fn: (db: ReturnType<MongoClient['db']>) => Promise<void>) => {
        const server = await startServer({ dbPath, port: 0 });
        const client = await MongoClient.connect(server.uri);
        try {
          await fn(client.db('p'));
        } finally {
          await client.close();
          await server.stop();
        }
      };
      await round(async (db) => {
        await db.createCollection('feed', { capped: true, size: 10_000, max: 2 });
        await db.collection('feed').insertMany([{ i: 1 }, { i: 2 }, { i: 3 }]);
        await db.collection('notes').createIndex({ body: 'text' });
        await db.collection('places').createIndex({ loc: '2dsphere' });
        await db.collection('notes').insertMany([{ _id: 1, body: 'gardening tips' } as never, { _id: 2, body: 'kitchen' } as never]);
        await db
          .collection('places')
          .insertMany([{ _id: 1, loc: { type: 'Point', coordinates: [1, 1] } } as never, { _id: 2, loc: { type: 'Point', coordinates: [5, 5] } } as never]);
      });
      await round(async (db) => {
        await db.collection('feed').insertOne({ i: 4 });
        expect((await db.collection('feed').find().toArray()).map((d) => d.i)).toEqual([3, 4]);
        expect((await db.listCollections({ name: 'feed' }, { nameOnly: false }).next())?.options).toMatchObject({ capped: true, max: 2 });
        // Text and geo indexes are rebuilt from their specs.
        expect(
          (
            await db
              .collection('notes')
              .find({ $text: { $search: 'garden' } })
              .toArray()
          ).map((d) => d._id),
        ).toEqual([1]);
        const near = await db
          .collection('places')
          .find({ loc: { $near: { $geometry: { type: 'Point', coordinates: [5, 4] } } } })
          .toArray();
        expect(near.map((d) => d._id)).toEqual([2, 1]);
      });
    } finally {
      await fs.rm(dbPath, { recursive: true, force: true });
    }
  });
});

describe('TTL passes (embedded server with a 1 s TTL monitor)', () => {
  it("delete by a collMod-changed TTL index, a clustered collection's _id and a time-series time field", async () => {
    // The monitor is the server's setInterval: faked (only it and the cursor
    // reaper use one; the driver does not), so a pass runs when the test
    // advances the clock, not after seconds of real waiting. Dates stay real:
    // the documents are an hour old or fresh.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    onTestFinished(() => void vi.useRealTimers());
    const server = await startServer({ inMemory: true, port: 0, ttlMonitorSleepSecs: 1 });
    const client = await MongoClient.connect(server.uri);
    try {
      const db = client.db('ttl');
      const old = new Date(Date.now() - 3600_000);
      const fresh = new Date();
      await db.collection('sessions').createIndex({ at: 1 }, { expireAfterSeconds: 86400 });
      await db.collection('sessions').insertMany([{ _id: 1, at: old } as never, { _id: 2, at: fresh } as never]);
      await db.command({ collMod: 'sessions', index: { keyPattern: { at: 1 }, expireAfterSeconds: 60 } });
      await db.createCollection('events', { clusteredIndex: { key: { _id: 1 }, unique: true }, expireAfterSeconds: 60 });
      await db.collection('events').insertMany([{ _id: old } as never, { _id: fresh } as never]);
      await db.createCollection('metrics', { timeseries: { timeField: 'ts' }, expireAfterSeconds: 60 });
      await db.collection('metrics').insertMany([
        { ts: old, v: 1 },
        { ts: fresh, v: 2 },
      ]);
      // Before the first pass nothing has gone; one tick of the monitor later both old documents have.
      expect(await db.collection('sessions').countDocuments()).toBe(2);
      await vi.advanceTimersByTimeAsync(1000);
      expect((await db.collection('sessions').find().toArray()).map((d) => d._id)).toEqual([2]);
      expect((await db.collection('events').find().toArray()).map((d) => d._id)).toEqual([fresh]);
      expect((await db.collection('metrics').find().toArray()).map((d) => d.v)).toEqual([2]);
    } finally {
      await client.close();
      await server.stop();
    }
  });
});
