import { UUID } from 'bson';

import { MongoError } from '../errors.js';
import { DocStore, type Rec } from './docStore.js';
import { formatKeyValue } from './format.js';
import { Index, type IndexValues } from './index/index.js';
import { type IndexSpec, sameKey, sameOptions } from './index/indexSpec.js';
import { makeIndex } from './index/kinds.js';
import { filterFields } from './query.js';
import { decodeFields, rawPath, readPath } from './raw.js';
import { type Doc } from './values.js';

export const ID_INDEX: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };
const ID_PATH = rawPath('_id');

/**
 * Documents of one namespace plus their indexes. Methods here enforce
 * uniqueness and keep indexes in step; journaling is the catalog's job.
 * Documents are stored as BSON (docStore.ts); callers pass both the decoded
 * document (for index keys) and its encoding (what is stored).
 */
export class Collection {
  readonly db: string;
  readonly name: string;
  readonly options: Doc;
  readonly uuid = new UUID();
  readonly indexes: Index[] = [new Index(ID_INDEX)];
  private seq = 0;
  private readonly store = new DocStore(() => this.records());
  /**
   * Records in natural (insertion) order. Removed records stay as dead
   * handles until they are more than half of the list, then the list is
   * rebuilt (a new array, so iterations in progress are unaffected).
   */
  private order: Rec[] = [];
  private dead = 0;
  /** Top-level fields the indexes read (null: some partial filter may read any). */
  private indexedFields: Buffer[] | null = [Buffer.from('_id')];

  constructor(db: string, name: string, options: Doc = {}) {
    this.db = db;
    this.name = name;
    this.options = options;
  }

  /** Replaces the options in place (collMod); the object stays the same so holders of it see the change. */
  setOptions(options: Doc): void {
    if (options === this.options) return;
    for (const k of Object.keys(this.options)) delete this.options[k];
    Object.assign(this.options, options);
  }

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  get idIndex(): Index {
    return this.indexes[0]!;
  }

  get size(): number {
    return this.order.length - this.dead;
  }

  /** Sum of the stored documents' BSON sizes (what a capped collection's size limits). */
  get dataSize(): number {
    return this.bytes;
  }

  private bytes = 0;

  /**
   * All records in natural order: insertion order, or _id order for a
   * clustered collection (whose documents are stored by _id on mongod).
   */
  *records(): Generator<Rec> {
    if (this.options.clusteredIndex) {
      for (const e of this.idIndex.list!.ascending()) yield Index.recOf(e);
      return;
    }
    yield* this.insertionOrder();
  }

  /** The sequence number of the last insert (tailable cursors start after it). */
  get lastSeq(): number {
    return this.seq;
  }

  /** Live records inserted after seq, oldest first (what a tailable cursor has not seen yet). */
  newerThan(seq: number): Rec[] {
    const list = this.order;
    let i = list.length;
    while (i > 0 && list[i - 1]!.seq > seq) i--;
    const out: Rec[] = [];
    for (; i < list.length; i++) if (this.store.isLive(list[i]!)) out.push(list[i]!);
    return out;
  }

  /** The oldest live record (what a capped collection evicts first). */
  oldest(): Rec | undefined {
    for (const rec of this.insertionOrder()) return rec;
    return undefined;
  }

  private *insertionOrder(): Generator<Rec> {
    const list = this.order;
    for (let i = 0; i < list.length; i++) {
      const rec = list[i]!;
      if (this.store.isLive(rec)) yield rec;
    }
  }

  /**
   * The live records with these insertion numbers (ascending), in that
   * order: what compound indexes keep instead of the records (Postings).
   * `order` is ascending in seq and seq k sits at position k - 1 or before
   * (numbers start at 1 and only removals shift records down), so without
   * removals the first probe finds it; otherwise a binary search from the
   * last one found.
   */
  readonly recsOfSeqs = (seqs: ArrayLike<number>): Rec[] => {
    const list = this.order;
    const out = new Array<Rec>(seqs.length);
    let lo = 0;
    for (let i = 0; i < seqs.length; i++) {
      const seq = seqs[i]!;
      let hi = Math.min(list.length - 1, seq - 1);
      if (list[hi]!.seq !== seq) {
        while (lo < hi) {
          const mid = (lo + hi) >>> 1;
          if (list[mid]!.seq < seq) lo = mid + 1;
          else hi = mid;
        }
        if (list[hi]?.seq !== seq) throw new Error(`record ${seq} of ${this.ns} is not stored`);
      }
      out[i] = list[hi]!;
      lo = hi + 1;
    }
    return out;
  };

  byId(id: unknown): Rec | undefined {
    for (const rec of this.idIndex.lookup([[id]])) return rec;
    return undefined;
  }

  /** The stored document's _id, decoded. */
  static idOf(rec: Rec): unknown {
    return readPath(rec.buf, rec.off, ID_PATH, true);
  }

  insert(doc: Doc, bytes: Uint8Array): Rec {
    const values = this.indexes.map((ix) => ix.valuesOf(doc));
    this.checkUnique(values, null);
    const rec = this.store.newRec(bytes, ++this.seq);
    this.bytes += rec.size;
    this.order.push(rec);
    this.indexes.forEach((ix, i) => ix.add(rec, values[i]!));
    return rec;
  }

