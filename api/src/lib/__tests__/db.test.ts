import { mkdtemp, rm } from 'node:fs/promises';
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
