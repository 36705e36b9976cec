import { deserialize, serialize } from 'bson';

import { MongoError } from '../errors.js';
import type { Journal } from '../storage/journal.js';
import type { LogRecord } from '../storage/records.js';
import { Collection } from './collection.js';
import { cappedLimits, checkTimeseriesDoc } from './collectionOptions.js';
import type { Rec } from './index/index.js';
import type { IndexSpec } from './index/indexSpec.js';
import { encodeDoc, hasInt64 } from './raw.js';
import { checkValidator } from './validation.js';
import { type Doc, promoteLongs, restoreLongs } from './values.js';

export const MAX_BSON_SIZE = 16 * 1024 * 1024;

/**
 * All databases and collections, and the single place where state changes:
 * every mutation is applied in memory and appended to the journal in the same
 * tick, so the journal replays into exactly this state. Each mutation first
 * asks the journal whether writes are still accepted, so a refused write
 * never changes memory (see Journal's failure handling).
 */
export class Catalog {
  readonly dbs = new Map<string, Map<string, Collection>>();
  journal: Journal | null = null;

  get(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  collections(db: string): Collection[] {
    return [...(this.dbs.get(db)?.values() ?? [])];
  }

  /** Implicit creation, as an insert or createIndexes into a new namespace does. */
  ensure(db: string, name: string): { coll: Collection; created: boolean } {
    const existing = this.get(db, name);
    if (existing) return { coll: existing, created: false };
    return { coll: this.create(db, name, {}), created: true };
  }

  create(db: string, name: string, options: Doc): Collection {
    this.journal?.assertWritable();
    validateName(db, name);
    if (this.get(db, name)) throw new MongoError(48, `Collection ${db}.${name} already exists.`);
    const coll = new Collection(db, name, options);
    let colls = this.dbs.get(db);
    if (!colls) this.dbs.set(db, (colls = new Map()));
    colls.set(name, coll);
    this.journal?.append('c', coll.ns, serialize({ options }));
    return coll;
  }

  drop(coll: Collection): void {
    this.journal?.assertWritable();
    this.dbs.get(coll.db)?.delete(coll.name);
    if (this.dbs.get(coll.db)?.size === 0) this.dbs.delete(coll.db);
    this.journal?.append('x', coll.ns);
  }

  dropDatabase(db: string): void {
    this.journal?.assertWritable();
    this.dbs.delete(db);
    this.journal?.append('D', db);
  }

  /** `bypassValidation`: bypassDocumentValidation, or a copy of documents already stored (renameCollection). */
  insert(coll: Collection, doc: Doc, bypassValidation = false): Rec {
    this.journal?.assertWritable();
    // The bytes keep the document's longs; validators and index keys see them as numbers, as queries do.
    const plain = promoteLongs(doc);
    if (!bypassValidation) checkValidator(coll, plain);
    checkTimeseriesDoc(coll.options, plain);
    const bytes = encode(doc);
    const rec = coll.insert(plain, bytes);
    this.journal?.append('i', coll.ns, bytes);
    this.evictCapped(coll, rec);
    return rec;
  }

  /**
   * A capped collection over its size or document cap loses its oldest
   * documents (never the one just written). Each eviction is journaled as a
   * delete, so replay reaches the same contents.
   */
  evictCapped(coll: Collection, keep?: Rec): void {
    const cap = cappedLimits(coll.options);
    if (!cap) return;
    while (coll.dataSize > cap.bytes || coll.size > cap.max) {
      const oldest = coll.oldest();
      if (!oldest || oldest === keep) return;
      this.remove(coll, oldest);
    }
  }

  replace(coll: Collection, rec: Rec, doc: Doc, bypassValidation = false): void {
    this.journal?.assertWritable();
    if (!bypassValidation) checkValidator(coll, doc, () => rec.doc());
    // Values the update left as they were keep their stored type: a long stays a long.
    const stored = rec.bytes();
    const bytes = encode(hasInt64(stored) ? restoreLongs(doc, deserialize(stored, { promoteLongs: false })) : doc);
    coll.replace(rec, doc, bytes);
    this.journal?.append('u', coll.ns, bytes);
  }

  remove(coll: Collection, rec: Rec): void {
    this.journal?.assertWritable();
    const id = Collection.idOf(rec);
    coll.remove(rec);
    this.journal?.append('d', coll.ns, serialize({ id }));
  }

  addIndex(coll: Collection, spec: IndexSpec): void {
    this.journal?.assertWritable();
    coll.addIndex(spec);
    this.journal?.append('I', coll.ns, serialize({ spec }));
  }

  /**
   * collMod of collection options: journaled as a 'c' record, which replay
   * applies to an existing collection as "set its options".
   */
  setOptions(coll: Collection, options: Doc): void {
    this.journal?.assertWritable();
    coll.setOptions(options);
    this.journal?.append('c', coll.ns, serialize({ options }));
  }

  /** collMod of an index: journaled as an 'I' record with the new spec, which replay applies to the existing index. */
  setIndexSpec(coll: Collection, spec: IndexSpec): void {
    this.journal?.assertWritable();
    coll.findIndex(spec.name)?.setSpec(spec);
    this.journal?.append('I', coll.ns, serialize({ spec }));
  }

  dropIndex(coll: Collection, name: string): void {
    this.journal?.assertWritable();
    coll.dropIndex(name);
    this.journal?.append('X', coll.ns, serialize({ name }));
  }

  /** Re-applies one journal or snapshot record; never journals. */
  apply(r: LogRecord): void {
    const [db, name] = splitNs(r.ns);
    const body = () => deserialize(r.body);
    const coll = () => this.get(db, name) ?? this.createSilently(db, name, {});
    switch (r.op) {
      case 'c': {
        const existing = this.get(db, name);
        if (existing) existing.setOptions((body().options as Doc) ?? {});
        else this.createSilently(db, name, (body().options as Doc) ?? {});
        return;
      }
      case 'x':
        this.dbs.get(db)?.delete(name);
        return;
      case 'D':
        this.dbs.delete(r.ns);
        return;
      case 'i':
      case 'u': {
        const doc = body();
        const c = coll();
        const rec = c.byId(doc._id);
        if (rec) c.replace(rec, doc, encode(doc));
        else c.insert(doc, encode(doc));
        return;
      }
      case 'd': {
        const c = this.get(db, name);
        const rec = c?.byId(body().id);
        if (c && rec) c.remove(rec);
        return;
      }
      case 'I': {
        const spec = body().spec as IndexSpec;
        const c = coll();
        const existing = c.findIndex(spec.name);
        if (existing) existing.setSpec(spec);
        else c.addIndex(spec);
        return;
      }
      case 'X':
        this.get(db, name)?.dropIndex(String(body().name));
        return;
      default:
    }
  }

  private createSilently(db: string, name: string, options: Doc): Collection {
    const saved = this.journal;
    this.journal = null;
    try {
      return this.create(db, name, options);
    } finally {
      this.journal = saved;
    }
  }
}

export function splitNs(ns: string): [string, string] {
  const i = ns.indexOf('.');
  return i < 0 ? [ns, ''] : [ns.slice(0, i), ns.slice(i + 1)];
}

/** The stored (and journaled) bytes of a document, after the 16 MB check (a view: see encodeDoc). */
function encode(doc: Doc): Buffer {
  return encodeDoc(doc, MAX_BSON_SIZE, tooLarge);
}

function tooLarge(size: number): MongoError {
  return new MongoError(10334, `BSONObj size: ${size} (0x${size.toString(16).toUpperCase()}) is invalid. Size must be between 0 and 16793600(16MB)`);
}

function validateName(db: string, name: string): void {
  if (!db || /[/\\. "$\0]/.test(db)) throw new MongoError(73, `Invalid database name: '${db}'`);
  if (!name || name.includes('$') || name.includes('\0') || name.startsWith('.') || name.startsWith('system.')) {
    if (!name.startsWith('system.')) throw new MongoError(73, `Invalid collection name: ${name}`);
  }
}