  replace(rec: Rec, doc: Doc, bytes: Uint8Array): void {
    const before = this.indexValues(rec);
    const after = this.indexes.map((ix) => ix.valuesOf(doc));
    this.checkUnique(after, rec);
    // Entries whose keys change leave while rec still holds the old bytes
    // (plain entries read their key from them) and come back with the new.
    const changed = this.indexes.map((ix, i) => !ix.sameEntries(before[i]!, after[i]!));
    this.indexes.forEach((ix, i) => changed[i] && ix.remove(rec, before[i]!));
    this.bytes -= rec.size;
    this.store.rewrite(rec, bytes);
    this.bytes += rec.size;
    this.indexes.forEach((ix, i) => changed[i] && ix.add(rec, after[i]!));
  }

  remove(rec: Rec): void {
    const before = this.indexValues(rec);
    this.indexes.forEach((ix, i) => ix.remove(rec, before[i]!));
    this.bytes -= rec.size;
    this.store.release(rec);
    if (++this.dead * 2 > this.order.length) {
      this.order = this.order.filter((r) => this.store.isLive(r));
      this.dead = 0;
    }
  }

  /** Each index's values for a stored record, decoding only the fields indexes read. */
  private indexValues(rec: Rec): Array<IndexValues | null> {
    const doc = this.indexedFields ? decodeFields(rec.buf, rec.off, this.indexedFields) : rec.doc();
    return this.indexes.map((ix) => ix.valuesOf(doc));
  }

  private updateIndexedFields(): void {
    const names = new Set<string>();
    for (const ix of this.indexes) {
      for (const f of ix.fields) names.add(f.parts[0]!);
      const pfe = ix.spec.partialFilterExpression;
      if (ix.readsAnyField || (pfe && !filterFields(pfe, names))) {
        this.indexedFields = null;
        return;
      }
    }
    this.indexedFields = [...names].map((n) => Buffer.from(n, 'utf8'));
  }

  findIndex(name: string): Index | undefined {
    return this.indexes.find((ix) => ix.name === name);
  }

  /**
   * Validates a requested index against the existing ones: returns false when an
   * identical index exists, throws mongod's 85/86 conflicts.
   */
  checkNewIndex(spec: IndexSpec): boolean {
    for (const ix of this.indexes) {
      const keyMatch = sameKey(ix.spec.key, spec.key);
      if (ix.name === spec.name) {
        if (keyMatch && sameOptions(ix.spec, spec)) return false;
        throw new MongoError(
          86,
          `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(ix.spec)}`,
        );
      }
      if (keyMatch && sameOptions(ix.spec, spec)) {
        throw new MongoError(85, `Index already exists with a different name: ${ix.name}`);
      }
      if (keyMatch && !spec.partialFilterExpression && !ix.spec.partialFilterExpression) {
        throw new MongoError(
          85,
          `An equivalent index already exists with the same name but different options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(ix.spec)}`,
        );
      }
    }
    return true;
  }

  addIndex(spec: IndexSpec): void {
    const ix = makeIndex(spec);
    ix.resolve = this.recsOfSeqs;
    const fields = new Set(ix.fields.map((f) => f.parts[0]!));
    const names =
      ix.readsAnyField || (spec.partialFilterExpression && !filterFields(spec.partialFilterExpression, fields))
        ? null
        : [...fields].map((n) => Buffer.from(n, 'utf8'));
    ix.build(this.records(), (rec) => (names ? decodeFields(rec.buf, rec.off, names) : rec.doc()));
    if (ix.unique) {
      const dup = ix.findDuplicate();
      if (dup) {
        const values = ix.valuesOf(dup.rec.doc());
        throw this.dupError(ix, values?.fields ?? [], dup.value);
      }
    }
    this.indexes.push(ix);
    this.updateIndexedFields();
  }

  dropIndex(name: string): void {
    const i = this.indexes.findIndex((ix) => ix.name === name);
    if (i > 0) this.indexes.splice(i, 1);
    this.updateIndexedFields();
  }

  private checkUnique(values: Array<IndexValues | null>, self: Rec | null): void {
    this.indexes.forEach((ix, i) => {
      const v = values[i];
      if (!ix.unique || !v) return;
      if (ix.conflict(v, self)) throw this.dupError(ix, v.fields);
    });
  }

  private dupError(ix: Index, values: unknown[][], known?: unknown): MongoError {
    const keyValue: Doc = {};
    ix.fields.forEach((f, i) => {
      keyValue[f.path] = (known !== undefined ? known : values[i]?.find((v) => ix.lookupCount([[v]]) > 0)) ?? values[i]?.[0] ?? null;
    });
    // Compound keys: report the first combination that collides.
    if (ix.fields.length > 1) ix.fields.forEach((f, i) => (keyValue[f.path] = values[i]?.[0] ?? null));
    return new MongoError(11000, `E11000 duplicate key error collection: ${this.ns} index: ${ix.name} dup key: ${formatKeyValue(keyValue)}`, {
      keyPattern: ix.spec.key,
      keyValue,
    });
  }
}
