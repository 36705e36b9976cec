import path from 'node:path';

import mongoose from 'mongoose';

import type { Env } from '../config/env.js';
import { type EmbeddedMongo, loadEmbeddedMongo } from './embedded-mongo.js';
import type { AppLogger } from './logger.js';
import { maskUri } from './mask-uri.js';

/** Whether the database accepts writes (the embedded server refuses them after a failed flush, until restart). */
export interface DatabaseStorage {
  writable: boolean;
  /** Why not, and since when (ISO time). */
  failure?: { at: string; reason: string };
}

export interface Database {
  /** The connection string in use (may hold credentials: log `maskUri(uri)`). */
  uri: string;
  kind: 'embedded' | 'external';
  /** Read in-process, no round trip (the health probe asks it). A real MongoDB reports its own failures. */
  storage(): DatabaseStorage;
  /** Disconnects mongoose, then stops the embedded server if we started one. */
  close(): Promise<void>;
}

export { maskUri } from './mask-uri.js';

/** How often an API worker asks the embedded database process whether it still accepts writes (the health probe reads the answer). */
export const STORAGE_POLL_MS = 2_000;

export interface ConnectOptions {
  /**
   * The embedded database already runs in its own process (started by the
   * primary, docs/decisions/0031-many-api-processes.md): connect to it, and
   * learn its storage health from its serverStatus.
   */
  embeddedUri?: string;
}

/**
 * Connects the process-wide mongoose connection (models use it): to
 * MONGODB_URI when set; else to the embedded database's process when the
 * primary gave its address; else to the embedded server started in this
 * process with its files under DATA_DIR/db (tests, scripts).
 */
export async function connectDatabase(env: Pick<Env, 'MONGODB_URI' | 'DATA_DIR'>, logger: AppLogger, options: ConnectOptions = {}): Promise<Database> {
  if (!env.MONGODB_URI && options.embeddedUri) return connectEmbeddedProcess(options.embeddedUri, logger);
  let embedded: EmbeddedMongo | undefined;
  let uri = env.MONGODB_URI;
  if (!uri) {
    const startEmbedded = await loadEmbeddedMongo();
    const dbLog = logger.child({ component: 'embedded-mongo' });
    try {
      // Loopback only, with a credential generated into DATA_DIR/db/credential.json
      // (0600); embedded.uri carries it, so it is masked wherever it is logged.
      embedded = await startEmbedded({ port: 0, dbPath: path.join(env.DATA_DIR, 'db'), logger: (line, level = 'debug') => dbLog[level](line) });
    } catch (err) {
      // A damaged data folder (the message names the file, the byte and the
      // operator's choices), or one another process holds (it names the
      // folder and that process's pid): start-up stops before any file changes.
      if (err instanceof Error && (err.name === 'DataDamagedError' || err.name === 'DataDirLockedError')) dbLog.error(err.message);
      throw err;
    }
    uri = embedded.uri;
  }
  const kind = embedded ? 'embedded' : 'external';
  try {
    // Fail start-up in seconds, not the driver's 30 s default, when the server is unreachable.
    await mongoose.connect(uri, { serverSelectionTimeoutMS: 10_000 });
  } catch (err) {
    await embedded?.stop();
    throw err;
  }
  logger.info({ database: kind, uri: maskUri(uri) }, `database connected (${kind})`);

  return {
    uri,
    kind,
    storage() {
      const health = embedded?.health();
      if (!health || health.writable) return { writable: true };
      return { writable: false, failure: health.failure && { at: health.failure.at, reason: health.failure.reason } };
    },
    async close() {
      await mongoose.disconnect();
      await embedded?.stop();
      logger.info({ database: kind }, 'database closed');
    },
  };
}

/** A worker's connection to the embedded database's own process. */
async function connectEmbeddedProcess(uri: string, logger: AppLogger): Promise<Database> {
  await mongoose.connect(uri, { serverSelectionTimeoutMS: 10_000 });
  logger.info({ database: 'embedded', uri: maskUri(uri) }, 'database connected (embedded, its own process)');
  let health: DatabaseStorage = { writable: true };
  const poll = async () => {
    try {
      const status = await mongoose.connection.db!.admin().command({ serverStatus: 1 });
      const storage = status.embeddedStorage as DatabaseStorage | undefined;
      if (storage)
        health = storage.writable
          ? { writable: true }
          : { writable: false, failure: storage.failure && { at: storage.failure.at, reason: storage.failure.reason } };
    } catch (err) {
      logger.debug({ err }, 'embedded database status not read');
    }
  };
  await poll();
  const timer = setInterval(() => void poll(), STORAGE_POLL_MS);
  timer.unref();
  return {
    uri,
    kind: 'embedded',
    storage: () => health,
    async close() {
      clearInterval(timer);
      await mongoose.disconnect();
      logger.info({ database: 'embedded' }, 'database closed');
    },
  };
}
