import type { Rec } from '../docStore.js';
import { compareRaw, type RawPath, rawPath, readPath } from '../raw.js';
import { compareValues, typeRank } from '../values.js';
import { countInRange, type RangeBound } from './rangeCount.js';
import { SortedList } from './sortedList.js';

/**
 * A compound index's records grouped by the key of its leading fields, each
 * group sorted on the last field (then by record), as MongoDB's B-tree
 * orders `{ userId: 1, createdAt: 1 }`. The index's hash answers equality
 * on every field; this answers "equal leading fields, a range on the last"
 * counts without visiting the records in between (the dashboard's "leads
 * created in the last 7 days" among an agent's 100k). Only documents with
 * one value per field are held: a multikey index does not answer counts.
 */
export class Partitions {
  private readonly groups = new Map<string, SortedList<Rec>>();
  private readonly path: RawPath;

  constructor(lastFieldParts: string[]) {
    this.path = rawPath(lastFieldParts);
  }

  /** Fills the groups from existing records (keyOf gives a record's group, lastOf its last field's value). */
  load(recs: Iterable<Rec>, keyOf: (rec: Rec) => string, lastOf: (rec: Rec) => unknown): void {
    const byKey = new Map<string, Array<{ rec: Rec; v: unknown }>>();
    for (const rec of recs) {
      const key = keyOf(rec);
      let pairs = byKey.get(key);
      if (!pairs) byKey.set(key, (pairs = []));
      pairs.push({ rec, v: lastOf(rec) });
    }
    this.groups.clear();
    for (const [key, pairs] of byKey) {
      pairs.sort((a, b) => compareValues(a.v, b.v) || a.rec.seq - b.rec.seq);
      const group = new SortedList<Rec>();
      group.load(pairs.map((p) => p.rec));
      this.groups.set(key, group);
    }
  }

  /** Where (v, seq) sorts in a group: by the last field's value, then by record. */
  private to(v: unknown, seq: number): (e: Rec) => number {
    return (e) => compareRaw(e.buf, e.off, this.path, v) || e.seq - seq;
  }

  add(key: string, rec: Rec, last: unknown): void {
    let group = this.groups.get(key);
    if (!group) this.groups.set(key, (group = new SortedList<Rec>()));
    group.insert(rec, this.to(last, rec.seq));
  }

  remove(key: string, rec: Rec, last: unknown): void {
    const group = this.groups.get(key);
    if (!group) return;
    group.remove(this.to(last, rec.seq));
    if (group.size === 0) this.groups.delete(key);
  }

  /** The group's records whose last field is in the range (one type bracket), in that field's order. */
  *walk(key: string, lo: RangeBound | undefined, hi: RangeBound | undefined): Generator<Rec> {
    const group = this.groups.get(key);
    if (!group) return;
    const valueOf = (e: Rec) => readPath(e.buf, e.off, this.path);
    const rank = typeRank((lo ?? hi)!.v);
    const atOrPastLo = (e: Rec): boolean => {
      const v = valueOf(e);
      const r = typeRank(v);
      if (r !== rank) return r > rank;
      if (!lo) return true;
      const c = compareValues(v, lo.v);
      return lo.inc ? c >= 0 : c > 0;
    };
    for (const e of group.ascending(atOrPastLo)) {
      const v = valueOf(e);
      if (typeRank(v) !== rank) return;
      if (hi) {
        const c = compareValues(v, hi.v);
        if (c > 0 || (c === 0 && !hi.inc)) return;
      }
      yield e;
    }
  }

  /** Records of the group whose last field is in the range (every record of it without bounds). */
  count(key: string, lo: RangeBound | undefined, hi: RangeBound | undefined): number {
    const group = this.groups.get(key);
    if (!group) return 0;
    if (!lo && !hi) return group.size;
    return countInRange(group, (e) => readPath(e.buf, e.off, this.path), lo, hi);
  }
}
