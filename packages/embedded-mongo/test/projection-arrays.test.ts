import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDb, type TestDb } from './support/server.js';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb('projection_arrays');
  await t.db.collection('posts').insertMany([
    {
      _id: 1,
      title: 'a',
      tags: ['red', 'green', 'blue'],
      grades: [70, 85, 92],
      comments: [
        { by: 'x', n: 1 },
        { by: 'y', n: 2 },
        { by: 'x', n: 3 },
      ],
      secret: 's',
    },
    { _id: 2, title: 'b', tags: ['gray'], grades: [50], comments: [], secret: 't' },
  ] as never[]);
});
afterAll(async () => {
  await t.close();
});

const find = (filter: object, projection: object) =>
  t.db
    .collection('posts')
    .find(filter, { projection, sort: { _id: 1 } })
    .toArray();

/* Array projection operators, as mongod 4.4+ answers them. */
describe('$elemMatch projection', () => {
  it('takes operators on an array of scalars and returns the first matching element', async () => {
    expect(await find({}, { tags: { $elemMatch: { $in: ['green', 'blue'] } } })).toEqual([{ _id: 1, tags: ['green'] }, { _id: 2 }]);
    expect(await find({ _id: 1 }, { grades: { $elemMatch: { $gte: 80, $lt: 90 } } })).toEqual([{ _id: 1, grades: [85] }]);
  });

  it('matches subdocuments by their fields and comes after the other included fields', async () => {
    const [doc] = await find({ _id: 1 }, { comments: { $elemMatch: { by: 'x', n: { $gt: 1 } } }, title: 1 });
    expect(doc).toEqual({ _id: 1, title: 'a', comments: [{ by: 'x', n: 3 }] });
    expect(Object.keys(doc!)).toEqual(['_id', 'title', 'comments']);
  });
});

describe('positional $ projection', () => {
  it('returns the first element the query matched', async () => {
    expect(await find({ grades: { $gte: 80 } }, { 'grades.$': 1 })).toEqual([{ _id: 1, grades: [85] }]);
    expect(await find({ 'comments.by': 'y' }, { title: 1, 'comments.$': 1 })).toEqual([{ _id: 1, title: 'a', comments: [{ by: 'y', n: 2 }] }]);
  });

  it('works in findOneAndUpdate’s projection', async () => {
    const res = await t.db
      .collection('posts')
      .findOneAndUpdate({ _id: 1, tags: 'blue' } as never, { $set: { seen: true } }, { projection: { 'tags.$': 1 }, returnDocument: 'after' });
    expect(res).toEqual({ _id: 1, tags: ['blue'] });
    await t.db.collection('posts').updateOne({ _id: 1 } as never, { $unset: { seen: '' } });
  });
});

describe('$slice projection', () => {
  it('alone returns every other field', async () => {
    expect(await find({ _id: 1 }, { grades: { $slice: -2 } })).toEqual([
      {
        _id: 1,
        title: 'a',
        tags: ['red', 'green', 'blue'],
        grades: [85, 92],
        comments: [
          { by: 'x', n: 1 },
          { by: 'y', n: 2 },
          { by: 'x', n: 3 },
        ],
        secret: 's',
      },
    ]);
  });

  it('sits in an exclusion projection or an inclusion one', async () => {
    expect(await find({ _id: 1 }, { secret: 0, comments: 0, tags: { $slice: [1, 1] } })).toEqual([
      { _id: 1, title: 'a', tags: ['green'], grades: [70, 85, 92] },
    ]);
    expect(await find({ _id: 1 }, { title: 1, tags: { $slice: 1 } })).toEqual([{ _id: 1, title: 'a', tags: ['red'] }]);
  });
});
