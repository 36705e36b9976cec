import type { promises } from 'node:fs';

import { MongoClient } from 'mongodb';
import { describe, expect, it } from 'vitest';

import { type JournalFs, nodeJournalFs, OUT_OF_DISK_SPACE, type RunningServer, startServer } from '../src/index.js';
import { tempDirsPerTest } from './support/files.js';

/**
 * A write is acknowledged only once it is on disk, and a failed write or
 * fdatasync is never retried as if it had worked: the waiting writes are
 * refused, memory rolls back to what is on disk, later writes are refused
 * until restart, reads keep working, and a restart (disk fixed) has every
 * acknowledged write and none that was refused. The disk is simulated by
 * the journal's file operations (a small volume that fills, a flush that
 * fails), at a random point per round; the seed is printed and
 * STORAGE_FAILURE_SEED replays one.
 */
const newDir = tempDirsPerTest('storage-failure');

const BASE_SEED = Number(process.env.STORAGE_FAILURE_SEED ?? Date.now() % 1_000_000);

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

const errno = (code: string, message: string) => Object.assign(new Error(`${code}: ${message}`), { code });

/** A volume of `capacity` journal bytes: a write past it is cut short, the next one fails with ENOSPC. */
function fullDisk(capacity: number): JournalFs {
  let used = 0;
  return {
    ...nodeJournalFs,
    async writev(fh: promises.FileHandle, buffers: Buffer[]) {
      const room = capacity - used;
      if (room <= 0) throw errno('ENOSPC', 'no space left on device, write');
      const all = Buffer.concat(buffers);
      const part = all.subarray(0, Math.min(room, all.length));
      const { bytesWritten } = await fh.write(part);
      used += bytesWritten;
      return { bytesWritten };
    },
  };
}

/** Every write succeeds; the nth fdatasync fails with EIO (after the bytes reached the file). */
function failingFlush(nth: number): JournalFs {
  let calls = 0;
  return {
    ...nodeJournalFs,
    async datasync(fh: promises.FileHandle) {
      if (++calls === nth) throw errno('EIO', 'i/o error, fdatasync');
      await fh.datasync();
    },
  };
}

type Lead = { _id: string; writer: number; pad: string };

interface Outcome {
  acked: Set<string>;
  refused: Set<string>;
}

/** Writers insert one lead at a time until each has been refused twice (the failure, then the refusal after it). */
async function writeUntilRefused(server: RunningServer, writers: number, pad: number): Promise<Outcome> {
  const client = await MongoClient.connect(server.uri, { maxPoolSize: writers });
  const acked = new Set<string>();
  const refused = new Set<string>();
  const codes = new Set<number>();
  const readBack: string[] = [];
  try {
    const leads = client.db('app').collection<Lead>('leads');
    await Promise.all(
      Array.from({ length: writers }, async (_, w) => {
        let refusals = 0;
        for (let i = 0; refusals < 2 && i < 5_000; i++) {
          const _id = `w${w}-${i}`;
          try {
            await leads.insertOne({ _id, writer: w, pad: 'x'.repeat(pad) });
            acked.add(_id);
          } catch (err) {
            refused.add(_id);
            codes.add((err as { code: number }).code);
            refusals++;
            // Told it failed, the writer never reads it back (memory was rolled back before the refusal).
            readBack.push(...(await leads.find({ _id }).toArray()).map((d) => d._id));
          }
        }
      }),
    );
  } finally {
    await client.close();
  }
  expect(codes.size, `refusals carry a storage error code, got ${[...codes].join(', ')}`).toBeGreaterThan(0);
  expect(readBack, `refused writes read back by their writer (seed ${BASE_SEED})`).toEqual([]);
  return { acked, refused };
}

async function storedIds(uri: string): Promise<Set<string>> {
  const client = await MongoClient.connect(uri);
  try {
    return new Set(
      (
        await client
          .db('app')
          .collection<Lead>('leads')
          .find({}, { projection: { _id: 1 } })
          .toArray()
      ).map((d) => d._id),
    );
  } finally {
    await client.close();
  }
}

