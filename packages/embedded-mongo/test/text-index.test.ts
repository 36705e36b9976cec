import { MongoServerError } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { findStage } from './support/explain.js';
import { openTestDb, type TestDb } from './support/server.js';

/** text indexes and $text, with mongod 7.0's analysis (English stemming, stop words) and scores. */
let t: TestDb;
beforeAll(async () => {
  t = await openTestDb('text_index');
  const c = t.db.collection<{ _id: number; title: string; body: string }>('notes');
  await c.insertMany([
    { _id: 1, title: 'Running shoes', body: 'Shoes for runners who run every morning' },
    { _id: 2, title: 'Daily routine', body: 'He runs daily before work' },
    { _id: 3, title: 'Evening', body: 'A quiet evening walk by the lake' },
    { _id: 4, title: 'Café visit', body: 'Coffee and a long talk about the evening plans' },
    { _id: 5, title: 'garden', body: 'tomatoes' },
    { _id: 6, title: 'Notes', body: 'the garden needs water' },
  ]);
  await c.createIndex({ title: 'text', body: 'text' }, { weights: { title: 5 } });
});
afterAll(async () => {
  await t.close();
});

const notes = () => t.db.collection<{ _id: number; title?: string; body?: string; score?: number }>('notes');
const ids = async (search: string, extra: object = {}) =>
  (
    await notes()
      .find({ $text: { $search: search, ...extra } })
      .toArray()
  )
    .map((d) => d._id as number)
    .sort((a, b) => a - b);

async function code(p: Promise<unknown>): Promise<number | undefined> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, 'expected a server error').toBeInstanceOf(MongoServerError);
  return (err as MongoServerError).code as number;
}

describe('text indexes', () => {
  it('are listed as mongod stores them', async () => {
    const ix = (await notes().listIndexes().toArray()).find((i) => i.name === 'title_text_body_text');
    expect(ix).toMatchObject({
      key: { _fts: 'text', _ftsx: 1 },
      weights: { body: 1, title: 5 },
      default_language: 'english',
      language_override: 'language',
      textIndexVersion: 3,
    });
  });

  it('allow one text index per collection (85), and $text needs one (27)', async () => {
    expect(await code(notes().createIndex({ other: 'text' }))).toBe(85);
    await t.db.createCollection('plain');
    expect(
      await code(
        t.db
          .collection('plain')
          .find({ $text: { $search: 'x' } })
          .toArray(),
      ),
    ).toBe(27);
  });
});

