/**
 * A sorted sequence kept as a list of small sorted blocks (the layout of
 * Python's sortedcontainers): insert and remove cost a binary search plus a
 * splice inside one block of at most 2*LOAD entries, so a 100k-entry index
 * stays cheap to maintain without a full B-tree.
 *
 * The list does not compare entries itself: insert and remove take `to`,
 * which compares an entry with the one being placed, so the caller can work
 * out that entry's key once instead of in every comparison.
 */
const LOAD = 256;

export class SortedList<T> {
  private blocks: T[][] = [];
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** Replaces the content with already-sorted items (bulk index build). */
  load(sorted: T[]): void {
    this.blocks = [];
    for (let i = 0; i < sorted.length; i += LOAD) this.blocks.push(sorted.slice(i, i + LOAD));
    this.count = sorted.length;
  }

  private blockFor(to: (e: T) => number): number {
    let lo = 0;
    let hi = this.blocks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (to(this.blocks[mid]![0]!) <= 0) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  private static lowerBound<T>(arr: T[], ge: (e: T) => boolean): number {
    let lo = 0;
    let hi = arr.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (ge(arr[mid]!)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /** Inserts x; to(e) < 0 when e sorts before x. */
  insert(x: T, to: (e: T) => number): void {
    this.count++;
    const last = this.blocks[this.blocks.length - 1];
    if (!last) {
      this.blocks.push([x]);
      return;
    }
    // Ids and timestamps mostly arrive in order: one comparison then.
    let bi: number;
    let block: T[];
    let pos: number;
    if (to(last[last.length - 1]!) < 0) {
      bi = this.blocks.length - 1;
      block = last;
      pos = last.length;
    } else {
      bi = this.blockFor(to);
      block = this.blocks[bi]!;
      pos = SortedList.lowerBound(block, (e) => to(e) > 0);
    }
    block.splice(pos, 0, x);
    if (block.length > LOAD * 2) this.blocks.splice(bi, 1, block.slice(0, LOAD), block.slice(LOAD));
  }

  /** Removes the entry for which to(e) is 0; returns whether one was found. */
  remove(to: (e: T) => number): boolean {
    if (this.blocks.length === 0) return false;
    const bi = this.blockFor(to);
    const block = this.blocks[bi]!;
    const pos = SortedList.lowerBound(block, (e) => to(e) >= 0);
    if (pos >= block.length || to(block[pos]!) !== 0) return false;
    block.splice(pos, 1);
    if (block.length === 0) this.blocks.splice(bi, 1);
    this.count--;
    return true;
  }

  /**
   * The entries from the first for which ge holds, while take holds, at most
   * cap of them (equality lookups: no block copies, no generator). take
   * must hold for a prefix of the entries from there on: a block whose last
   * entry passes is taken whole, so a lookup of 100k equal keys tests a few
   * hundred entries instead of all of them.
   */
  range(ge: (e: T) => boolean, take: (e: T) => boolean, cap = Infinity): T[] {
    const out: T[] = [];
    let bi = SortedList.lowerBound(this.blocks, (b) => ge(b[b.length - 1]!));
    if (bi >= this.blocks.length || cap <= 0) return out;
    let pos = SortedList.lowerBound(this.blocks[bi]!, ge);
    for (; bi < this.blocks.length; bi++, pos = 0) {
      const block = this.blocks[bi]!;
      if (out.length + block.length - pos <= cap && take(block[block.length - 1]!)) {
        for (; pos < block.length; pos++) out.push(block[pos]!);
        continue;
      }
      for (; pos < block.length; pos++) {
        if (!take(block[pos]!)) return out;
        out.push(block[pos]!);
        if (out.length >= cap) return out;
      }
    }
    return out;
  }

  /**
   * How many entries come before the first one for which ge holds
   * (monotone predicate): two binary searches and a sum of block sizes, so
   * counting a range reads no entry beyond its two ends.
   */
  rank(ge: (e: T) => boolean): number {
    const bi = SortedList.lowerBound(this.blocks, (b) => ge(b[b.length - 1]!));
    let n = 0;
    for (let i = 0; i < bi; i++) n += this.blocks[i]!.length;
    return bi < this.blocks.length ? n + SortedList.lowerBound(this.blocks[bi]!, ge) : n;
  }

  /** Ascending from the first entry for which ge(entry) holds (monotone predicate). */
  *ascending(ge?: (e: T) => boolean): Generator<T> {
    let bi = 0;
    let pos = 0;
    if (ge) {
      bi = SortedList.lowerBound(this.blocks, (b) => ge(b[b.length - 1]!));
      if (bi < this.blocks.length) pos = SortedList.lowerBound(this.blocks[bi]!, ge);
    }
    // Blocks may be split or spliced while a consumer pauses between items,
    // so iterate over a snapshot of the block list.
    const blocks = this.blocks.slice();
    for (; bi < blocks.length; bi++, pos = 0) {
      const block = blocks[bi]!.slice(pos);
      for (const e of block) yield e;
    }
  }

  /** Descending from the last entry for which le(entry) holds (monotone predicate). */
  *descending(le?: (e: T) => boolean): Generator<T> {
    const blocks = this.blocks.slice();
    let bi = blocks.length - 1;
    let pos = bi >= 0 ? blocks[bi]!.length - 1 : -1;
    if (le) {
      // first block whose first entry is NOT <= bound, minus one
      const firstGt = SortedList.lowerBound(blocks, (b) => !le(b[0]!));
      bi = firstGt - 1;
      if (bi >= 0) pos = SortedList.lowerBound(blocks[bi]!, (e) => !le(e)) - 1;
    }
    for (; bi >= 0; bi--) {
      const block = blocks[bi]!.slice(0, pos + 1);
      for (let i = block.length - 1; i >= 0; i--) yield block[i]!;
      if (bi > 0) pos = blocks[bi - 1]!.length - 1;
    }
  }
}
