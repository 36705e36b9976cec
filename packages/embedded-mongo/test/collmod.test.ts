import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { MongoClient, MongoServerError } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startServer } from '../src/index.js';
import { crashImage } from './support/crash.js';
import { openTestDb, type TestDb } from './support/server.js';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb('collmod');
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

describe('collMod', () => {
  it('changes a TTL index and turns a plain index into a TTL index', async () => {
    const c = t.db.collection('sessions');
    await c.createIndex({ at: 1 }, { expireAfterSeconds: 3600 });
    await c.createIndex({ seen: 1 });
    const r = await t.db.command({ collMod: 'sessions', index: { keyPattern: { at: 1 }, expireAfterSeconds: 60 } });
    expect(r).toMatchObject({ expireAfterSeconds_old: 3600, expireAfterSeconds_new: 60, ok: 1 });
    const r2 = await t.db.command({ collMod: 'sessions', index: { name: 'seen_1', expireAfterSeconds: 10 } });
    expect(r2.expireAfterSeconds_new).toBe(10);
    const list = await c.listIndexes().toArray();
    expect(list.find((i) => i.name === 'at_1')?.expireAfterSeconds).toBe(60);
    expect(list.find((i) => i.name === 'seen_1')?.expireAfterSeconds).toBe(10);
  });

  it('refuses a missing collection (26) and a missing index (27)', async () => {
    expect(await code(t.db.command({ collMod: 'nope', validator: { a: 1 } }))).toBe(26);
    await t.db.createCollection('present');
    expect(await code(t.db.command({ collMod: 'present', index: { name: 'x_1', expireAfterSeconds: 5 } }))).toBe(27);
  });

  it('sets a validator that later writes must pass (121), and the level and action that relax it', async () => {
    const c = t.db.collection('adults');
    await c.insertOne({ name: 'kid', age: 5 });
    await t.db.command({ collMod: 'adults', validator: { age: { $gte: 18 } } });
    const info = await t.db.listCollections({ name: 'adults' }, { nameOnly: false }).next();
    expect(info?.options?.validator).toEqual({ age: { $gte: 18 } });
    expect(await code(c.insertOne({ name: 'teen', age: 15 }))).toBe(121);
    await c.insertOne({ name: 'grown', age: 30 });
    expect(await code(c.updateOne({ name: 'grown' }, { $set: { age: 3 } }))).toBe(121);
    // strict (the default) checks updates to already-invalid documents; moderate does not.
    expect(await code(c.updateOne({ name: 'kid' }, { $set: { note: 'x' } }))).toBe(121);
    await t.db.command({ collMod: 'adults', validationLevel: 'moderate' });
    await c.updateOne({ name: 'kid' }, { $set: { note: 'x' } });
    await t.db.command({ collMod: 'adults', validationAction: 'warn' });
    await c.insertOne({ name: 'baby', age: 1 });
    expect(await c.countDocuments()).toBe(3);
  });

  it('applies a validator given to create, unless the write bypasses validation', async () => {
    await t.db.createCollection('typed', { validator: { kind: { $in: ['a', 'b'] } } });
    const c = t.db.collection('typed');
    expect(await code(c.insertOne({ kind: 'z' }))).toBe(121);
    await c.insertOne({ kind: 'a' });
    await c.insertOne({ kind: 'y' }, { bypassDocumentValidation: true });
    await c.updateOne({ kind: 'a' }, { $set: { kind: 'x' } }, { bypassDocumentValidation: true });
    expect((await c.find({}, { projection: { _id: 0 } }).toArray()).map((d) => d.kind)).toEqual(['x', 'y']);
    // Renaming keeps documents that no longer pass.
    await t.db.renameCollection('typed', 'typed2');
    expect(await t.db.collection('typed2').countDocuments()).toBe(2);
  });
});

describe('$jsonSchema validators', () => {
  const schema = {
    bsonType: 'object',
    required: ['name', 'age'],
    properties: {
      name: { bsonType: 'string', description: 'the contact name' },
      age: { bsonType: 'int', minimum: 0 },
      email: { bsonType: 'string', pattern: '@' },
      tags: { bsonType: 'array', items: { bsonType: 'string' } },
    },
  };

  it('refuse documents that do not match the schema (121)', async () => {
    await t.db.createCollection('contacts', { validator: { $jsonSchema: schema } });
    const c = t.db.collection('contacts');
    await c.insertOne({ name: 'Ann', age: 30, email: 'ann@x.test', tags: ['vip'] });
    expect(await code(c.insertOne({ age: 30 }))).toBe(121);
    expect(await code(c.insertOne({ name: 'Bob', age: -1 }))).toBe(121);
    expect(await code(c.insertOne({ name: 'Bob', age: 'old' }))).toBe(121);
    expect(await code(c.insertOne({ name: 'Bob', age: 3, email: 'nope' }))).toBe(121);
    expect(await code(c.insertOne({ name: 'Bob', age: 3, tags: [1] }))).toBe(121);
    expect(await code(c.updateOne({ name: 'Ann' }, { $unset: { age: '' } }))).toBe(121);
    expect(await c.countDocuments()).toBe(1);
  });

  it('combine with query conditions, can be set by collMod, and refuse unknown keywords (9)', async () => {
    await t.db.collection('leads2').insertOne({ name: 'x', age: 1, stage: 'new' });
    await t.db.command({ collMod: 'leads2', validator: { $jsonSchema: schema, stage: { $in: ['new', 'won'] } } });
    expect(await code(t.db.collection('leads2').insertOne({ name: 'y', age: 2, stage: 'lost' }))).toBe(121);
    await t.db.collection('leads2').insertOne({ name: 'y', age: 2, stage: 'won' });
    expect(await code(t.db.createCollection('bad_schema', { validator: { $jsonSchema: { bsonType: 'object', foo: 1 } } }))).toBe(9);
  });
});

describe('collMod across a restart', () => {
  it('keeps validator and TTL changes through journal replay (after kill -9) and the snapshot', async () => {
    const dbPath = await fs.mkdtemp(path.join(os.tmpdir(), 'collmod-'));
    try {
      // Written by a server that then crashes: only the journal has the changes.
      await crashImage(dbPath, async (writer) => {
        const db = writer.db('p');
        await db.collection('c').createIndex({ at: 1 }, { expireAfterSeconds: 100 });
        await db.command({ collMod: 'c', validator: { n: { $type: 'number' } }, index: { keyPattern: { at: 1 }, expireAfterSeconds: 7 } });
      });
      expect((await fs.readdir(dbPath)).includes('snapshot.bin'), 'the changes are in the journal only').toBe(false);

      // First start replays the journal; its stop writes a snapshot the second start loads.
      for (let round = 0; round < 2; round++) {
        const server = await startServer({ dbPath, port: 0 });
        const client = await MongoClient.connect(server.uri);
        const c = client.db('p').collection('c');
        const idx = await c.listIndexes().toArray();
        expect(idx.find((i) => i.name === 'at_1')?.expireAfterSeconds).toBe(7);
        const info = await client.db('p').listCollections({ name: 'c' }, { nameOnly: false }).next();
        expect(info?.options?.validator).toEqual({ n: { $type: 'number' } });
        expect(await code(c.insertOne({ n: 'x' }))).toBe(121);
        await client.close();
        await server.stop();
      }
    } finally {
      await fs.rm(dbPath, { recursive: true, force: true });
    }
  });
});
