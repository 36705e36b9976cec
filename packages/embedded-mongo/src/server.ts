import net from 'node:net';
import path from 'node:path';

import { CREDENTIAL_FILE, generateCredential, loadOrCreateCredential, uriWithCredential } from './auth/credential.js';
import { type Credential, deriveUser } from './auth/scram.js';
import type { ServerState } from './commands/context.js';
import { CursorStore } from './commands/cursorStore.js';
import { Catalog } from './engine/catalog.js';
import { reapExpired } from './engine/ttl.js';
import type { JournalFs } from './storage/journal.js';
import { openStore, type Store, type StoreHealth, type StoreLog } from './storage/store.js';
import { handleConnection } from './wire/connection.js';

export interface StartServerOptions {
  /** TCP port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number;
  /** Data directory; defaults to $DATA_DIR/db (./data/db). Ignored when inMemory. */
  dbPath?: string;
  /** Keep everything in memory: no files, nothing survives stop(). */
  inMemory?: boolean;
  /**
   * Lines about the server's life; `level` is 'debug' unless said otherwise
   * ('warn' for a repaired torn journal record, for instance).
   */
  logger?: StoreLog;
  /**
   * The one user clients must authenticate as (SCRAM-SHA-256). Default: with
   * a dbPath, the one in <dbPath>/credential.json (generated there on first
   * start, mode 0600); in memory, a random one per start.
   */
  credential?: Credential;
  /** Journal size that triggers a background snapshot (default 64 MB). */
  journalLimitBytes?: number;
  /** Seconds between TTL passes (mongod's ttlMonitorSleepSecs, 60). */
  ttlMonitorSleepSecs?: number;
  /** The journal's file operations; tests pass one that fails like a full or broken disk. */
  journalFs?: JournalFs;
}

export interface RunningServer {
  /** mongodb://USER:PASSWORD@127.0.0.1:PORT/?authSource=admin: connect with it, never log it (log `address`). */
  uri: string;
  /** mongodb://127.0.0.1:PORT, without the credential. */
  address: string;
  credential: Credential;
  port: number;
  /** Whether writes are accepted; after a failed flush, why not and since when (writes stay refused until restart). */
  health(): StoreHealth;
  /** Resolves once background storage work (a compaction, a rollback after a failure) has settled. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

export function defaultDbPath(): string {
  return path.join(process.env.DATA_DIR ?? 'data', 'db');
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const log = options.logger ?? (() => {});
  const catalog = new Catalog();
  let store: Store | null = null;
  let credential = options.credential;
  if (!options.inMemory) {
    const dir = path.resolve(options.dbPath ?? defaultDbPath());
    store = await openStore(dir, catalog, log, { journalLimit: options.journalLimitBytes, journalFs: options.journalFs });
    catalog.journal = store.journal;
    try {
      credential ??= await loadOrCreateCredential(path.join(dir, CREDENTIAL_FILE));
    } catch (err) {
      await store.close();
      throw err;
    }
    log(`embedded-mongo: data in ${dir}`);
  }
  credential ??= generateCredential();
  const state: ServerState = {
    catalog,
    cursors: new CursorStore(),
    startedAt: Date.now(),
    connections: { current: 0, totalCreated: 0 },
    log,
    afterWrite: () => void store?.maybeCompact(),
    user: deriveUser(credential),
    storage: () => store?.health() ?? { writable: true },
  };
  const sockets = new Set<net.Socket>();
  let nextConnectionId = 1;

  const server = net.createServer((socket) => {
    sockets.add(socket);
    state.connections.current++;
    state.connections.totalCreated++;
    socket.on('close', () => {
      sockets.delete(socket);
      state.connections.current--;
    });
    handleConnection(socket, state, nextConnectionId++);
  });

  const ttl = setInterval(
    () => {
      try {
        reapExpired(catalog);
      } catch (err) {
        log(`ttl monitor: ${(err as Error).message}`);
      }
    },
    (options.ttlMonitorSleepSecs ?? 60) * 1000,
  );
  ttl.unref();

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (err) {
    clearInterval(ttl);
    await store?.close();
    throw err;
  }
  const port = (server.address() as net.AddressInfo).port;
  const address = `mongodb://127.0.0.1:${port}`;
  log(`embedded-mongo: listening on ${address}${options.inMemory ? ' (in memory)' : ''}, SCRAM-SHA-256 required`);

  let stopped: Promise<void> | null = null;
  return {
    uri: uriWithCredential(address, credential),
    address,
    credential,
    port,
    health: state.storage,
    settled: async () => {
      await store?.settled();
    },
    stop: () =>
      (stopped ??= (async () => {
        clearInterval(ttl);
        state.cursors.close();
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        for (const s of sockets) s.destroy();
        await closed;
        // A clean stop leaves a fresh snapshot so the next start replays
        // nothing, and releases the data folder's lock.
        await store?.close();
      })()),
  };
}
