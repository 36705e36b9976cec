import { promises as fsp } from 'node:fs';
import path from 'node:path';

import { Catalog } from '../engine/catalog.js';
import { DataDamagedError } from './damage.js';
import { Journal, type JournalFs, syncDir } from './journal.js';
import { type DataDirLock, lockDataDir } from './lock.js';
import { decodeRecords, type PlacedRecord } from './records.js';
import { capture, FILE_MODE, readSnapshot, SNAPSHOT, SNAPSHOT_TMP, SnapshotDamage, writeSnapshot } from './snapshot.js';
import type { StorageFailedError } from './storage-failure.js';

/**
 * On-disk layout of a dbPath (folder 0700, files 0600):
 *   mongod.lock         held with flock while a process has the folder open
 *   snapshot.bin        full state; its head record says which journal
 *                       generation it already contains (see snapshot.ts)
 *   journal.<gen>.log   changes after that snapshot
 * Opening first reads and checks everything, changing nothing: any damage
 * other than a torn last journal record stops here with DataDamagedError.
 * Then it compacts the replayed state into a new snapshot (written beside
 * the old one, fsynced, renamed) before deleting the journals it absorbed. A
 * crash at any step leaves either the old or the new snapshot plus the
 * journals it still needs.
 */
export const JOURNAL_RE = /^journal\.(\d+)\.log$/;
export const DIR_MODE = 0o700;

/** Default journal size after which a running server snapshots and starts a new journal. */
export const DEFAULT_JOURNAL_LIMIT = 64 * 1024 * 1024;

export type StoreLog = (line: string, level?: 'debug' | 'info' | 'warn' | 'error') => void;

export async function listJournals(dir: string): Promise<Array<{ f: string; gen: number }>> {
  return (await fsp.readdir(dir))
    .map((f) => ({ f, gen: Number(JOURNAL_RE.exec(f)?.[1] ?? NaN) }))
    .filter((j) => Number.isFinite(j.gen))
    .sort((a, b) => a.gen - b.gen);
}

export interface StoreOptions {
  journalLimit?: number;
  /** File operations of the journal (tests inject failures through it). */
  journalFs?: JournalFs;
}

/**
 * Opens a data folder: takes its lock (before anything is read: see
 * lock.ts), reads and checks everything, then compacts. Throws
 * DataDirLockedError when another process holds the folder and
 * DataDamagedError when a file is damaged or a record cannot be applied; in
 * both cases no file was changed and the lock is released.
 */
export async function openStore(dir: string, catalog: Catalog, log: StoreLog, options: StoreOptions = {}): Promise<Store> {
  await fsp.mkdir(dir, { recursive: true, mode: DIR_MODE });
  const lock = lockDataDir(dir);
  try {
    // Folders made before files were private get tightened too.
    await fsp.chmod(dir, DIR_MODE).catch(() => {});
    const { snap, journals, maxGen, replayed } = await readDataDir(dir, catalog, log);

    // Everything was read and checked: from here on files may change.
    await fsp.rm(path.join(dir, SNAPSHOT_TMP), { force: true });
    // A snapshot written before files were private is tightened too (journals are rewritten below).
    if (snap) await fsp.chmod(path.join(dir, SNAPSHOT), FILE_MODE).catch(() => {});
    if (replayed > 0) {
      await writeSnapshot(dir, capture(catalog), maxGen);
      log(`replayed ${replayed} journal records; snapshot compacted`);
    }
    for (const j of journals) if (j.gen <= maxGen) await fsp.rm(path.join(dir, j.f), { force: true });
    const journal = await Journal.open(journalPath(dir, maxGen + 1), options.journalFs);
    await syncDir(dir);
    return new Store(dir, catalog, journal, maxGen + 1, log, options.journalLimit ?? DEFAULT_JOURNAL_LIMIT, lock);
  } catch (err) {
    lock.release();
    throw err;
  }
}

interface DiskState {
  snap: Buffer | null;
  journals: Array<{ f: string; gen: number }>;
  maxGen: number;
  replayed: number;
}

/**
 * Applies the snapshot and the journals it does not contain to `catalog`,
 * changing no file. Any damage other than a torn last journal record, and
 * any record that passes its checksum but cannot be applied, throws
 * DataDamagedError: skipping it would turn an engine bug into silent loss.
 */
async function readDataDir(dir: string, catalog: Catalog, log: StoreLog): Promise<DiskState> {
  let coveredGen = 0;
  const snapFile = path.join(dir, SNAPSHOT);
  const snap = await readIfExists(snapFile);
  if (snap) {
    let contents;
    try {
      contents = readSnapshot(snap);
    } catch (err) {
      if (err instanceof SnapshotDamage) throw new DataDamagedError(snapFile, err.offset, err.reason, dir);
      throw err;
    }
    coveredGen = contents.gen;
    applyAll(catalog, contents.records, (r, why) => {
      throw new DataDamagedError(snapFile, r.offset, why, dir, r.ns);
    });
  }

  const journals = await listJournals(dir);
  const live = journals.filter((j) => j.gen > coveredGen);
  let maxGen = coveredGen;
  for (const j of journals) maxGen = Math.max(maxGen, j.gen);
  let replayed = 0;
  const torn: string[] = [];
  for (const [i, j] of live.entries()) {
    const file = path.join(dir, j.f);
    const buf = await fsp.readFile(file);
    const { records, tornTail, damage, end } = decodeRecords(buf);
    if (damage) throw new DataDamagedError(file, damage.offset, damage.reason, dir);
    // Only the newest journal can end in an unfinished append: older ones were
    // complete and fsynced before the server moved on to the next file.
    if (tornTail && i < live.length - 1) throw new DataDamagedError(file, end, 'the file ends inside a record but a newer journal follows it', dir);
    applyAll(catalog, records, (r, why) => {
      throw new DataDamagedError(file, r.offset, why, dir, r.ns);
    });
    replayed += records.length;
    if (tornTail)
      torn.push(
        `${j.f}: dropped a torn last record (${buf.length - end} bytes at byte ${end} of ${buf.length}), an append that a crash interrupted before it was acknowledged`,
      );
  }
  for (const line of torn) log(line, 'warn');
  return { snap, journals, maxGen, replayed };
}

