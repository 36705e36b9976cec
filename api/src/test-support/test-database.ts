import { randomBytes } from 'node:crypto';

import mongoose from 'mongoose';
import { afterAll, beforeAll } from 'vitest';

import { type EmbeddedMongo, loadEmbeddedMongo } from '../lib/embedded-mongo.js';

export interface TestDatabase {
  /** Connection string of the server in use (set once beforeAll ran). */
  readonly uri: string;
  /** This file's database name. */
  readonly dbName: string;
  /** Empties every collection: call it in a beforeEach for tests that need a clean slate. */
  clear(): Promise<void>;
}

/**
 * Registers vitest hooks giving this test file its own fresh database on the
 * process-wide mongoose connection (a worker runs its files one after
 * another, connecting and disconnecting mongoose in each; mongoose builds the
 * models' indexes again on every connect): a uniquely named database on
 * MONGODB_URI when it is set (dropped afterwards), else an in-memory embedded
 * server for this file.
 */
export function withTestDatabase(): TestDatabase {
  const dbName = `leadnest_test_${randomBytes(6).toString('hex')}`;
  let uri = '';
  let embedded: EmbeddedMongo | undefined;

  beforeAll(async () => {
    const external = process.env.MONGODB_URI;
    if (external) {
      uri = external;
    } else {
      const startEmbedded = await loadEmbeddedMongo();
      embedded = await startEmbedded({ port: 0, inMemory: true });
      uri = embedded.uri;
    }
    await mongoose.connect(uri, { dbName, serverSelectionTimeoutMS: 10_000 });
  });

  afterAll(async () => {
    try {
      if (mongoose.connection.readyState === 1) await mongoose.connection.dropDatabase();
    } finally {
      await mongoose.disconnect();
      await embedded?.stop();
    }
  });

  return {
    get uri() {
      return uri;
    },
    dbName,
    async clear() {
      const collections = await mongoose.connection.db?.collections();
      // The event log is capped (a real mongod may refuse deletes there); every tail only reads what comes after it starts.
      await Promise.all((collections ?? []).filter((c) => c.collectionName !== 'event_log').map((collection) => collection.deleteMany({})));
    },
  };
}
