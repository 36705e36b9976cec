/**
 * $text and $near figures, run by bench.ts against the same
 * server after the main figures and the memory measurement.
 */
import type { MongoClient } from 'mongodb';

const N = 100_000;

export type Row = (name: string, value: string, target: string, ok: boolean) => void;

function p50(samples: number[]): number {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

/** A deterministic pseudo-random sequence, so every run searches the same corpus. */
function rng(seed: number): () => number {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    return x / 0x7fffffff;
  };
}

// 2,000 made-up words; Zipf-like picks make a few common and most rare, as in notes and messages.
const VOCAB = Array.from({ length: 2000 }, (_, i) => `w${i.toString(36)}ord${'aeiou'[i % 5]}`);

export async function benchText(client: MongoClient, row: Row): Promise<void> {
  const coll = client.db('bench').collection('notes');
  const rand = rng(42);
  const word = () => VOCAB[Math.min(VOCAB.length - 1, Math.floor(Math.exp(rand() * Math.log(VOCAB.length))) - 1)]!;
  for (let i = 0; i < N; i += 10_000) {
    const docs = Array.from({ length: 10_000 }, (_, k) => ({
      n: i + k,
      title: Array.from({ length: 3 }, word).join(' '),
      body: Array.from({ length: 12 }, word).join(' '),
    }));
    await coll.insertMany(docs);
  }
  const buildMs = await time(() => coll.createIndex({ title: 'text', body: 'text' }, { weights: { title: 3 } }));
  // Queries of two words from the middle of the vocabulary (each in a few hundred to a few thousand notes).
  const queries = Array.from({ length: 50 }, (_, i) => `${VOCAB[40 + i * 7]} ${VOCAB[300 + i * 11]}`);
  for (const q of queries.slice(0, 10))
    await coll
      .find({ $text: { $search: q } })
      .limit(20)
      .toArray();
  const samples: number[] = [];
  let hits = 0;
  for (const q of queries) {
    samples.push(
      await time(async () => {
        const docs = await coll
          .find({ $text: { $search: q } }, { projection: { score: { $meta: 'textScore' }, title: 1 } })
          .sort({ score: { $meta: 'textScore' } })
          .limit(20)
          .toArray();
        hits += docs.length;
      }),
    );
  }
  const total = await coll.countDocuments({ $text: { $search: queries[0]! } });
  const m = p50(samples);
  row(`$text over ${N / 1000}k docs, top 20 by score`, `p50 ${m.toFixed(3)} ms (${total} matches for q0)`, 'p50 <= 20 ms', m <= 20);
  console.log(`      (text index built in ${buildMs.toFixed(0)} ms; ${hits} documents returned over ${queries.length} queries)`);
}

export async function benchNear(client: MongoClient, row: Row): Promise<void> {
  const coll = client.db('bench').collection('listings');
  const rand = rng(7);
  // Listings spread over a region about 1,200 km across (Texas).
  const at = () => [-106 + rand() * 13, 26 + rand() * 10];
  await coll.createIndex({ loc: '2dsphere' });
  for (let i = 0; i < N; i += 10_000) {
    await coll.insertMany(Array.from({ length: 10_000 }, (_, k) => ({ n: i + k, price: Math.round(rand() * 1e6), loc: { type: 'Point', coordinates: at() } })));
  }
  const query = (withMax: boolean) => {
    const [lng, lat] = at();
    const near = { $geometry: { type: 'Point', coordinates: [lng, lat] }, ...(withMax && { $maxDistance: 25_000 }) };
    return coll
      .find({ loc: { $near: near } })
      .limit(20)
      .toArray();
  };
  for (let i = 0; i < 20; i++) await query(i % 2 === 0);
  for (const withMax of [false, true]) {
    const samples: number[] = [];
    for (let i = 0; i < 200; i++) samples.push(await time(() => query(withMax)));
    const m = p50(samples);
    row(`$near 20 nearest of ${N / 1000}k (2dsphere)${withMax ? ' <=25km' : ''}`, `p50 ${m.toFixed(3)} ms`, 'p50 <= 5 ms', m <= 5);
  }
}
