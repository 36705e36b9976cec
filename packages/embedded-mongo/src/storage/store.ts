import { promises as fsp } from 'node:fs';
import path from 'node:path';
import type { Catalog } from '../engine/catalog.js';
import { DataDamagedError } from './damage.js';
import { Journal, syncDir } from './journal.js';
import { decodeRecords, type LogRecord } from './records.js';
import { capture, FILE_MODE, readSnapshot, SNAPSHOT, SNAPSHOT_TMP, SnapshotDamage, writeSnapshot } from './snapshot.js';

/**
 * On-disk layout of a dbPath (folder 0700, files 0600):
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

export async function openStore(dir: string, catalog: Catalog, log: StoreLog, journalLimit = DEFAULT_JOURNAL_LIMIT): Promise<Store> {
  await fsp.mkdir(dir, { recursive: true, mode: DIR_MODE });
  // Folders made before files were private get tightened too.
  await fsp.chmod(dir, DIR_MODE).catch(() => {});

  let coveredGen = 0;
  const snapFile = path.join(dir, SNAPSHOT);
  const snap = await readIfExists(snapFile);
  if (snap) {
    try {
      const contents = readSnapshot(snap);
      coveredGen = contents.gen;
      applyAll(catalog, contents.records, log);
    } catch (err) {
      if (err instanceof SnapshotDamage) throw new DataDamagedError(snapFile, err.offset, err.reason, dir);
      throw err;
    }
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
    applyAll(catalog, records, log);
    replayed += records.length;
    if (tornTail) torn.push(`${j.f}: dropped a torn last record (${buf.length - end} bytes at byte ${end} of ${buf.length}), an append that a crash interrupted before it was acknowledged`);
  }
  for (const line of torn) log(line, 'warn');

  // Everything was read and checked: from here on files may change.
  await fsp.rm(path.join(dir, SNAPSHOT_TMP), { force: true });
  // A snapshot written before files were private is tightened too (journals are rewritten below).
  if (snap) await fsp.chmod(snapFile, FILE_MODE).catch(() => {});
  if (replayed > 0) {
    await writeSnapshot(dir, capture(catalog), maxGen);
    log(`replayed ${replayed} journal records; snapshot compacted`);
  }
  for (const j of journals) if (j.gen <= maxGen) await fsp.rm(path.join(dir, j.f), { force: true });
  const journal = await Journal.open(journalPath(dir, maxGen + 1));
  await syncDir(dir);
  return new Store(dir, journal, maxGen + 1, log, journalLimit);
}

const journalPath = (dir: string, gen: number) => path.join(dir, `journal.${gen}.log`);

/**
 * A running store. Once the journal passes journalLimit bytes, the state is
 * captured synchronously (stored bytes are never modified in place, so a
 * list of views is a consistent copy), the journal rotates at that exact point,
 * and the snapshot is written in the background.
 */
export class Store {
  private compacting = false;

  constructor(
    private readonly dir: string,
    readonly journal: Journal,
    private gen: number,
    private readonly log: StoreLog,
    private readonly journalLimit: number,
  ) {}

  maybeCompact(catalog: Catalog, force = false): Promise<void> | undefined {
    if (this.compacting || (!force && this.journal.bytes < this.journalLimit)) return undefined;
    this.compacting = true;
    const covered = this.gen;
    const state = capture(catalog);
    this.gen++;
    const rotated = this.journal.rotate(journalPath(this.dir, this.gen));
    return (async () => {
      try {
        await rotated;
        await writeSnapshot(this.dir, state, covered);
        await fsp.rm(journalPath(this.dir, covered), { force: true });
        this.log(`journal ${covered} compacted into the snapshot`);
      } catch (err) {
        this.log(`compaction failed (will retry): ${(err as Error).message}`, 'warn');
      } finally {
        this.compacting = false;
      }
    })();
  }
}

export function applyAll(catalog: Catalog, records: LogRecord[], log: StoreLog): void {
  for (const r of records) {
    try {
      catalog.apply(r);
    } catch (err) {
      log(`replay: skipped ${r.op} on ${r.ns}: ${(err as Error).message}`, 'warn');
    }
  }
}

export async function readIfExists(file: string): Promise<Buffer | null> {
  try {
    return await fsp.readFile(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
