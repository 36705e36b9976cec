import { ObjectId } from 'bson';
import { describe, expect, it } from 'vitest';

import { Catalog } from '../src/engine/catalog.js';
import { findRecords, project, projectRecords } from '../src/engine/find.js';
import type { Doc } from '../src/engine/values.js';

/**
 * A projection decodes only the top-level fields it can output (a page of
 * leads left out each lead's notes and activity, yet decoded
 * them). What it returns must not change: the same documents, fields in
 * the same order, as projecting the whole documents.
 */
describe('projections on partly decoded records', () => {
  it('give what projecting whole documents gives', () => {
    const catalog = new Catalog();
    const coll = catalog.create('db', 'c', {});
    const docs: Doc[] = [
      { _id: 1, name: 'Ann', a: { b: 1, c: [1, 2] }, notes: [{ text: 'x' }], tags: ['t'], score: 3 },
      { _id: new ObjectId(), score: 5, name: 'Bo', notes: [], a: [{ b: 2 }, { b: 3, c: 4 }], extra: null },
      { _id: 'no-name', a: 7 },
      { _id: 4, name: 'Cy', score: 1 },
    ];
    for (const d of docs) catalog.insert(coll, d);
    const recs = findRecords(coll, {});
    const projections: Doc[] = [
      { name: 1 },
      { name: 1, score: true },
      { name: 1, _id: 0 },
      { _id: 1 },
      { _id: 0 },
      { notes: 0 },
      { notes: 0, tags: 0, _id: 0 },
      { 'a.b': 1 },
      { 'a.b': 0 },
      { 'a.c': 1, name: 1 },
      { name: 1, 'a.b': 0 },
      { 'a.b': 0, _id: 0 },
      { name: 2 },
      { name: 1, score: { $add: [1, 2] } },
      { 'a.$': 1 },
      { a: { $slice: 1 } },
      { a: { $elemMatch: { b: 3 } } },
      { missing: 1 },
      { missing: 0 },
    ];
    for (const p of projections) {
      let whole: unknown;
      try {
        whole = project(
          recs.map((r) => r.doc()),
          p,
        );
      } catch (err) {
        whole = (err as Error).message;
      }
      let partly: unknown;
      try {
        partly = projectRecords(recs, p);
      } catch (err) {
        partly = (err as Error).message;
      }
      expect([p, JSON.stringify(partly)]).toEqual([p, JSON.stringify(whole)]);
    }
    // Mixing inclusion and exclusion is refused either way.
    expect(() => projectRecords(recs, { name: 1, notes: 0 })).toThrow();
  });
});
