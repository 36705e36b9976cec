import { promises as fsp } from 'node:fs';
import path from 'node:path';

import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DataDirLockedError, LOCK_FILE, repairDataDir, startServer } from '../src/index.js';
import { killChildren, killHard, runCli, startChild } from './support/child.js';
import { fingerprint, tempDir, tempDirsPerTest } from './support/files.js';

/**
 * One process per data folder. A second server (or `repair`) on a folder
 * that another live process holds is refused before it reads or changes a
 * file, naming the folder and the holder's pid; the holder loses nothing.
 * The lock is an OS lock on an open file, so a holder killed with -9 never
 * blocks the next start and a leftover pid in the file is not trusted.
 * The embedded tests only: a real mongod has its own lock.
 *
 * The holders and the refused processes are CLI child processes (the lock is
 * between processes, and a holder is killed with -9); a start after the
 * holder is gone only has to open the folder, so it runs in this process
 * (except where the pid in the file must not be its own).
 */
afterAll(killChildren);
const newDir = tempDirsPerTest('lock');

type Lead = { _id: string; n: number };

async function insertLeads(uri: string, from: number, count: number): Promise<string[]> {
  const client = await MongoClient.connect(uri);
  try {
    const ids: string[] = [];
    for (let i = from; i < from + count; i++) {
      await client
        .db('app')
        .collection<Lead>('leads')
        .insertOne({ _id: `lead-${i}`, n: i });
      ids.push(`lead-${i}`);
    }
    return ids;
  } finally {
    await client.close();
  }
}

async function storedIds(uri: string): Promise<string[]> {
  const client = await MongoClient.connect(uri);
  try {
    return (
      await client
        .db('app')
        .collection<Lead>('leads')
        .find({}, { sort: { n: 1 } })
        .toArray()
    ).map((d) => d._id);
  } finally {
    await client.close();
  }
}

describe.skipIf(Boolean(process.env.MONGODB_URI))('one process per data folder', () => {
  // One CLI server holds one folder for the first three cases (starting a
  // child costs seconds): a second server and `repair` are refused while it
  // runs, then it is killed and the folder opens with every acknowledged write.
  describe('a folder held by a CLI server', () => {
    let dbPath: string;
    let holder: Awaited<ReturnType<typeof startChild>>;
    const acked: string[] = [];
    beforeAll(async () => {
      dbPath = await tempDir('lock');
      holder = await startChild(dbPath);
      acked.push(...(await insertLeads(holder.uri, 0, 150)));
    });
    afterAll(async () => {
      await killHard(holder.child);
      await fsp.rm(dbPath, { recursive: true, force: true });
    });

    it('refuses a second process before it touches a file', async () => {
      const before = await fingerprint(dbPath);
      // The second process is the one that, without the lock, compacted the
      // first one's journal away: it must exit before reading anything.
      const second = await runCli(['--port', '0', '--dbpath', dbPath]);
      expect(second.code).toBe(4);
      expect(second.err).toContain(`the data folder ${dbPath} is in use by another process (pid ${holder.child.pid})`);
      expect(await fingerprint(dbPath), 'the refused process changed no file').toEqual(before);
    });

    it('refuses `repair`, and changes nothing', async () => {
      const before = await fingerprint(dbPath);
      const repair = await runCli(['repair', '--dbpath', dbPath]);
      expect(repair.code).toBe(4);
      expect(repair.err).toContain(`(pid ${holder.child.pid})`);
      expect(await fingerprint(dbPath)).toEqual(before);
    });

    it('the holder keeps every acknowledged write; once it is killed the folder opens with all of them, and repair runs', async () => {
      acked.push(...(await insertLeads(holder.uri, 150, 150)));
      await killHard(holder.child);
      const again = await startServer({ port: 0, dbPath });
      try {
        expect(await storedIds(again.uri)).toEqual(acked);
      } finally {
        await again.stop();
      }
      // Once the holder is gone, repair runs (and finds nothing to repair).
      expect((await repairDataDir(dbPath)).damaged, 'no damage found').toBe(false);
    });
  });

  it('a holder killed with -9 never blocks the next start, and a stale pid in the file is not trusted', async () => {
    const dbPath = await newDir();
    const crashed = await startChild(dbPath);
    const acked = await insertLeads(crashed.uri, 0, 20);
    await killHard(crashed.child);
    // The file still names the dead holder's pid (it had no chance to empty it) …
    expect((await fsp.readFile(path.join(dbPath, LOCK_FILE), 'utf8')).trim()).toBe(String(crashed.child.pid));
    // … and names a live process that does not hold the lock: neither blocks a start.
    await fsp.writeFile(path.join(dbPath, LOCK_FILE), `${process.pid}\n`);
    // (A child again: the live pid in the file must not be the starter's own.)
    const next = await startChild(dbPath);
    try {
      expect(await storedIds(next.uri)).toEqual(acked);
      expect((await fsp.readFile(path.join(dbPath, LOCK_FILE), 'utf8')).trim()).toBe(String(next.child.pid));
    } finally {
      await killHard(next.child);
    }
  });

  it('in one process too: a second server on the folder is refused with DataDirLockedError, and a stop releases the folder', async () => {
    const dbPath = await newDir();
    const first = await startServer({ port: 0, dbPath });
    await insertLeads(first.uri, 0, 5);
    const err = await startServer({ port: 0, dbPath }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(DataDirLockedError);
    expect((err as DataDirLockedError).dbPath).toBe(dbPath);
    expect((err as DataDirLockedError).holderPid).toBe(process.pid);
    await expect(repairDataDir(dbPath)).rejects.toBeInstanceOf(DataDirLockedError);
    await first.stop();
    // A clean stop empties the file, as mongod does, and frees the folder.
    expect(await fsp.readFile(path.join(dbPath, LOCK_FILE), 'utf8')).toBe('');
    const second = await startServer({ port: 0, dbPath });
    try {
      expect(await storedIds(second.uri)).toHaveLength(5);
    } finally {
      await second.stop();
    }
  });
});
