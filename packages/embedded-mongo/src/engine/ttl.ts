import type { Catalog } from './catalog.js';
import { Collection } from './collection.js';
import { Index, type Rec } from './index/index.js';
import { rawPath, readPath } from './raw.js';
import { typeRank } from './values.js';

/**
 * Deletes documents whose TTL-indexed date is older than expireAfterSeconds,
 * like mongod's TTL monitor (which runs every 60 seconds).
 */
export function reapExpired(catalog: Catalog, now = Date.now()): number {
  let removed = 0;
  for (const colls of catalog.dbs.values()) {
    for (const coll of colls.values()) {
      removed += reapCollection(catalog, coll, now);
      for (const ix of coll.indexes) {
        const secs = ix.spec.expireAfterSeconds;
        if (typeof secs !== 'number' || !ix.list) continue;
        const cutoff = now - secs * 1000;
        const expired = new Set<Rec>();
        for (const e of ix.list.ascending((x) => typeRank(ix.value(x)) >= 45)) {
          const v = ix.value(e);
          if (typeRank(v) !== 45 || (v as Date).getTime() > cutoff) break;
          expired.add(Index.recOf(e));
        }
        for (const rec of expired) {
          if (coll.byId(Collection.idOf(rec)) !== rec) continue;
          catalog.remove(coll, rec);
          removed++;
        }
      }
    }
  }
  return removed;
}

/**
 * Collection-level TTL (`expireAfterSeconds` of a clustered collection on
 * its _id, of a time-series collection on its timeField). mongod drops
 * whole buckets of a time-series collection; this drops single documents.
 */
function reapCollection(catalog: Catalog, coll: Collection, now: number): number {
  const secs = coll.options.expireAfterSeconds;
  if (typeof secs !== 'number') return 0;
  const ts = coll.options.timeseries as { timeField?: string } | undefined;
  const field = ts?.timeField ?? (coll.options.clusteredIndex ? '_id' : null);
  if (!field) return 0;
  const cutoff = now - secs * 1000;
  const path = rawPath(field);
  const expired: Rec[] = [];
  for (const rec of coll.records()) {
    const v = readPath(rec.buf, rec.off, path, true);
    if (v instanceof Date && v.getTime() <= cutoff) expired.push(rec);
  }
  for (const rec of expired) catalog.remove(coll, rec);
  return expired.length;
}