function expectExactly(stored: Set<string>, { acked, refused }: Outcome, where: string): void {
  const lost = [...acked].filter((id) => !stored.has(id));
  const back = [...refused].filter((id) => stored.has(id));
  expect(lost, `${where}: acknowledged writes missing (seed ${BASE_SEED})`).toEqual([]);
  expect(back, `${where}: refused writes present (seed ${BASE_SEED})`).toEqual([]);
  expect(stored.size, `${where}: nothing but the acknowledged writes (seed ${BASE_SEED})`).toBe(acked.size);
}

async function round(
  journalFs: JournalFs,
  label: string,
  pad: number,
): Promise<{ acked: number; refused: number; health: ReturnType<RunningServer['health']> }> {
  const dbPath = await newDir();
  const lines: string[] = [];
  // A small journal limit: snapshots and journal rotations happen during the run, so failures meet them too.
  const server = await startServer({
    port: 0,
    dbPath,
    journalFs,
    journalLimitBytes: 16 * 1024,
    logger: (line, level) => level === 'error' && lines.push(line),
  });
  let outcome: Outcome;
  let health: ReturnType<RunningServer['health']>;
  try {
    outcome = await writeUntilRefused(server, 8, pad);
    health = server.health();
    expect(health.writable, `${label}: writes refused after the failure`).toBe(false);
    await server.settled();
    expect(
      lines.some((l) => l.includes('writes are refused')),
      `${label}: the failure is logged`,
    ).toBe(true);
    // Reads keep working, and answer what is on disk: no refused write shows.
    expectExactly(await storedIds(server.uri), outcome, `${label}, before restart`);
  } finally {
    await server.stop();
  }
  const restarted = await startServer({ port: 0, dbPath });
  try {
    expect(restarted.health()).toEqual({ writable: true });
    expectExactly(await storedIds(restarted.uri), outcome, `${label}, after restart`);
  } finally {
    await restarted.stop();
  }
  return { acked: outcome.acked.size, refused: outcome.refused.size, health };
}

describe.skipIf(Boolean(process.env.MONGODB_URI))('a failing disk never costs an acknowledged write', () => {
  it(`a volume that fills: every acknowledged insert survives, no refused one appears (seed ${BASE_SEED})`, async () => {
    const random = rng(BASE_SEED);
    let acked = 0;
    for (let r = 0; r < 4; r++) {
      // Room for a few hundred inserts; the cut falls anywhere inside a record.
      const capacity = 20_000 + Math.floor(random() * 40_000);
      const pad = Math.floor(random() * 80);
      const result = await round(fullDisk(capacity), `full disk round ${r} (capacity ${capacity}, pad ${pad})`, pad);
      expect(result.health.failure?.code).toBe(OUT_OF_DISK_SPACE);
      expect(result.health.failure?.reason).toContain('ENOSPC');
      acked += result.acked;
    }
    console.log(`storage-failure (seed ${BASE_SEED}): full disk, ${acked} acknowledged inserts over 4 rounds, all kept`);
    expect(acked).toBeGreaterThan(400);
  });

  it(`a failed fdatasync: the writes it covered are refused, not retried (seed ${BASE_SEED})`, async () => {
    const random = rng(BASE_SEED + 1);
    let acked = 0;
    for (let r = 0; r < 3; r++) {
      const nth = 20 + Math.floor(random() * 150);
      const result = await round(failingFlush(nth), `failed flush round ${r} (flush ${nth})`, 10);
      expect(result.health.failure?.reason).toContain('EIO');
      acked += result.acked;
    }
    console.log(`storage-failure (seed ${BASE_SEED}): failed flush, ${acked} acknowledged inserts over 3 rounds, all kept`);
    expect(acked).toBeGreaterThan(60);
  });
});
