import { ObjectId } from 'bson';
import { describe, expect, it } from 'vitest';

import { Catalog } from '../src/engine/catalog.js';
import { findRecords } from '../src/engine/find.js';
import type { Doc } from '../src/engine/values.js';

/**
 * Compound indexes keep records as numbers and keys as hashes
 * (index/keyHash.ts): through inserts, updates that move records between
 * keys, and deletes (past half of them, so the collection compacts its
 * record list), every lookup answers what a scan of the same documents
 * answers, and a unique compound index still refuses a duplicate.
 */
const owners = [new ObjectId(), new ObjectId(), new ObjectId()];
const stages = ['new', 'won', 'lost'];

function docOf(i: number): Doc {
  return {
    _id: i,
    userId: owners[i % 3],
    stage: stages[(i >> 2) % 3],
    email: `p${i}@x.com`,
    // Search keys: shared ones, one of its own, sometimes none or a scalar.
    keys: i % 29 === 0 ? 'solo' : i % 31 === 0 ? [] : [`k${i % 7}`, `k${i % 11}`, `own${i}`],
  };
}

function collections() {
  const catalog = new Catalog();
  const indexed = catalog.create('db', 'indexed', {});
  const plain = catalog.create('db', 'plain', {});
  catalog.addIndex(indexed, { v: 2, key: { userId: 1, stage: 1 }, name: 'userId_1_stage_1' });
  catalog.addIndex(indexed, { v: 2, key: { userId: 1, email: 1 }, name: 'userId_1_email_1', unique: true });
  catalog.addIndex(indexed, { v: 2, key: { userId: 1, keys: 1 }, name: 'userId_1_keys_1' });
  return { catalog, indexed, plain };
}

const ids = (recs: { doc(): Doc }[]) => recs.map((r) => r.doc()._id as number).sort((a, b) => a - b);

describe('compound indexes through writes', () => {
  it('answer every lookup as a scan does', () => {
    const { catalog, indexed, plain } = collections();
    const write = (fn: (coll: typeof indexed) => void) => [indexed, plain].forEach(fn);
    for (let i = 0; i < 1500; i++) write((c) => catalog.insert(c, docOf(i)));
    const check = () => {
      for (const u of owners) {
        const filters: Doc[] = [
          { userId: u, stage: 'won' },
          { userId: u, stage: { $in: ['new', 'lost'] } },
          { userId: u, email: 'p3@x.com' },
          { userId: u, email: 'p4@x.com' },
          { userId: u, keys: 'k3' },
          { userId: u, keys: 'solo' },
          { userId: u, keys: { $all: ['k3', 'k5'] } },
          { userId: u, keys: { $all: ['k3', 'k5'] }, stage: 'new' },
          { userId: u, keys: { $all: ['k2', 'own302'] } },
          { userId: u, keys: { $all: ['k1', 'missing'] } },
          { userId: { $in: owners }, keys: { $all: ['k6', 'k10'] } },
        ];
        for (const filter of filters) expect([filter, ids(findRecords(indexed, { filter }))]).toEqual([filter, ids(findRecords(plain, { filter }))]);
      }
    };
    check();
    // Updates that move records to other stages, owners and keys; then deletes past half the records.
    const changed = (d: Doc, i: number): Doc => ({ ...d, stage: stages[i % 3], userId: owners[(i + 1) % 3], keys: i % 2 ? [`k${i % 5}`, 'k3'] : d.keys });
    for (const c of [indexed, plain]) {
      [...c.records()].forEach((rec, i) => {
        if (i % 4 === 0) catalog.replace(c, rec, changed(rec.doc(), i));
      });
    }
    check();
    for (const c of [indexed, plain]) [...c.records()].forEach((rec, i) => i % 5 !== 0 && catalog.remove(c, rec));
    for (let i = 1500; i < 1700; i++) write((c) => catalog.insert(c, docOf(i)));
    check();
    // The unique compound index: a taken (userId, email) is refused, a free one is not.
    const taken = findRecords(indexed, { filter: {} })[0]!.doc();
    expect(() => catalog.insert(indexed, { _id: 'dup', userId: taken.userId, email: taken.email })).toThrow(/E11000/);
    expect(() => catalog.insert(indexed, { _id: 'free', userId: owners[0], email: 'p1@x.com' })).not.toThrow();
  });
});
