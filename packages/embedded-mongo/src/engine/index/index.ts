import { Query } from 'mingo';

import type { Rec } from '../docStore.js';
import { compareRaw, decodeFields, type RawPath, rawPath, readPath } from '../raw.js';
import { collectPath, compareValues, type Doc, keyOf } from '../values.js';
import type { IndexSpec } from './indexSpec.js';
import { KeyHash } from './keyHash.js';
import { Partitions } from './partitions.js';
import { intersectAll, unionAll } from './postings.js';
import { SortedList } from './sortedList.js';

export type { Rec } from '../docStore.js';

/**
 * An explicit index key: used only when a document has several keys for the
 * field (an array on the path). A document with one plain value is its own
 * entry (see Entry).
 */
export class KeyEntry {
  constructor(
    readonly v: unknown,
    readonly r: Rec,
  ) {}
}

/**
 * One sorted-index entry. The common case is the record itself, whose key is
 * read from its stored bytes when compared: the index then costs one pointer
 * per document instead of a copy of every key.
 */
export type Entry = Rec | KeyEntry;

/** Per-field values of one document for an index; `plain` = one value, no array involved. */
export interface IndexValues {
  fields: unknown[][];
  plain: boolean;
}

/** Equality lookups never need to count further than this (the planner compares small counts). */
export const COUNT_CAP = 1024;

/**
 * Records by their insertion numbers (ascending, each a live record's):
 * how a compound index turns its postings back into records. The
 * collection provides it (Collection.recsOfSeqs).
 */
export type SeqResolver = (seqs: ArrayLike<number>) => Rec[];

/**
 * A declared index. Single-field indexes are one sorted list that answers
 * equality, uniqueness, ranges and sorts (binary search, keys read from the
 * stored documents). Compound indexes answer equality on all their fields
 * through a hash from canonical key to records (KeyHash: keys stored as
 * 32-bit hashes, records of a shared key as numbers off the V8 heap).
 * Lookups return candidates only: the caller re-checks the full filter, so
 * an index may over-approximate.
 */
export class Index {
  readonly spec: IndexSpec;
  /** The fields the index reads (assigned by special index kinds too, hence not readonly). */
  fields: Array<{ path: string; parts: string[]; dir: number }>;
  /** True when the index may read any field of a document (a wildcard text index). */
  readsAnyField = false;
  /** Single-field indexes only. */
  readonly list: SortedList<Entry> | null;
  /** Compound indexes only. */
  readonly hash: KeyHash | null;
  /** Numbers back to records; set by the collection before the index holds any (compound indexes need it). */
  resolve: SeqResolver = () => {
    throw new Error('index not attached to a collection');
  };
  /**
   * Compound ascending/descending indexes only: range counts on the last
   * field (see Partitions). Built on first use (usePartitions) and kept in
   * step from then on, so the indexes no count or range ever asks about
   * cost writes nothing (each group is one more sorted insert per write).
   */
  private readonly partitions: Partitions | null;
  private partitionsBuilt = false;
  readonly sortable: boolean;
  readonly partial: Query | null;
  multikey = false;
  private readonly path: RawPath;

  constructor(spec: IndexSpec) {
    this.spec = spec;
    this.fields = Object.entries(spec.key).map(([path, dir]) => ({ path, parts: path.split('.'), dir: Number(dir) === -1 ? -1 : 1 }));
    const single = this.fields.length === 1 && typeof Object.values(spec.key)[0] === 'number';
    this.sortable = single;
    this.partial = spec.partialFilterExpression ? new Query(spec.partialFilterExpression) : null;
    this.path = rawPath(this.fields[0]!.parts);
    this.list = single ? new SortedList<Entry>() : null;
    let names: Buffer[] | null = null;
    const keysOfRec = (rec: Rec) => {
      names ??= [...new Set(this.fields.map((f) => f.parts[0]!))].map((n) => Buffer.from(n, 'utf8'));
      return this.keysOf(this.fieldValues(decodeFields(rec.buf, rec.off, names)));
    };
    this.hash = single ? null : new KeyHash(keysOfRec);
    const ordered = Object.values(spec.key).every((k) => typeof k === 'number');
    this.partitions = !single && ordered ? new Partitions(this.fields[this.fields.length - 1]!.parts) : null;
  }

