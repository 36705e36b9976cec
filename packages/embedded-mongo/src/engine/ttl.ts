import type { Catalog } from './catalog.js';
import type { Rec } from './index/index.js';
import { typeRank } from './values.js';

/**
 * Deletes documents whose TTL-indexed date is older than expireAfterSeconds,
 * like mongod's TTL monitor (which runs every 60 seconds).
 */
export function reapExpired(catalog: Catalog, now = Date.now()): number {
  let removed = 0;
  for (const colls of catalog.dbs.values()) {
    for (const coll of colls.values()) {
      for (const ix of coll.indexes) {
        const secs = ix.spec.expireAfterSeconds;
        const sorted = typeof secs === 'number' ? ix.sorted(() => coll.records()) : null;
        if (typeof secs !== 'number' || !sorted) continue;
        const cutoff = now - secs * 1000;
        const expired = new Set<Rec>();
        for (const e of sorted.ascending((x) => typeRank(x.v) >= 45)) {
          if (typeRank(e.v) !== 45 || (e.v as Date).getTime() > cutoff) break;
          expired.add(e.r);
        }
        for (const rec of expired) {
          if (coll.byId(rec.doc._id) !== rec) continue;
          catalog.remove(coll, rec);
          removed++;
        }
      }
    }
  }
  return removed;
}
