import type { Schema } from 'mongoose';

import type { CacheClearAnnouncer } from './cache-clears.js';

/**
 * A small in-process cache for hot reads that every signed-in request makes
 * (its session, the profile). Without it each request pays database round
 * trips, each costing the driver more than the whole cached path.
 *
 * Correctness comes from invalidation, not from the TTL: `clearOnWrite`
 * empties the cache on every write made through the model, before and after
 * it, and a read that started before a write cannot store its stale result
 * (the generation check). Every other API process empties the same cache
 * when it hears of the write through the event log (within a second,
 * docs/decisions/0031-many-api-processes.md), and sooner for the browser
 * that wrote (read-your-writes.ts, through `cachesCaughtUp`). The TTL only bounds
 * staleness for what no process sees: someone editing the database by
 * hand, or writes that bypass mongoose models (`Model.collection.*`).
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  private generation = 0;

  /** `name`: unique; how other processes name this cache when they ask it to empty (a module loaded again replaces its cache). */
  constructor(
    readonly name: string,
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {
    caches.set(name, this as ReadCache<unknown>);
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Take one before reading the database; pass it to set(). */
  ticket(): number {
    return this.generation;
  }

  /** Stores `value` unless a write happened since `ticket` was taken (the value may predate it). */
  set(key: string, value: V, ticket: number): void {
    if (ticket !== this.generation) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }

  /** Drops `key` here and in every other process. */
  delete(key: string): void {
    this.deleteHere(key);
    announce(this.name, key);
  }

  /** Empties the cache here and in every other process. */
  clear(): void {
    this.clearHere();
    announce(this.name);
  }

  deleteHere(key: string): void {
    this.generation++;
    this.entries.delete(key);
  }

  clearHere(): void {
    this.generation++;
    this.entries.clear();
  }
}

const caches = new Map<string, ReadCache<unknown>>();
let announcer: CacheClearAnnouncer | undefined;
let announcedCount = 0;
let catchUp: (() => Promise<boolean>) | undefined;

function announce(name: string, key?: string): void {
  announcedCount++;
  announcer?.add(name, key);
}

/** Where a cache's clears go to reach the other processes (set where the app is composed). */
export function announceCacheClears(to: CacheClearAnnouncer | undefined): void {
  announcer = to;
}

/** How many clears this process has announced so far: a request compares it before and after to know whether it changed something cached. */
export function announcedCacheClears(): number {
  return announcedCount;
}

/** Resolves once every clear announced here so far is stored for the other processes to hear. */
export async function flushCacheClears(): Promise<void> {
  await announcer?.flush();
}

/**
 * How this process learns that it has heard every clear announced anywhere
 * before now: resolves true when caught up, false when it could not tell in
 * time. Returns the undo, which only undoes this one (a later app in the
 * same process may have set its own).
 */
export function catchUpCachesWith(caughtUp: () => Promise<boolean>): () => void {
  catchUp = caughtUp;
  return () => {
    if (catchUp === caughtUp) catchUp = undefined;
  };
}

/**
 * Read-your-writes across processes (docs/decisions/0031-many-api-processes.md):
 * after this resolves, no cache here holds a value that a write stored
 * anywhere before the call replaced. When this process cannot tell (the
 * event log is late or unreachable), every cache here is emptied instead.
 */
export async function cachesCaughtUp(): Promise<void> {
  if (!catchUp) return;
  const caughtUp = await catchUp().catch(() => false);
  if (!caughtUp) for (const cache of caches.values()) cache.clearHere();
}

/** Another process emptied these caches (or dropped a key): the same here, without announcing it again. */
export function clearCachesHere(cleared: readonly { name: string; key?: string }[]): void {
  for (const { name, key } of cleared) {
    const cache = caches.get(name);
    if (key === undefined) cache?.clearHere();
    else cache?.deleteHere(key);
  }
}

export const WRITE_OPERATIONS = [
  'save',
  'updateOne',
  'updateMany',
  'findOneAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
  'replaceOne',
  'deleteOne',
  'deleteMany',
  'bulkWrite',
];

/** Empties `cache` around every write made through models of `schema` (`operations`: all writes unless narrowed). */
export function clearOnWrite(schema: Schema, cache: Pick<ReadCache<unknown>, 'clear' | 'clearHere'>, operations: readonly string[] = WRITE_OPERATIONS): void {
  type Hook = (ops: string[], options: object, fn: () => void) => void;
  // Before: reads racing the write cannot store. After: nothing read meanwhile
  // survives, and the other processes are told (once the write is stored).
  (schema.pre as Hook)([...operations], { document: true, query: true }, () => cache.clearHere());
  (schema.post as Hook)([...operations], { document: true, query: true }, () => cache.clear());
}