  /** collMod: new options (TTL, hidden) for the same key; the entries do not change. */
  setSpec(spec: IndexSpec): void {
    for (const k of Object.keys(this.spec)) delete this.spec[k];
    Object.assign(this.spec, spec);
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

  /** The key of a sorted entry. */
  value(e: Entry): unknown {
    return e instanceof KeyEntry ? e.v : readPath(e.buf, e.off, this.path);
  }

  static recOf(e: Entry): Rec {
    return e instanceof KeyEntry ? e.r : e;
  }

  /** compareValues(key of e, v), mostly without decoding the key (see compareRaw). */
  compareTo(e: Entry, v: unknown): number {
    return e instanceof KeyEntry ? compareValues(e.v, v) : compareRaw(e.buf, e.off, this.path, v);
  }

  /** Where the entry (v, seq) sorts: entries are ordered by key, then by record. */
  private to(v: unknown, seq: number): (e: Entry) => number {
    return (e) => this.compareTo(e, v) || Index.recOf(e).seq - seq;
  }

  /** Values per field for doc, or null when sparse/partial rules leave it out. */
  valuesOf(doc: Doc): IndexValues | null {
    if (this.partial && !this.partial.test(doc)) return null;
    const fields: unknown[][] = [];
    let present = false;
    let plain = true;
    for (const f of this.fields) {
      const out: unknown[] = [];
      if (collectPath(doc, f.parts, 0, out)) {
        this.multikey = true;
        plain = false;
      }
      if (out.some((v) => v !== undefined)) present = true;
      fields.push(dedupe(out));
    }
    if (this.spec.sparse && !present) return null;
    return { fields, plain };
  }

  /** A stored document's values per field, as its entries were made (it is in the index: no partial or sparse test). */
  private fieldValues(doc: Doc): unknown[][] {
    return this.fields.map((f) => {
      const out: unknown[] = [];
      collectPath(doc, f.parts, 0, out);
      return dedupe(out);
    });
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

  /** Whether this index can have Partitions (compound, ascending/descending keys). */
  get hasPartitions(): boolean {
    return this.partitions !== null;
  }

  /**
   * The Partitions of a compound index with one value per field (null for
   * any other), built from `records` (the collection's) the first time.
   */
  usePartitions(records: () => Iterable<Rec>): Partitions | null {
    if (!this.partitions || this.multikey) return null;
    if (!this.partitionsBuilt) {
      const leading = this.fields.slice(0, -1).map((f) => rawPath(f.parts));
      const last = rawPath(this.fields[this.fields.length - 1]!.parts);
      this.partitions.load(
        records(),
        (rec) => this.partitionKey([...leading.map((p) => [readPath(rec.buf, rec.off, p)]), []]),
        (rec) => readPath(rec.buf, rec.off, last),
      );
      this.partitionsBuilt = true;
    }
    return this.partitions;
  }

  /** The key of a compound index's leading fields (one value each): its group in `partitions`. */
  partitionKey(values: unknown[][]): string {
    return this.keysOf(values.slice(0, -1))[0]!;
  }

  /** Whether two documents' values give the same index entries (then the entries can stay). */
  sameEntries(a: IndexValues | null, b: IndexValues | null): boolean {
    if (!a || !b) return a === b;
    if ((this.list || this.partitionsBuilt) && a.plain !== b.plain) return false;
    const ka = this.keysOf(a.fields);
    const kb = this.keysOf(b.fields);
    return ka.length === kb.length && ka.every((k, i) => k === kb[i]);
  }

  /** The record already holding one of the values' keys, other than self. */
  conflict(values: IndexValues, self: Rec | null): Rec | null {
    if (this.list) {
      for (const v of values.fields[0]!) {
        for (const r of this.equalRecs(v, 2)) if (r !== self) return r;
      }
      return null;
    }
    for (const k of this.keysOf(values.fields)) {
      const seqs = this.hash!.seqs(k);
      for (let i = 0; i < seqs.length; i++) if (seqs[i] !== self?.seq) return this.resolve([seqs[i]!])[0]!;
    }
    return null;
  }

  add(rec: Rec, values: IndexValues | null): void {
    if (!values) return;
    if (this.list) {
      if (values.plain) this.list.insert(rec, this.to(values.fields[0]![0], rec.seq));
      else for (const v of values.fields[0]!) this.list.insert(new KeyEntry(v, rec), this.to(v, rec.seq));
      return;
    }
    if (this.partitionsBuilt && values.plain) this.partitions!.add(this.partitionKey(values.fields), rec, values.fields[values.fields.length - 1]![0]);
    for (const k of this.keysOf(values.fields)) this.hash!.add(k, rec);
  }

  /** Removes rec's entries; values must be those of the bytes rec holds now. */
  remove(rec: Rec, values: IndexValues | null): void {
    if (!values) return;
    if (this.list) {
      for (const v of values.fields[0]!) this.list.remove(this.to(v, rec.seq));
      return;
    }
    if (this.partitionsBuilt && values.plain) this.partitions!.remove(this.partitionKey(values.fields), rec, values.fields[values.fields.length - 1]![0]);
    for (const k of this.keysOf(values.fields)) this.hash!.remove(k, rec);
  }

  /** Builds the index over existing records; docOf decodes what valuesOf needs. */
  build(recs: Iterable<Rec>, docOf: (rec: Rec) => Doc): void {
    if (!this.list) {
      for (const rec of recs) this.add(rec, this.valuesOf(docOf(rec)));
      return;
    }
    // Sort on decoded values once instead of re-reading keys in every comparison.
    const pairs: Array<{ v: unknown; e: Entry; seq: number }> = [];
    for (const rec of recs) {
      const values = this.valuesOf(docOf(rec));
      if (!values) continue;
      if (values.plain) pairs.push({ v: values.fields[0]![0], e: rec, seq: rec.seq });
      else for (const v of values.fields[0]!) pairs.push({ v, e: new KeyEntry(v, rec), seq: rec.seq });
    }
    pairs.sort((a, b) => compareValues(a.v, b.v) || a.seq - b.seq);
    this.list.load(pairs.map((p) => p.e));
  }

  /** Two different records with equal keys, if any (a unique index built over duplicates). */
  findDuplicate(): { rec: Rec; value: unknown } | null {
    if (this.list) {
      let prev: Entry | null = null;
      for (const e of this.list.ascending()) {
        if (prev && Index.recOf(prev) !== Index.recOf(e) && compareValues(this.value(prev), this.value(e)) === 0)
          return { rec: Index.recOf(e), value: this.value(e) };
        prev = e;
      }
      return null;
    }
    const seq = this.hash!.duplicate();
    return seq === null ? null : { rec: this.resolve([seq])[0]!, value: undefined };
  }

  /** Records whose key equals v (single-field), at most cap of them. */
  private equalRecs(v: unknown, cap = Infinity): Rec[] {
    return this.list!.range(
      (e) => this.compareTo(e, v) >= 0,
      (e) => this.compareTo(e, v) === 0,
      cap,
    ).map(Index.recOf);
  }

  /** Records matching one of the value combinations (one list per field). */
  lookup(lists: unknown[][]): Iterable<Rec> {
    if (this.list) {
      const vals = lists[0]!;
      if (vals.length === 1 && !this.multikey) return this.equalRecs(vals[0]);
      return new Set(vals.flatMap((v) => this.equalRecs(v)));
    }
    // Each key's numbers, merged (a record under several keys once), in insertion order.
    return this.resolve(this.seqsOf(lists));
  }

  /**
   * Compound indexes: the records that, with one of `lists`' values for
   * each other field, are under a key for every one of `values` as field
   * `at`'s value: the records holding all of an `$all`'s values (the
   * intersection of their postings). Exact for that field, unlike a lookup
   * of one of the values.
   */
  lookupAll(lists: unknown[][], at: number, values: readonly unknown[]): Rec[] {
    const per: ArrayLike<number>[] = [];
    for (const v of values) {
      const seqs = this.seqsOf(lists.map((l, i) => (i === at ? [v] : l)));
      if (seqs.length === 0) return [];
      per.push(seqs);
    }
    return this.resolve(per.length === 1 ? per[0]! : intersectAll(per));
  }

  /** What lookupAll finds at most, without intersecting: its rarest value's count (what the planner compares). */
  lookupAllBound(lists: unknown[][], at: number, values: readonly unknown[]): number {
    let min = Infinity;
    for (const v of values) min = Math.min(min, this.lookupCount(lists.map((l, i) => (i === at ? [v] : l))));
    return min;
  }

  /** The numbers of the records under any of the value combinations, ascending, each once. */
  private seqsOf(lists: unknown[][]): ArrayLike<number> {
    const found: ArrayLike<number>[] = [];
    for (const k of this.keysOf(lists)) {
      const seqs = this.hash!.seqs(k);
      if (seqs.length > 0) found.push(seqs);
    }
    if (found.length === 0) return [];
    return found.length === 1 ? found[0]! : unionAll(found);
  }

  /** How many entries match (capped at COUNT_CAP: only small counts matter to the planner). */
  lookupCount(lists: unknown[][]): number {
    if (this.list) {
      let n = 0;
      for (const v of lists[0]!) n += this.equalRecs(v, COUNT_CAP - n).length;
      return n;
    }
    let n = 0;
    for (const k of this.keysOf(lists)) n += this.hash!.count(k);
    return n;
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
