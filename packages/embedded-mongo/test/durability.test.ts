import { promises as fsp } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { MongoClient } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';

import { killChildren, killHard, startChild } from './support/child.js';

/**
 * Crash safety: the server runs as a child process on a real dbPath and is
 * killed with SIGKILL in the middle of concurrent writes, again and again.
 * Every write the driver saw acknowledged must be there after each restart.
 * (Skipped against an external MONGODB_URI: we cannot kill that server.)
 */
const ROUNDS = 8;
// A tiny journal limit makes the server also snapshot and rotate its journal
// while writes run, so kills land in the middle of that too.
const JOURNAL_LIMIT = ['--journalLimitMB', '0.05'];
const WRITERS = 4;
// Each round kills the server once it has acknowledged a random number of
// writes (waiting on the writes, not on the clock); DURABILITY_SEED=<n>
// replays a run's kill points as far as the writers' interleaving allows.
const SEED = Number(process.env.DURABILITY_SEED ?? Date.now() % 1_000_000);

function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

afterAll(killChildren);

const connect = (uri: string) => MongoClient.connect(uri, { serverSelectionTimeoutMS: 3000, maxPoolSize: WRITERS + 2 });

describe('durability', () => {
  it.skipIf(!!process.env.MONGODB_URI)(
    `loses no acknowledged write across repeated kill -9 under concurrent writes (seed ${SEED})`,
    async () => {
      console.log(`durability: seed ${SEED} (DURABILITY_SEED=<n> to change)`);
      const random = rng(SEED);
      const dbPath = await fsp.mkdtemp(path.join(os.tmpdir(), 'embedded-mongo-durability-'));
      const acked = new Set<string>();
      let ackedIncrements = 0;
      try {
        for (let round = 0; round < ROUNDS; round++) {
          const { child, uri } = await startChild(dbPath, JOURNAL_LIMIT);
          const client = await connect(uri);
          const coll = client.db('durable').collection<{ _id: string; w?: number; seq?: string; pad?: string; n?: number }>('docs');

          // Everything acknowledged before the last crash is still there.
          const present = new Set((await coll.find({}, { projection: { _id: 1 } }).toArray()).map((d) => d._id));
          for (const id of acked) expect(present.has(id), `acknowledged ${id} lost after round ${round}`).toBe(true);
          const counter = await coll.findOne({ _id: 'counter' });
          expect(counter?.n ?? 0).toBeGreaterThanOrEqual(ackedIncrements);
          if (round === 0) await coll.createIndex({ w: 1, seq: 1 }, { unique: true });

          let stop = false;
          // Between 30 and 300 acknowledged writes this round, then the kill.
          const killAfter = 30 + Math.floor(random() * 270);
          let roundAcks = 0;
          let reached!: () => void;
          const enough = new Promise<void>((r) => (reached = r));
          const acknowledged = () => {
            if (++roundAcks === killAfter) reached();
          };
          const writer = async (w: number): Promise<void> => {
            for (let i = 0; !stop; i++) {
              const id = `r${round}-w${w}-${i}`;
              try {
                if (i % 5 === 4) {
                  const ids = [0, 1, 2].map((k) => `${id}-${k}`);
                  await coll.insertMany(ids.map((_id, k) => ({ _id, w, seq: `${round}-${i}-${k}`, pad: 'x'.repeat(200) })));
                  ids.forEach((x) => acked.add(x));
                  acknowledged();
                } else if (w === 0 && i % 2 === 1) {
                  await coll.updateOne({ _id: 'counter' }, { $inc: { n: 1 } }, { upsert: true });
                  ackedIncrements++;
                  acknowledged();
                } else {
                  await coll.insertOne({ _id: id, w, seq: `${round}-${i}`, pad: 'x'.repeat(200) });
                  acked.add(id);
                  acknowledged();
                }
              } catch {
                return; // the server died mid-request: this write was never acknowledged
              }
            }
          };
          const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
          // The writers keep going while the kill is sent: it lands mid-write.
          // (Should every writer fail first, the kill comes then and the checks say why.)
          await Promise.race([enough, Promise.all(writers)]);
          await killHard(child);
          stop = true;
          await Promise.all(writers);
          await client.close().catch(() => {});
        }

        // Final check, and the database still opens with a torn record
        // appended to its newest journal (the one a crash can leave unfinished).
        const journals = (await fsp.readdir(dbPath)).filter((f) => f.startsWith('journal.')).sort((a, b) => parseInt(a.slice(8)) - parseInt(b.slice(8)));
        const newest = journals[journals.length - 1];
        if (newest) await fsp.appendFile(path.join(dbPath, newest), Buffer.from([200, 0, 0, 0, 1, 2, 3]));
        const { child, uri } = await startChild(dbPath, JOURNAL_LIMIT);
        const client = await connect(uri);
        try {
          const coll = client.db('durable').collection<{ _id: string; pad?: string }>('docs');
          const docs = await coll.find({}).toArray();
          const ids = new Set(docs.map((d) => d._id));
          const lost = [...acked].filter((id) => !ids.has(id));
          expect(lost).toEqual([]);
          expect(acked.size).toBeGreaterThan(ROUNDS * 10);
          for (const d of docs) if (d._id !== 'counter') expect(d.pad).toHaveLength(200);
          expect((await coll.indexes()).map((i) => i.name)).toContain('w_1_seq_1');
        } finally {
          await client.close();
          await killHard(child);
        }
      } finally {
        await fsp.rm(dbPath, { recursive: true, force: true });
      }
    },
    90_000,
  );
});
