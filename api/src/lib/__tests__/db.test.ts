import { mkdtemp, readdir, rm, stat, truncate } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import mongoose from 'mongoose';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';

import { connectDatabase, maskUri } from '../db.js';
import { loadEmbeddedMongo } from '../embedded-mongo.js';

const logger = pino({ level: 'silent' });

describe('maskUri', () => {
  it.each([
    ['mongodb://admin:hunter2@db:27017/leadnest', 'mongodb://admin:****@db:27017/leadnest'],
    ['mongodb+srv://u:p%40ss@cluster0.example.net/app?retryWrites=true', 'mongodb+srv://u:****@cluster0.example.net/app?retryWrites=true'],
    ['mongodb://db1:27017,db2:27017/app?replicaSet=rs0', 'mongodb://db1:27017,db2:27017/app?replicaSet=rs0'],
    ['mongodb://127.0.0.1:27017', 'mongodb://127.0.0.1:27017'],
  ])('%s → %s', (uri, masked) => {
    expect(maskUri(uri)).toBe(masked);
  });
});

describe('connectDatabase', () => {
  let dataDir: string | undefined;
  afterEach(async () => {
    await mongoose.disconnect();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('starts the embedded server under DATA_DIR/db when MONGODB_URI is unset', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'leadnest-db-'));
    const db = await connectDatabase({ MONGODB_URI: undefined, DATA_DIR: dataDir }, logger);
    expect(db.kind).toBe('embedded');
    expect(db.uri).toMatch(/^mongodb:\/\//);
    expect(mongoose.connection.readyState).toBe(1);
    const Probe = mongoose.model('DbProbe', new mongoose.Schema({ name: String }));
    await Probe.create({ name: 'first' });
    expect(await Probe.countDocuments()).toBe(1);
    await db.close();
    expect(mongoose.connection.readyState).toBe(0);
  });

  it('the embedded server wants its generated credential: a stranger on the machine cannot read users', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'leadnest-db-'));
    const db = await connectDatabase({ MONGODB_URI: undefined, DATA_DIR: dataDir }, logger);
    try {
      await mongoose.connection.collection('users').insertOne({ email: 'agent@example.com' });
      const url = new URL(db.uri);
      expect(url.hostname).toBe('127.0.0.1');
      expect(url.password.length).toBeGreaterThan(20);
      const stranger = await mongoose.mongo.MongoClient.connect(`mongodb://${url.host}`, { serverSelectionTimeoutMS: 3000 });
      try {
        await expect(stranger.db(mongoose.connection.name).collection('users').findOne({})).rejects.toMatchObject({ code: 13 });
      } finally {
        await stranger.close();
      }
      const dbDir = path.join(dataDir, 'db');
      expect((await stat(dbDir)).mode & 0o777).toBe(0o700);
      for (const f of await readdir(dbDir)) expect((await stat(path.join(dbDir, f))).mode & 0o777).toBe(0o600);
    } finally {
      await db.close();
    }
  });

  it('refuses to start on a damaged data folder, naming the file (logged at error)', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'leadnest-db-'));
    const first = await connectDatabase({ MONGODB_URI: undefined, DATA_DIR: dataDir }, logger);
    await mongoose.connection.collection('users').insertOne({ email: 'agent@example.com' });
    await first.close(); // a clean stop leaves everything in the snapshot
    const snapshot = path.join(dataDir, 'db', 'snapshot.bin');
    await truncate(snapshot, (await stat(snapshot)).size - 10);
    const lines: string[] = [];
    const recording = pino({ level: 'error' }, { write: (line: string) => void lines.push(line) });
    await expect(connectDatabase({ MONGODB_URI: undefined, DATA_DIR: dataDir }, recording)).rejects.toThrow(snapshot);
    expect(lines.join('')).toContain('embedded-mongo repair --dbpath');
  });

  it('refuses a data folder another process holds, naming the folder and the holder (logged at error)', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'leadnest-db-'));
    const holder = await (await loadEmbeddedMongo())({ port: 0, dbPath: path.join(dataDir, 'db') });
    try {
      const lines: string[] = [];
      const recording = pino({ level: 'error' }, { write: (line: string) => void lines.push(line) });
      await expect(connectDatabase({ MONGODB_URI: undefined, DATA_DIR: dataDir }, recording)).rejects.toMatchObject({ name: 'DataDirLockedError' });
      expect(lines.join('')).toContain(`the data folder ${path.join(dataDir, 'db')} is in use by another process (pid ${process.pid})`);
    } finally {
      await holder.stop();
    }
  });

  it('connects to MONGODB_URI when set, and starts no server of its own', async () => {
    // A real MongoDB when the suite runs against one; otherwise an embedded
    // server started here stands in for "some server at MONGODB_URI".
    const standIn = process.env.MONGODB_URI ? undefined : await (await loadEmbeddedMongo())({ port: 0, inMemory: true });
    const externalUri = process.env.MONGODB_URI ?? standIn!.uri;
    try {
      const db = await connectDatabase({ MONGODB_URI: externalUri, DATA_DIR: '/tmp/unused' }, logger);
      expect(db).toMatchObject({ kind: 'external', uri: externalUri });
      expect(mongoose.connection.readyState).toBe(1);
      await db.close();
      expect(mongoose.connection.readyState).toBe(0);
    } finally {
      await standIn?.stop();
    }
  });
});