const journalPath = (dir: string, gen: number) => path.join(dir, `journal.${gen}.log`);

/** What the store can say about itself (the server's health and serverStatus). */
export interface StoreHealth {
  writable: boolean;
  /** Why writes are refused, and since when; absent while writable. */
  failure?: { at: string; reason: string; code: number; file: string };
}

/**
 * A running store. Once the journal passes journalLimit bytes, the state is
 * captured synchronously (stored bytes are never modified in place, so a
 * list of views is a consistent copy), the journal rotates at that exact point,
 * and the snapshot is written in the background.
 *
 * When the journal fails (see Journal), the in-memory state is rolled back
 * to what is on disk, so reads never show a write that was refused, and
 * writes stay refused until restart.
 */
export class Store {
  private compaction: Promise<void> | null = null;
  private rollback: Promise<void> | null = null;

  constructor(
    private readonly dir: string,
    private readonly catalog: Catalog,
    readonly journal: Journal,
    private gen: number,
    private readonly log: StoreLog,
    private readonly journalLimit: number,
    private readonly lock: DataDirLock,
  ) {
    journal.onFailure = (failure) => (this.rollback = this.rollBackToDisk(failure));
  }

  health(): StoreHealth {
    const f = this.journal.failure;
    if (!f) return { writable: true };
    return { writable: false, failure: { at: f.at.toISOString(), reason: f.message, code: f.code, file: f.file } };
  }

  /** Settles once a rollback after a failure is complete (tests and stop wait for it). */
  async settled(): Promise<void> {
    await this.compaction;
    await this.journal.poisoning;
    await this.rollback;
  }

  maybeCompact(force = false): Promise<void> | undefined {
    if (this.compaction || this.journal.failure || (!force && this.journal.bytes < this.journalLimit)) return undefined;
    const covered = this.gen;
    const state = capture(this.catalog);
    this.gen++;
    const rotated = this.journal.rotate(journalPath(this.dir, this.gen));
    this.compaction = (async () => {
      try {
        await rotated;
        await writeSnapshot(this.dir, state, covered);
        await fsp.rm(journalPath(this.dir, covered), { force: true });
        this.log(`journal ${covered} compacted into the snapshot`);
      } catch (err) {
        // A failed snapshot loses nothing (the journals it would replace are
        // kept); a failed rotation poisoned the journal and is reported there.
        if (!this.journal.failure) this.log(`compaction failed (will retry): ${(err as Error).message}`, 'warn');
      } finally {
        this.compaction = null;
      }
    })();
    return this.compaction;
  }

  private async rollBackToDisk(failure: StorageFailedError): Promise<void> {
    this.log(
      `${failure.message}${failure.truncateError ? ` Cutting the journal back also failed (${failure.truncateError}): records refused after the failure may reappear at the next start.` : ''}`,
      'error',
    );
    // A compaction in flight either finished (its snapshot only holds flushed
    // records) or failed; the files are stable once it settles.
    await this.compaction;
    try {
      const fresh = new Catalog();
      await readDataDir(this.dir, fresh, () => {});
      this.catalog.dbs.clear();
      for (const [db, colls] of fresh.dbs) this.catalog.dbs.set(db, colls);
      this.log('embedded-mongo: in-memory state rolled back to what is on disk; reads answer it, writes are refused until restart', 'warn');
    } catch (err) {
      this.log(`embedded-mongo: rolling back to what is on disk failed (${(err as Error).message}); reads may still show writes that were refused`, 'error');
    }
  }

  /** A clean stop: a fresh snapshot (unless writes are refused), the journal closed, the lock released. */
  async close(): Promise<void> {
    try {
      await this.settled();
      await this.maybeCompact(true);
      await this.journal.close();
    } finally {
      this.lock.release();
    }
  }
}

/**
 * Applies records in order; a record that cannot be applied goes to
 * `cannotApply` with the reason (start-up throws from it; repair sets the
 * record aside and reports it).
 */
export function applyAll(catalog: Catalog, records: PlacedRecord[], cannotApply: (r: PlacedRecord, why: string) => void): void {
  for (const r of records) {
    try {
      catalog.apply(r);
    } catch (err) {
      cannotApply(r, `${opName(r.op)} on ${r.ns || '(no namespace)'} cannot be applied: ${(err as Error).message}`);
    }
  }
}

const OP_NAMES: Partial<Record<string, string>> = {
  i: 'insert',
  u: 'replace',
  d: 'delete',
  c: 'create-collection',
  x: 'drop-collection',
  I: 'create-index',
  X: 'drop-index',
  D: 'drop-database',
};

/** What a record did, in words (insert, create-index…), for reports. */
export function opName(op: string): string {
  return OP_NAMES[op] ?? `record '${op}'`;
}

export async function readIfExists(file: string): Promise<Buffer | null> {
  try {
    return await fsp.readFile(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
