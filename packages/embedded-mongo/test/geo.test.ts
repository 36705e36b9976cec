import { MongoServerError } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { findStage } from './support/explain.js';
import { openTestDb, type TestDb } from './support/server.js';

/** 2dsphere and 2d indexes, the geo query operators and $geoNear, as on mongod 7.0. */
let t: TestDb;
interface Place {
  _id: string;
  loc?: unknown;
  kind?: string;
}
const ONE_DEGREE_M = (6378.1 * 1000 * Math.PI) / 180; // mongod's earth radius

beforeAll(async () => {
  t = await openTestDb('geo');
  const c = t.db.collection<Place>('places');
  await c.createIndex({ loc: '2dsphere' });
  await c.insertMany([
    { _id: 'origin', loc: { type: 'Point', coordinates: [0, 0] }, kind: 'cafe' },
    { _id: 'north1', loc: { type: 'Point', coordinates: [0, 1] }, kind: 'park' },
    { _id: 'east2', loc: { type: 'Point', coordinates: [2, 0] }, kind: 'cafe' },
    { _id: 'legacy3', loc: [0, -3], kind: 'park' },
    {
      _id: 'road',
      loc: {
        type: 'LineString',
        coordinates: [
          [5, -1],
          [5, 1],
        ],
      },
    },
    {
      _id: 'area',
      loc: {
        type: 'Polygon',
        coordinates: [
          [
            [10, 10],
            [12, 10],
            [12, 12],
            [10, 12],
            [10, 10],
          ],
        ],
      },
    },
  ]);
});
afterAll(async () => {
  await t.close();
});

const places = () => t.db.collection<Place>('places');
const ids = async (filter: object) => (await places().find(filter).toArray()).map((d) => d._id);
const point = (lng: number, lat: number) => ({ type: 'Point', coordinates: [lng, lat] });

async function code(p: Promise<unknown>): Promise<number | undefined> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, 'expected a server error').toBeInstanceOf(MongoServerError);
  return (err as MongoServerError).code as number;
}

describe('2dsphere indexes', () => {
  it('are listed with their version and refuse invalid or out-of-range GeoJSON (16755)', async () => {
    const ix = (await places().listIndexes().toArray()).find((i) => i.name === 'loc_2dsphere');
    expect(ix).toMatchObject({ key: { loc: '2dsphere' }, '2dsphereIndexVersion': 3 });
    expect(await code(places().insertOne({ _id: 'bad1', loc: { type: 'Point', coordinates: [200, 0] } }))).toBe(16755);
    expect(
      await code(
        places().insertOne({
          _id: 'bad2',
          loc: {
            type: 'Polygon',
            coordinates: [
              [
                [0, 0],
                [1, 0],
                [1, 1],
              ],
            ],
          },
        }),
      ),
    ).toBe(16755);
    // Documents without the field are simply not indexed.
    await places().insertOne({ _id: 'nowhere' });
    await places().deleteOne({ _id: 'nowhere' });
  });
});

