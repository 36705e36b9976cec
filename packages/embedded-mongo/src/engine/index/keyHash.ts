import { Rec } from '../docStore.js';
import { Postings } from './postings.js';

/**
 * A compound index's entries by key (Index.keysOf: the canonical string of
 * the fields' values), stored under a 32-bit hash of the key instead of the
 * key itself: a key string per record (an index on `{ userId, sortKey }`
 * keys each of 200k leads by ~70 two-byte characters) cost 40-60 MB of heap
 * per index, and every major garbage collection visited each of them. A
 * small integer key lives inside the table and is never traced: the table
 * of 200k keys is ~6 MB.
 *
 * Per hash, a slot holds one of:
 *  - a record alone: it, under each of its keys with that hash (almost
 *    always the one). Its key is not stored: a lookup reads the record's
 *    keys back from its bytes (`keysOfRec`) before answering;
 *  - a Bucket: a key, once, and its records' numbers (Postings): a key that
 *    two or more records had (a stage, a search key);
 *  - rarely, different keys with the same hash: a list of Buckets, every
 *    key explicit (a key of one record is a Bucket of one there).
 * So answers stay exact whatever the hashes: the planner trusts them for
 * covered fields, exact plans, counts and unique checks.
 */
export class Bucket {
  constructor(
    readonly key: string,
    readonly postings: Postings,
  ) {}
}

type Slot = Rec | Bucket | Bucket[];

/** FNV-1a over the key's UTF-16 code units, as a 32-bit integer (a small integer in V8's tables). */
export function hashKey(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h | 0;
}

const NONE: ArrayLike<number> = [];

export class KeyHash {
  private readonly table = new Map<number, Slot>();

  /** `keysOfRec`: the keys a stored record has in this index (read from its bytes); `hash`: tests make keys collide. */
  constructor(
    private readonly keysOfRec: (rec: Rec) => string[],
    private readonly hash: (key: string) => number = hashKey,
  ) {}

  private holds(rec: Rec, key: string): boolean {
    return this.keysOfRec(rec).includes(key);
  }

  /** The bucket of `key` in a slot, if it has one. */
  private static bucketIn(slot: Slot, key: string): Bucket | undefined {
    if (slot instanceof Bucket) return slot.key === key ? slot : undefined;
    return Array.isArray(slot) ? slot.find((b) => b.key === key) : undefined;
  }

  add(key: string, rec: Rec): void {
    const h = this.hash(key);
    const slot = this.table.get(h);
    if (slot === undefined) {
      this.table.set(h, rec);
      return;
    }
    const bucket = KeyHash.bucketIn(slot, key);
    if (bucket) {
      bucket.postings.add(rec.seq);
      return;
    }
    // Already here under every key of it with this hash.
    if (slot === rec) return;
    if (slot instanceof Bucket || Array.isArray(slot)) {
      this.table.set(h, [...(Array.isArray(slot) ? slot : [slot]), new Bucket(key, Postings.of1(rec.seq))]);
      return;
    }
    // A record alone: each of its keys here becomes explicit, one of them now shared.
    const buckets = this.keysOfRec(slot)
      .filter((k) => this.hash(k) === h)
      .map((k) => new Bucket(k, k === key ? Postings.of(slot.seq, rec.seq) : Postings.of1(slot.seq)));
    if (!buckets.some((b) => b.key === key)) buckets.push(new Bucket(key, Postings.of1(rec.seq)));
    this.table.set(h, buckets.length === 1 ? buckets[0]! : buckets);
  }

  /** Removes rec from key (whose values rec's bytes held when it was added). */
  remove(key: string, rec: Rec): void {
    const h = this.hash(key);
    const slot = this.table.get(h);
    if (slot === undefined) return;
    if (slot === rec) {
      this.table.delete(h);
      return;
    }
    const bucket = KeyHash.bucketIn(slot, key);
    if (!bucket || !bucket.postings.remove(rec.seq) || bucket.postings.size > 0) return;
    // An emptied bucket goes; one left with a record stays a bucket (its key is known).
    const rest = Array.isArray(slot) ? slot.filter((b) => b !== bucket) : [];
    if (rest.length === 0) this.table.delete(h);
    else this.table.set(h, rest.length === 1 ? rest[0]! : rest);
  }

  /** The numbers of the records with this key, ascending (a view of the index: read it before the next write). */
  seqs(key: string): ArrayLike<number> {
    const slot = this.table.get(this.hash(key));
    if (slot === undefined) return NONE;
    if (slot instanceof Rec) return this.holds(slot, key) ? [slot.seq] : NONE;
    return KeyHash.bucketIn(slot, key)?.postings.view() ?? NONE;
  }

  count(key: string): number {
    const slot = this.table.get(this.hash(key));
    if (slot === undefined) return 0;
    if (slot instanceof Rec) return this.holds(slot, key) ? 1 : 0;
    return KeyHash.bucketIn(slot, key)?.postings.size ?? 0;
  }

  /** The numbers of two records sharing a key, if any (a unique index built over duplicates). */
  duplicate(): number | null {
    for (const slot of this.table.values()) {
      if (slot instanceof Rec) continue;
      for (const b of Array.isArray(slot) ? slot : [slot]) if (b.postings.size > 1) return b.postings.first();
    }
    return null;
  }
}
