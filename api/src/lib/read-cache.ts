import type { Schema } from 'mongoose';

/**
 * A small in-process cache for hot reads that every signed-in request makes
 * (its session, the profile). Without it each request pays database round
 * trips, and the embedded database shares this process's event loop.
 *
 * Correctness comes from invalidation, not from the TTL: `clearOnWrite`
 * empties the cache on every write made through the model, before and after
 * it, and a read that started before a write cannot store its stale result
 * (the generation check). The TTL only bounds staleness for writes this
 * process cannot see: another API process, or someone editing the database
 * by hand. Writes that bypass mongoose models (`Model.collection.*`) are
 * not seen either; use the models.
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

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

  delete(key: string): void {
    this.generation++;
    this.entries.delete(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
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
export function clearOnWrite(schema: Schema, cache: { clear(): void }, operations: readonly string[] = WRITE_OPERATIONS): void {
  const clear = () => cache.clear();
  type Hook = (ops: string[], options: object, fn: () => void) => void;
  // Before: reads racing the write cannot store. After: nothing read meanwhile survives.
  (schema.pre as Hook)([...operations], { document: true, query: true }, clear);
  (schema.post as Hook)([...operations], { document: true, query: true }, clear);
}