describe('$text', () => {
  it('stems English words and ignores case and stop words', async () => {
    expect(await ids('run')).toEqual([1, 2]);
    expect(await ids('RUNNING')).toEqual([1, 2]);
    expect(await ids('the')).toEqual([]);
    expect(await ids('walks')).toEqual([3]);
  });

  it('matches any of several terms, folds diacritics, and excludes negated terms', async () => {
    expect(await ids('lake coffee')).toEqual([3, 4]);
    expect(await ids('cafe')).toEqual([4]);
    expect(await ids('evening -walk')).toEqual([4]);
    expect(await ids('-walk')).toEqual([]);
  });

  it('requires every phrase and excludes negated phrases', async () => {
    expect(await ids('"quiet evening"')).toEqual([3]);
    expect(await ids('evening "long talk"')).toEqual([4]);
    expect(await ids('evening -"quiet evening"')).toEqual([4]);
  });

  it('honours $caseSensitive, $diacriticSensitive and $language', async () => {
    expect(await ids('Running', { $caseSensitive: true })).toEqual([1]);
    expect(await ids('RUNNING', { $caseSensitive: true })).toEqual([]);
    expect(await ids('cafe', { $diacriticSensitive: true })).toEqual([]);
    expect(await ids('café', { $diacriticSensitive: true })).toEqual([4]);
    // The query is analysed in its $language; documents were indexed in English, so only stems match.
    expect(await ids('run', { $language: 'none' })).toEqual([1, 2]);
    expect(await ids('runs', { $language: 'none' })).toEqual([]);
  });

  it("scores by mongod's formula and weights; sorts and projects textScore", async () => {
    const docs = await notes()
      .find({ $text: { $search: 'garden' } }, { projection: { score: { $meta: 'textScore' }, title: 1 } })
      .sort({ score: { $meta: 'textScore' } })
      .toArray();
    expect(docs.map((d) => d._id)).toEqual([5, 6]);
    // Title is exactly the term: weight 5 x 1 x (0.5 x 1/1 + 0.5) x 1.1.
    expect(docs[0]!.score).toBeCloseTo(5.5, 6);
    // One of 3 non-stop-word tokens: 1 x 1 x (0.5 x 1/3 + 0.5).
    expect(docs[1]!.score).toBeCloseTo(0.5 / 3 + 0.5, 6);
    expect(Object.keys(docs[0]!)).toEqual(['_id', 'title', 'score']);
  });

  it('combines with other conditions, and stays current through updates and deletes', async () => {
    expect(
      (
        await notes()
          .find({ $text: { $search: 'evening' }, _id: { $gt: 3 } })
          .toArray()
      ).map((d) => d._id),
    ).toEqual([4]);
    await notes().updateOne({ _id: 3 }, { $set: { body: 'A quiet night swim' } });
    expect(await ids('walk')).toEqual([]);
    expect(await ids('swimming')).toEqual([3]);
    await notes().insertOne({ _id: 7, title: 'Swim club', body: 'Meets on Mondays' });
    expect(await ids('swim')).toEqual([3, 7]);
    await notes().deleteOne({ _id: 7 });
    expect(await ids('swim')).toEqual([3]);
  });

  it('works as the first $match of a pipeline with textScore in later stages', async () => {
    const out = await notes()
      .aggregate([
        { $match: { $text: { $search: 'garden tomato' } } },
        { $sort: { score: { $meta: 'textScore' } } },
        { $project: { _id: 1, s: { $meta: 'textScore' } } },
      ])
      .toArray();
    expect(out.map((d) => d._id)).toEqual([5, 6]);
    expect(out[0]!.s).toBeGreaterThan(out[1]!.s);
    expect(Object.keys(out[0]!)).toEqual(['_id', 's']);
    expect(
      await code(
        notes()
          .aggregate([{ $match: { _id: 1 } }, { $match: { $text: { $search: 'x' } } }])
          .toArray(),
      ),
    ).toBe(17313);
  });

  it('explains as a text plan', async () => {
    const e = await notes()
      .find({ $text: { $search: 'evening' } })
      .explain('executionStats');
    expect(findStage(e.queryPlanner.winningPlan, 'TEXT_MATCH')).toBeDefined();
    expect(e.executionStats.nReturned).toBe(2);
  });
});

describe('languages', () => {
  it("uses each document's language field and refuses unknown languages (17262)", async () => {
    const c = t.db.collection<{ _id: number; text: string; language?: string }>('multi');
    await c.createIndex({ text: 'text' });
    await c.insertMany([
      { _id: 1, text: 'running late', language: 'none' },
      { _id: 2, text: 'running late' },
    ]);
    const found = async (search: string, extra: object = {}) => (await c.find({ $text: { $search: search, ...extra } }).toArray()).map((d) => d._id).sort();
    expect(await found('run')).toEqual([2]);
    expect(await found('running', { $language: 'none' })).toEqual([1]);
    expect(await code(c.insertOne({ _id: 3, text: 'x', language: 'klingon' }))).toBe(17262);
  });

  it('indexes every string field with a wildcard text index', async () => {
    const c = t.db.collection<{ _id: number } & Record<string, unknown>>('wild');
    await c.createIndex({ '$**': 'text' });
    await c.insertMany([
      { _id: 1, a: 'apples', nested: { b: 'pears' } },
      { _id: 2, list: ['plums', 'apple pie'] },
    ]);
    expect((await c.find({ $text: { $search: 'pear' } }).toArray()).map((d) => d._id)).toEqual([1]);
    expect((await c.find({ $text: { $search: 'apple' } }).toArray()).map((d) => d._id).sort()).toEqual([1, 2]);
  });
});
