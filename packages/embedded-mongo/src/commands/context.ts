import type { ScramConversation, ScramUser } from '../auth/scram.js';
import type { Catalog } from '../engine/catalog.js';
import type { Collection } from '../engine/collection.js';
import type { Doc } from '../engine/values.js';
import { MongoError } from '../errors.js';
import type { StoreHealth } from '../storage/store.js';
import type { CursorStore } from './cursorStore.js';

export interface ServerState {
  catalog: Catalog;
  cursors: CursorStore;
  startedAt: number;
  connections: { current: number; totalCreated: number };
  log: (line: string) => void;
  /** Called after a command's writes are durable (journal housekeeping). */
  afterWrite: () => void;
  /** The one user a client must authenticate as. */
  user: ScramUser;
  /** Whether writes are accepted (always, in memory), for serverStatus. */
  storage: () => StoreHealth;
}

/** Per connection: whether it has authenticated, and a SCRAM exchange in progress. */
export interface ConnectionAuth {
  authenticated: boolean;
  conversation: ScramConversation | null;
}

export interface CommandContext extends ServerState {
  db: string;
  connectionId: number;
  auth: ConnectionAuth;
}

/** A handler returns a reply document (ok: 1 is added) or an already-encoded body. */
export type Handler = (ctx: CommandContext, body: Doc) => Doc | Buffer | Promise<Doc | Buffer>;

export function collectionName(body: Doc, cmd: string): string {
  const name = body[cmd];
  if (typeof name !== 'string' || name.length === 0) {
    throw new MongoError(73, `collection name has invalid type ${typeof name}`);
  }
  return name;
}

export function collection(ctx: CommandContext, body: Doc, cmd: string): Collection | undefined {
  return ctx.catalog.get(ctx.db, collectionName(body, cmd));
}

export function optionalInt(v: unknown, name: string): number | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new MongoError(14, `Field '${name}' should be a number`);
  return Math.trunc(v);
}
