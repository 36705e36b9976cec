/**
 * The records of one key of a compound index, held as their insertion
 * numbers (`Rec.seq`, unique per collection) in ascending order in a typed
 * array, instead of a Set of the records themselves.
 *
 * Why: a Set entry is a few pointer-sized slots in a hash table on the V8
 * heap, and every major garbage collection walks all of them. An app's
 * search keys (trigrams of every lead's name, email and phone, ~45 per lead)
 * under `{ userId: 1, searchKeys: 1 }` made 9 million such entries for 200k
 * leads: 225 MB of heap, a third of the server's, whose marking stalled the
 * requests that ran meanwhile by 50-150 ms (bench:leads). A typed
 * array's contents live outside the heap and are never traced; 4 bytes a
 * record. Sorted numbers also intersect cheaply (`$all` of several keys,
 * intersectAll) and merge without a Set (a multikey lookup's union).
 *
 * The collection turns numbers back into records (Collection.recsOfSeqs).
 */
export class Postings {
  /** Uint32 until a seq needs more (4 billion inserts into one collection in one process), then doubles. */
  private seqs: Uint32Array | Float64Array;
  private n = 0;

  constructor(capacity = 4) {
    this.seqs = new Uint32Array(capacity);
  }

  /** One record's number. */
  static of1(seq: number): Postings {
    const p = new Postings(1);
    p.add(seq);
    return p;
  }

  /** Two records' numbers, in any order (a key's second record turns its entry into postings). */
  static of(a: number, b: number): Postings {
    const p = new Postings();
    p.add(a);
    p.add(b);
    return p;
  }

  get size(): number {
    return this.n;
  }

  /** The numbers, ascending: a view, valid until the next change (copy it to keep it). */
  view(): ArrayLike<number> {
    return this.seqs.subarray(0, this.n);
  }

  /** The first (lowest) number. */
  first(): number {
    return this.seqs[0]!;
  }

  has(seq: number): boolean {
    const i = lowerBound(this.seqs, this.n, seq);
    return i < this.n && this.seqs[i] === seq;
  }

  /** Adds seq (a no-op when present). New records have the highest number so far: an append. */
  add(seq: number): void {
    const n = this.n;
    const at = n === 0 || this.seqs[n - 1]! < seq ? n : lowerBound(this.seqs, n, seq);
    if (at < n && this.seqs[at] === seq) return;
    if (n === this.seqs.length || (seq > 0xffffffff && this.seqs instanceof Uint32Array)) {
      const wide = seq > 0xffffffff || this.seqs instanceof Float64Array;
      const next = wide ? new Float64Array(Math.max(4, n * 2)) : new Uint32Array(Math.max(4, n * 2));
      next.set(this.seqs.subarray(0, n));
      this.seqs = next;
    }
    if (at < n) this.seqs.copyWithin(at + 1, at, n);
    this.seqs[at] = seq;
    this.n = n + 1;
  }

  /** Removes seq; returns whether it was there. Shrinks the array when it is mostly empty. */
  remove(seq: number): boolean {
    const n = this.n;
    const at = lowerBound(this.seqs, n, seq);
    if (at >= n || this.seqs[at] !== seq) return false;
    this.seqs.copyWithin(at, at + 1, n);
    this.n = n - 1;
    if (this.seqs.length > 64 && this.n * 4 < this.seqs.length) this.seqs = this.seqs.slice(0, this.n * 2);
    return true;
  }
}

/** First index in the ascending list[0..n) whose value is ≥ x. */
function lowerBound(list: ArrayLike<number>, n: number, x: number, from = 0): number {
  let lo = from;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

let scratch = new Float64Array(1024);

/**
 * The numbers present in every list (each ascending, no repeats), ascending:
 * the smallest list's numbers that each other list also holds, searched by
 * galloping from the last position found, so a small list against a large
 * one costs about small × log(large / small). The answer is a view of a
 * buffer the next call reuses (a search's intersection allocates nothing
 * that outlives it): read it at once.
 */
export function intersectAll(lists: readonly ArrayLike<number>[]): ArrayLike<number> {
  if (lists.length === 0) return [];
  const sorted = [...lists].sort((a, b) => a.length - b.length);
  const smallest = sorted[0]!;
  if (scratch.length < smallest.length) scratch = new Float64Array(smallest.length * 2);
  const at = new Array<number>(sorted.length).fill(0);
  let n = 0;
  outer: for (let i = 0; i < smallest.length; i++) {
    const x = smallest[i]!;
    for (let k = 1; k < sorted.length; k++) {
      const other = sorted[k]!;
      let j = at[k]!;
      // Gallop: double the step until past x, then binary search the last step.
      let step = 1;
      while (j + step < other.length && other[j + step - 1]! < x) step *= 2;
      j = lowerBound(other, Math.min(other.length, j + step), x, j);
      at[k] = j;
      if (j >= other.length) break outer;
      if (other[j] !== x) continue outer;
    }
    scratch[n++] = x;
  }
  return scratch.subarray(0, n);
}

/** The numbers present in any list (each ascending, no repeats), ascending and without repeats. */
export function unionAll(lists: readonly ArrayLike<number>[]): number[] {
  if (lists.length === 1) return Array.from(lists[0]!);
  const all: number[] = [];
  for (const l of lists) for (let i = 0; i < l.length; i++) all.push(l[i]!);
  all.sort((a, b) => a - b);
  let w = 0;
  for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) all[w++] = all[i]!;
  all.length = w;
  return all;
}
