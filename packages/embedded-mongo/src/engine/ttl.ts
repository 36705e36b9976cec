import type { Catalog } from './catalog.js';
import { Collection } from './collection.js';
import { Index, type Rec } from './index/index.js';
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