describe('$near and $nearSphere', () => {
  it('return documents nearest first within $maxDistance / beyond $minDistance (meters)', async () => {
    expect(await ids({ loc: { $near: { $geometry: point(0, 0.1) } } })).toEqual(['origin', 'north1', 'east2', 'legacy3', 'road', 'area']);
    expect(await ids({ loc: { $near: { $geometry: point(0, 0), $maxDistance: 1.5 * ONE_DEGREE_M } } })).toEqual(['origin', 'north1']);
    expect(await ids({ loc: { $near: { $geometry: point(0, 0), $minDistance: 1.5 * ONE_DEGREE_M, $maxDistance: 3.5 * ONE_DEGREE_M } } })).toEqual([
      'east2',
      'legacy3',
    ]);
  });

  it('take a bare GeoJSON point, with $maxDistance in meters beside it', async () => {
    expect(await ids({ loc: { $near: point(0, 0.1) } })).toEqual(['origin', 'north1', 'east2', 'legacy3', 'road', 'area']);
    expect(await ids({ loc: { $near: point(0, 0), $maxDistance: 1.5 * ONE_DEGREE_M } })).toEqual(['origin', 'north1']);
  });

  it('combine with other conditions and limits', async () => {
    expect(await ids({ loc: { $near: { $geometry: point(0, 0) } }, kind: 'park' })).toEqual(['north1', 'legacy3']);
    const two = await places()
      .find({ loc: { $nearSphere: { $geometry: point(3, 0) } } })
      .limit(2)
      .toArray();
    expect(two.map((d) => d._id)).toEqual(['east2', 'road']);
  });

  it('take legacy pairs with distances in radians on the sphere', async () => {
    expect(await ids({ loc: { $nearSphere: [0, 0], $maxDistance: (1.5 * Math.PI) / 180 } })).toEqual(['origin', 'north1']);
  });

  it('need a geo index (291) and explain as GEO_NEAR_2DSPHERE', async () => {
    await t.db.collection('unindexed').insertOne({ loc: point(0, 0) });
    expect(
      await code(
        t.db
          .collection('unindexed')
          .find({ loc: { $near: { $geometry: point(0, 0) } } })
          .toArray(),
      ),
    ).toBe(291);
    const e = await places()
      .find({ loc: { $near: { $geometry: point(0, 0) } } })
      .explain('queryPlanner');
    expect(findStage(e.queryPlanner.winningPlan, 'GEO_NEAR_2DSPHERE')).toMatchObject({ indexName: 'loc_2dsphere' });
  });
});

describe('$geoWithin and $geoIntersects', () => {
  it('$geoWithin a $geometry polygon, $box, $centerSphere; with or without an index', async () => {
    const square = {
      type: 'Polygon',
      coordinates: [
        [
          [-1, -1],
          [3, -1],
          [3, 2],
          [-1, 2],
          [-1, -1],
        ],
      ],
    };
    expect((await ids({ loc: { $geoWithin: { $geometry: square } } })).sort()).toEqual(['east2', 'north1', 'origin']);
    expect((await ids({ loc: { $geoWithin: { $centerSphere: [[0, 0], (1.5 * Math.PI) / 180] } } })).sort()).toEqual(['north1', 'origin']);
    expect(
      (
        await ids({
          loc: {
            $geoWithin: {
              $geometry: {
                type: 'Polygon',
                coordinates: [
                  [
                    [4, -2],
                    [13, -2],
                    [13, 13],
                    [4, 13],
                    [4, -2],
                  ],
                ],
              },
            },
          },
        })
      ).sort(),
    ).toEqual(['area', 'road']);
    const plain = t.db.collection('plain_points');
    await plain.insertMany([{ p: [1, 1] }, { p: [5, 5] }]);
    expect(
      (
        await plain
          .find({
            p: {
              $geoWithin: {
                $box: [
                  [0, 0],
                  [2, 2],
                ],
              },
            },
          })
          .toArray()
      ).map((d) => d.p),
    ).toEqual([[1, 1]]);
  });

  it('$geoIntersects finds points, lines and polygons that share a point with the geometry', async () => {
    const crossing = {
      type: 'LineString',
      coordinates: [
        [4, 0],
        [6, 0],
      ],
    };
    expect(await ids({ loc: { $geoIntersects: { $geometry: crossing } } })).toEqual(['road']);
    expect(await ids({ loc: { $geoIntersects: { $geometry: point(11, 11) } } })).toEqual(['area']);
    const big = {
      type: 'Polygon',
      coordinates: [
        [
          [-0.5, -0.5],
          [0.5, -0.5],
          [0.5, 1.5],
          [-0.5, 1.5],
          [-0.5, -0.5],
        ],
      ],
    };
    expect((await ids({ loc: { $geoIntersects: { $geometry: big } } })).sort()).toEqual(['north1', 'origin']);
  });

  it('stay current through updates and deletes', async () => {
    await places().updateOne({ _id: 'east2' }, { $set: { loc: point(0, 0.5) } });
    expect(await ids({ loc: { $near: { $geometry: point(0, 0), $maxDistance: ONE_DEGREE_M * 0.75 } } })).toEqual(['origin', 'east2']);
    await places().updateOne({ _id: 'east2' }, { $set: { loc: point(2, 0) } });
    await places().insertOne({ _id: 'temp', loc: point(0, 0.2) });
    await places().deleteOne({ _id: 'temp' });
    expect(await ids({ loc: { $near: { $geometry: point(0, 0), $maxDistance: ONE_DEGREE_M * 0.75 } } })).toEqual(['origin']);
  });
});

