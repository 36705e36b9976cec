import { Long } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDb, type TestDb } from './support/server.js';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb('graph_lookup');
  await t.db.collection('employees').insertMany([
    { _id: 1, name: 'Dev' },
    { _id: 2, name: 'Eliot', reportsTo: 'Dev' },
    { _id: 3, name: 'Ron', reportsTo: 'Eliot' },
    { _id: 4, name: 'Andrew', reportsTo: 'Eliot' },
    { _id: 5, name: 'Asya', reportsTo: 'Ron' },
    { _id: 6, name: 'Dan', reportsTo: 'Andrew' },
  ] as never[]);
});
afterAll(async () => {
  await t.close();
});

/* $graphLookup, on the MongoDB manual's employees example. */
describe('$graphLookup', () => {
  const hierarchy = async (extra: object = {}) => {
    const docs = await t.db
      .collection('employees')
      .aggregate(
        [
          { $graphLookup: { from: 'employees', startWith: '$reportsTo', connectFromField: 'reportsTo', connectToField: 'name', as: 'chain', ...extra } },
          { $sort: { _id: 1 } },
        ],
        { promoteLongs: false },
      )
      .toArray();
    return new Map(docs.map((d) => [d.name as string, d.chain as Array<Record<string, unknown>>]));
  };

  it('follows connectFromField to connectToField recursively; a missing start finds nothing', async () => {
    const h = await hierarchy();
    expect(h.get('Dev')).toEqual([]);
    expect(
      h
        .get('Asya')!
        .map((d) => d.name)
        .sort(),
    ).toEqual(['Dev', 'Eliot', 'Ron']);
  });

  it('maxDepth bounds the search (0 = direct matches only); depthField is a long', async () => {
    const h = await hierarchy({ maxDepth: 1, depthField: 'level' });
    const asya = h.get('Asya')!;
    expect(asya.map((d) => d.name).sort()).toEqual(['Eliot', 'Ron']);
    const ron = asya.find((d) => d.name === 'Ron')!;
    expect(ron.level).toEqual(Long.fromNumber(0));
    expect(Object.keys(ron).at(-1)).toBe('level');
    expect((await hierarchy({ maxDepth: 0 })).get('Dan')!.map((d) => d.name)).toEqual(['Andrew']);
  });

  it('restrictSearchWithMatch filters the documents searched', async () => {
    const h = await hierarchy({ restrictSearchWithMatch: { name: { $ne: 'Eliot' } } });
    expect(h.get('Asya')!.map((d) => d.name)).toEqual(['Ron']);
  });
});
