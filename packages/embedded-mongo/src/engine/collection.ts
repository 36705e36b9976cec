import { UUID } from 'bson';
import { MongoError } from '../errors.js';
import { Index, type Rec } from './index/index.js';
import { sameKey, sameOptions, type IndexSpec } from './index/indexSpec.js';
import { formatKeyValue } from './format.js';
import { keyOf, type Doc } from './values.js';

export const ID_INDEX: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };

/**
 * Documents of one namespace plus their indexes. Methods here enforce
 * uniqueness and keep indexes in step; journaling is the catalog's job.
 */
export class Collection {
  readonly db: string;
  readonly name: string;
  readonly options: Doc;
  readonly uuid = new UUID();
  readonly indexes: Index[] = [new Index(ID_INDEX)];
  private seq = 0;

  constructor(db: string, name: string, options: Doc = {}) {
    this.db = db;
    this.name = name;
    this.options = options;
  }

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  get idIndex(): Index {
    return this.indexes[0]!;
  }

  get size(): number {
    return this.idIndex.hash.size;
  }

  /** All records in natural (insertion) order. */
  records(): IterableIterator<Rec> {
    return this.idIndex.hash.values() as IterableIterator<Rec>;
  }

  byId(id: unknown): Rec | undefined {
    return this.idIndex.hash.get(keyOf(id)) as Rec | undefined;
  }

  insert(doc: Doc): Rec {
    const rec: Rec = { doc, seq: ++this.seq };
    const values = this.indexes.map((ix) => ix.valuesOf(doc));
    this.checkUnique(values, null);
    this.indexes.forEach((ix, i) => ix.add(rec, values[i]!));
    return rec;
  }

  replace(rec: Rec, doc: Doc): void {
    const before = this.indexes.map((ix) => ix.valuesOf(rec.doc));
    const after = this.indexes.map((ix) => ix.valuesOf(doc));
    this.checkUnique(after, rec);
    this.indexes.forEach((ix, i) => {
      const b = before[i]!;
      const a = after[i]!;
      if (b && a && sameKeys(ix, b, a)) return;
      ix.remove(rec, b);
      ix.add(rec, a);
    });
    rec.doc = doc;
  }

  remove(rec: Rec): void {
    for (const ix of this.indexes) ix.remove(rec, ix.valuesOf(rec.doc));
  }

  clear(): void {
    const specs = this.indexes.map((ix) => ix.spec);
    this.indexes.length = 0;
    for (const s of specs) this.indexes.push(new Index(s));
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
        throw new MongoError(85, `An equivalent index already exists with the same name but different options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(ix.spec)}`);
      }
    }
    return true;
  }

  addIndex(spec: IndexSpec): void {
    const ix = new Index(spec);
    ix.build(this.records());
    if (ix.unique) {
      for (const [, hit] of ix.hash) {
        if (hit instanceof Set) {
          const doc = hit.values().next().value!.doc;
          const values = ix.valuesOf(doc) ?? [];
          throw this.dupError(ix, values);
        }
      }
    }
    this.indexes.push(ix);
  }

  dropIndex(name: string): void {
    const i = this.indexes.findIndex((ix) => ix.name === name);
    if (i > 0) this.indexes.splice(i, 1);
  }

  private checkUnique(values: Array<unknown[][] | null>, self: Rec | null): void {
    this.indexes.forEach((ix, i) => {
      const v = values[i];
      if (!ix.unique || !v) return;
      if (ix.conflict(ix.keysOf(v), self)) throw this.dupError(ix, v);
    });
  }

  private dupError(ix: Index, values: unknown[][]): MongoError {
    const keyValue: Doc = {};
    ix.fields.forEach((f, i) => {
      keyValue[f.path] = values[i]?.find((v) => ix.lookupCount(ix.keysOf([[v]])[0]!) > 0) ?? values[i]?.[0] ?? null;
    });
    // Compound keys: report the first combination that collides.
    if (ix.fields.length > 1) ix.fields.forEach((f, i) => (keyValue[f.path] = values[i]?.[0] ?? null));
    return new MongoError(
      11000,
      `E11000 duplicate key error collection: ${this.ns} index: ${ix.name} dup key: ${formatKeyValue(keyValue)}`,
      { keyPattern: ix.spec.key, keyValue },
    );
  }
}

/** Unchanged keys mean the index entries can stay (most updates touch unindexed fields). */
function sameKeys(ix: Index, a: unknown[][], b: unknown[][]): boolean {
  const ka = ix.keysOf(a);
  const kb = ix.keysOf(b);
  return ka.length === kb.length && ka.every((k, i) => k === kb[i]);
}
