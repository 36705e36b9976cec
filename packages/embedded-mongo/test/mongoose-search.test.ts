import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDb, type TestDb, uriWithDb } from './support/server.js';

/** What the product's models will do: a text index over notes, a 2dsphere index over listings, a capped feed. */
let t: TestDb;
let conn: mongoose.Connection;
beforeAll(async () => {
  t = await openTestDb('mongoose_search');
  conn = await mongoose.createConnection(uriWithDb(t.uri, `${t.dbName}_m`)).asPromise();
});
afterAll(async () => {
  await conn.dropDatabase().catch(() => {});
  await conn.close();
  await t.close();
});

describe('mongoose models with text, geo and capped collections', () => {
  it('searches notes by text with the score', async () => {
    const schema = new mongoose.Schema({ title: String, body: String });
    schema.index({ title: 'text', body: 'text' }, { weights: { title: 3 }, name: 'notes_text' });
    const Note = conn.model('Note', schema);
    await Note.init();
    await Note.create([
      { title: 'Showing at Elm St', body: 'Buyers loved the kitchen' },
      { title: 'Call back', body: 'Wants a bigger kitchen and a garden' },
      { title: 'Offer', body: 'Submitted the offer' },
    ]);
    const hits = await Note.find({ $text: { $search: 'kitchens' } }, { score: { $meta: 'textScore' } })
      .sort({ score: { $meta: 'textScore' } })
      .lean<Array<{ title: string; score: number }>>();
    expect(hits.map((h) => h.title)).toEqual(['Showing at Elm St', 'Call back']);
    expect(hits[0]!.score).toBeGreaterThan(hits[1]!.score);
  });

  it('finds listings near a point and within a service area', async () => {
    const schema = new mongoose.Schema({
      address: String,
      location: { type: { type: String, enum: ['Point'], required: true }, coordinates: { type: [Number], required: true } },
    });
    schema.index({ location: '2dsphere' });
    const Listing = conn.model('Listing', schema);
    await Listing.init();
    const at = (lng: number, lat: number) => ({ type: 'Point' as const, coordinates: [lng, lat] as [number, number] });
    await Listing.create([
      { address: 'downtown', location: at(-97.7431, 30.2672) },
      { address: 'zilker', location: at(-97.7729, 30.2669) },
      { address: 'round rock', location: at(-97.6789, 30.5083) },
    ]);
    const near = await Listing.find({ location: { $near: { $geometry: at(-97.745, 30.267), $maxDistance: 5000 } } }).lean();
    expect(near.map((l) => l.address)).toEqual(['downtown', 'zilker']);
    const area = {
      type: 'Polygon',
      coordinates: [
        [
          [-97.8, 30.2],
          [-97.7, 30.2],
          [-97.7, 30.3],
          [-97.8, 30.3],
          [-97.8, 30.2],
        ],
      ],
    };
    const inside = await Listing.find({ location: { $geoWithin: { $geometry: area } } })
      .sort({ address: 1 })
      .lean();
    expect(inside.map((l) => l.address)).toEqual(['downtown', 'zilker']);
    const byDistance = await Listing.aggregate<{ address: string; meters: number }>([
      { $geoNear: { near: at(-97.7431, 30.2672), distanceField: 'meters' } },
      { $project: { _id: 0, address: 1, meters: { $round: ['$meters', 0] } } },
    ]);
    expect(byDistance.map((l) => l.address)).toEqual(['downtown', 'zilker', 'round rock']);
    expect(byDistance[1]!.meters).toBeGreaterThan(2800);
    expect(byDistance[1]!.meters).toBeLessThan(2900);
  });

  it('keeps an activity feed capped', async () => {
    const schema = new mongoose.Schema({ event: String }, { capped: { size: 100_000, max: 2 } });
    const Activity = conn.model('Activity', schema);
    await Activity.init();
    await Activity.create({ event: 'one' });
    await Activity.create({ event: 'two' });
    await Activity.create({ event: 'three' });
    expect((await Activity.find().lean()).map((a) => a.event)).toEqual(['two', 'three']);
  });
});
