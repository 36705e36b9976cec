import { Query } from 'mingo';
import { compareValues, collectPath, keyOf, type Doc } from '../values.js';
import { SortedList } from './sortedList.js';
import type { IndexSpec } from './indexSpec.js';

/** A stored document. The wrapper is stable while `doc` is replaced on update. */
export interface Rec {
  doc: Doc;
  seq: number;
}

/** One sorted-index entry: the indexed value and its record (seq breaks ties). */
export interface Entry {
  v: unknown;
  r: Rec;
}

export function compareEntries(a: Entry, b: Entry): number {
  return compareValues(a.v, b.v) || a.r.seq - b.r.seq;
}

/**
 * A declared index. Every index keeps a hash from canonical key to records
 * (equality and uniqueness in O(1)); single-field indexes also keep a sorted
 * list for range scans and sorts. Lookups return candidates only: the caller
 * re-checks the full filter, so the index may over-approximate.
 */
export class Index {
  readonly spec: IndexSpec;
  readonly fields: Array<{ path: string; parts: string[]; dir: number }>;
  readonly hash = new Map<string, Rec | Set<Rec>>();
  /** Single-field indexes only; built on the first range or sort that needs it. */
  private sortedList: SortedList<Entry> | null = null;
  readonly sortable: boolean;
  readonly partial: Query | null;
  multikey = false;

  constructor(spec: IndexSpec) {
    this.spec = spec;
    this.fields = Object.entries(spec.key).map(([path, dir]) => ({ path, parts: path.split('.'), dir: Number(dir) === -1 ? -1 : 1 }));
    const single = this.fields.length === 1 && typeof Object.values(spec.key)[0] === 'number';
    this.sortable = single;
    this.partial = spec.partialFilterExpression ? new Query(spec.partialFilterExpression) : null;
  }

  /**
   * The sorted view, built from the hash on first use and maintained from
   * then on. Most unique indexes (_id, email) only ever serve equality, so
   * they never pay for it in memory or insert time.
   */
  sorted(recs: () => Iterable<Rec>): SortedList<Entry> | null {
    if (!this.sortable) return null;
    if (!this.sortedList) {
      const list = new SortedList<Entry>(compareEntries);
      const entries: Entry[] = [];
      for (const rec of recs()) {
        const values = this.valuesOf(rec.doc);
        if (values) for (const v of values[0]!) entries.push({ v, r: rec });
      }
      list.load(entries.sort(compareEntries));
      this.sortedList = list;
    }
    return this.sortedList;
  }

  get name(): string {
    return this.spec.name;
  }

  /** The _id index is unique although listIndexes does not say so. */
  get unique(): boolean {
    return !!this.spec.unique || this.spec.name === '_id_';
  }

  /** True when the index holds every document, so it may answer any query on its field. */
  get complete(): boolean {
    return !this.spec.sparse && !this.partial;
  }

  /** Values per field for doc, or null when sparse/partial rules leave it out. */
  valuesOf(doc: Doc): unknown[][] | null {
    if (this.partial && !this.partial.test(doc)) return null;
    const perField: unknown[][] = [];
    let present = false;
    for (const f of this.fields) {
      const out: unknown[] = [];
      if (collectPath(doc, f.parts, 0, out)) this.multikey = true;
      if (out.some((v) => v !== undefined)) present = true;
      perField.push(dedupe(out));
    }
    if (this.spec.sparse && !present) return null;
    return perField;
  }

  /** Hash keys for doc (one per combination of multikey values). */
  keysOf(values: unknown[][]): string[] {
    if (values.length === 1) return values[0]!.map(keyOf);
    let combos: string[][] = [[]];
    for (const vals of values) {
      const next: string[][] = [];
      for (const c of combos) for (const v of vals) next.push([...c, keyOf(v)]);
      combos = next;
    }
    return combos.map((c) => JSON.stringify(c));
  }

  /** The record already holding one of keys, other than self. */
  conflict(keys: string[], self: Rec | null): Rec | null {
    for (const k of keys) {
      const hit = this.hash.get(k);
      if (!hit) continue;
      if (hit instanceof Set) {
        for (const r of hit) if (r !== self) return r;
      } else if (hit !== self) return hit;
    }
    return null;
  }

  add(rec: Rec, values: unknown[][] | null): void {
    if (!values) return;
    for (const k of this.keysOf(values)) {
      const hit = this.hash.get(k);
      if (!hit) this.hash.set(k, rec);
      else if (hit instanceof Set) hit.add(rec);
      else if (hit !== rec) this.hash.set(k, new Set([hit, rec]));
    }
    if (this.sortedList) for (const v of values[0]!) this.sortedList.insert({ v, r: rec });
  }

  remove(rec: Rec, values: unknown[][] | null): void {
    if (!values) return;
    for (const k of this.keysOf(values)) {
      const hit = this.hash.get(k);
      if (hit === rec) this.hash.delete(k);
      else if (hit instanceof Set) {
        hit.delete(rec);
        if (hit.size === 1) this.hash.set(k, hit.values().next().value as Rec);
      }
    }
    if (this.sortedList) for (const v of values[0]!) this.sortedList.remove({ v, r: rec });
  }

  /** Builds the hash from scratch over existing records. */
  build(recs: Iterable<Rec>): void {
    for (const rec of recs) {
      const values = this.valuesOf(rec.doc);
      if (!values) continue;
      for (const k of this.keysOf(values)) {
        const hit = this.hash.get(k);
        if (!hit) this.hash.set(k, rec);
        else if (hit instanceof Set) hit.add(rec);
        else if (hit !== rec) this.hash.set(k, new Set([hit, rec]));
      }
    }
  }

  lookup(key: string): Iterable<Rec> {
    const hit = this.hash.get(key);
    if (!hit) return [];
    return hit instanceof Set ? hit : [hit];
  }

  lookupCount(key: string): number {
    const hit = this.hash.get(key);
    return !hit ? 0 : hit instanceof Set ? hit.size : 1;
  }
}

function dedupe(values: unknown[]): unknown[] {
  if (values.length < 2) return values.length === 0 ? [undefined] : values;
  const seen = new Set<string>();
  const out: unknown[] = [];
  for (const v of values) {
    const k = keyOf(v);
    if (!seen.has(k)) {
      seen.add(k);
      out.push(v);
    }
  }
  return out;
}
