import type { Schema } from 'mongoose';

/**
 * A small in-process cache for hot reads that every signed-in request makes
 * (its session, the profile). Without it each request pays database round
 * trips, and the embedded database shares this process's event loop.
 *
 * Correctness comes from invalidation, not from the TTL: `clearOnWrite`
 * empties the cache on every write made through the model, before and after
 * it, and a read that started before a write cannot store its stale result
 * (the generation check). Every other API process empties the same cache
 * when it hears of the write through the event log (within a second,
 * docs/decisions/0031-many-api-processes.md). The TTL only bounds
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
    announce?.(this.name, key);
  }

  /** Empties the cache here and in every other process. */
  clear(): void {
    this.clearHere();
    announce?.(this.name);
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
let announce: ((name: string, key?: string) => void) | undefined;

/** Where a cache's clears go to reach the other processes (set where the app is composed). */
export function announceCacheClears(to: ((name: string, key?: string) => void) | undefined): void {
  announce = to;
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
