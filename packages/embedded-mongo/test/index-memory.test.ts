import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

import { ObjectId } from 'bson';
import { describe, expect, it } from 'vitest';

import { Catalog } from '../src/engine/catalog.js';
import { findRecords } from '../src/engine/find.js';

/**
 * What compound indexes cost the V8 heap: every major garbage
 * collection walks that heap, and while it marks, the one thread that
 * answers queries waits. With 200k leads, compound indexes keyed by a
 * string per record and search keys held in Sets made ~650 MB of heap, and
 * bench:leads saw requests stall 50-150 ms during each collection. Keys are
 * now 32-bit hashes and shared keys' records numbers in typed arrays
 * (index/keyHash.ts, index/postings.ts).
 */
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function heapUsed(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

const N = 40_000;
const owners = Array.from({ length: 20 }, () => new ObjectId());

function filled() {
  const catalog = new Catalog();
  const coll = catalog.create('db', 'leads', {});
  for (let i = 0; i < N; i++) {
    const sortKey = `2026-01-01T00:00:00.${String(i).padStart(6, '0')}Z|${new ObjectId().toHexString()}`;
    // ~12 search keys each, drawn from a few hundred (a name's, an email's and a phone's trigrams).
    const keys = Array.from({ length: 12 }, (_, k) => `g${(i * 7 + k * 131) % 600}`);
    catalog.insert(coll, { _id: new ObjectId(), userId: owners[i % owners.length], sortKey, stage: ['new', 'won'][i % 2], keys });
  }
  return { catalog, coll };
}

describe('compound index memory', () => {
  it('keeps a unique key per record, a shared key and search keys in a few bytes of heap per entry', () => {
    const { catalog, coll } = filled();
    const perEntry = (key: Record<string, number>, entries: number): number => {
      const before = heapUsed();
      catalog.addIndex(coll, { v: 2, key, name: Object.keys(key).join('_') });
      return (heapUsed() - before) / entries;
    };
    // A string key per record was ~200 bytes each; a Set entry ~30.
    expect(perEntry({ userId: 1, sortKey: -1 }, N)).toBeLessThan(60);
    expect(perEntry({ userId: 1, stage: 1 }, N)).toBeLessThan(10);
    expect(perEntry({ userId: 1, keys: 1 }, N * 12)).toBeLessThan(10);
    // And they still answer.
    const u = owners[3]!;
    const some = findRecords(coll, { filter: { userId: u } })[7]!.doc();
    expect(findRecords(coll, { filter: { userId: u, sortKey: some.sortKey } }).map((r) => r.doc()._id)).toEqual([some._id]);
    expect(findRecords(coll, { filter: { userId: u, stage: 'new' } })).toHaveLength(0); // owners[3] holds odd i only: all won
    expect(findRecords(coll, { filter: { userId: u, stage: 'won' } })).toHaveLength(N / owners.length);
    expect(findRecords(coll, { filter: { userId: u, keys: { $all: (some.keys as string[]).slice(0, 3) } } }).length).toBeGreaterThan(0);
  });
});