describe('2d indexes', () => {
  it('answer $near with flat distances and $geoWithin $center', async () => {
    const c = t.db.collection('grid');
    await c.createIndex({ xy: '2d' });
    await c.insertMany([
      { _id: 1, xy: [0, 0] },
      { _id: 2, xy: [3, 4] },
      { _id: 3, xy: [1, 1] },
      { _id: 4, xy: { x: 10, y: 0 } },
    ] as never[]);
    expect((await c.find({ xy: { $near: [0, 0], $maxDistance: 5.5 } }).toArray()).map((d) => d._id)).toEqual([1, 3, 2]);
    expect((await c.find({ xy: { $geoWithin: { $center: [[0, 0], 2] } } }).toArray()).map((d) => d._id).sort()).toEqual([1, 3]);
    const out = await c.aggregate([{ $geoNear: { near: [0, 0], distanceField: 'dist' } }, { $limit: 2 }]).toArray();
    expect(out.map((d) => [d._id, d.dist])).toEqual([
      [1, 0],
      [3, Math.SQRT2],
    ]);
  });
});

describe('$geoNear', () => {
  it('adds the distance in meters for a GeoJSON point, filters with query, bounds and includeLocs', async () => {
    const out = await places()
      .aggregate([
        { $geoNear: { near: point(0, 0), distanceField: 'dist.m', maxDistance: 2.5 * ONE_DEGREE_M, query: { kind: { $exists: true } }, includeLocs: 'at' } },
      ])
      .toArray();
    expect(out.map((d) => d._id)).toEqual(['origin', 'north1', 'east2']);
    expect(out[0]!.dist.m).toBe(0);
    expect(Math.abs(out[1]!.dist.m - ONE_DEGREE_M)).toBeLessThan(1);
    expect(Math.abs(out[2]!.dist.m - 2 * ONE_DEGREE_M)).toBeLessThan(1);
    expect(out[1]!.at).toEqual(point(0, 1));
  });

  it('measures to the nearest point of a line, not its nearest vertex', async () => {
    const out = await places()
      .aggregate([{ $geoNear: { near: point(3, 0), distanceField: 'd', query: { _id: 'road' } } }])
      .toArray();
    // The road runs along longitude 5 through the equator: 2 degrees away.
    expect(Math.abs(out[0]!.d - 2 * ONE_DEGREE_M)).toBeLessThan(1);
  });

  it('reports radians for a legacy pair with spherical: true, and feeds later stages', async () => {
    const out = await places()
      .aggregate([
        { $geoNear: { near: [0, 0], distanceField: 'd', spherical: true, minDistance: 0.001 } },
        { $match: { kind: 'park' } },
        { $project: { d: 1 } },
      ])
      .toArray();
    expect(out.map((d) => d._id)).toEqual(['north1', 'legacy3']);
    expect(out[0]!.d).toBeCloseTo(Math.PI / 180, 9);
  });

  it('must be first (40602) and needs a geo index (27)', async () => {
    expect(
      await code(
        places()
          .aggregate([{ $match: {} }, { $geoNear: { near: point(0, 0), distanceField: 'd' } }])
          .toArray(),
      ),
    ).toBe(40602);
    expect(
      await code(
        t.db
          .collection('unindexed')
          .aggregate([{ $geoNear: { near: point(0, 0), distanceField: 'd' } }])
          .toArray(),
      ),
    ).toBe(27);
  });
});
