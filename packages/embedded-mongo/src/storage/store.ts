import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { serialize } from 'bson';
import type { Catalog } from '../engine/catalog.js';
import type { IndexSpec } from '../engine/index/indexSpec.js';
import type { Doc } from '../engine/values.js';
import { Journal, syncDir } from './journal.js';
import { decodeRecords, encodeRecord, type LogRecord } from './records.js';

/**
 * On-disk layout of a dbPath:
 *   snapshot.bin        full state; its first record says which journal
 *                       generation it already contains
 *   journal.<gen>.log   changes after that snapshot
 * Opening replays the snapshot and newer journals, then compacts them into a
 * new snapshot (written to a temp file, fsynced, renamed) before deleting
 * the journals it absorbed. A crash at any step leaves either the old or the
 * new snapshot plus the journals it still needs.
 */
const SNAPSHOT = 'snapshot.bin';
const JOURNAL_RE = /^journal\.(\d+)\.log$/;

/** Default journal size after which a running server snapshots and starts a new journal. */
export const DEFAULT_JOURNAL_LIMIT = 64 * 1024 * 1024;

export async function openStore(dir: string, catalog: Catalog, log: (line: string) => void, journalLimit = DEFAULT_JOURNAL_LIMIT): Promise<Store> {
  await fsp.mkdir(dir, { recursive: true });
  await fsp.rm(path.join(dir, `${SNAPSHOT}.tmp`), { force: true });

  let coveredGen = 0;
  const snap = await readIfExists(path.join(dir, SNAPSHOT));
  if (snap) {
    const { records, torn } = decodeRecords(snap);
    const head = records[0];
    if (head?.op === 'g') coveredGen = Number(JSON.parse(Buffer.from(head.body).toString('utf8')));
    applyAll(catalog, records.slice(1), log);
    if (torn) log(`snapshot: ignored a damaged tail`);
  }

  const journals = (await fsp.readdir(dir))
    .map((f) => ({ f, gen: Number(JOURNAL_RE.exec(f)?.[1] ?? NaN) }))
    .filter((j) => Number.isFinite(j.gen))
    .sort((a, b) => a.gen - b.gen);
  let maxGen = coveredGen;
  let replayed = 0;
  for (const j of journals) {
    maxGen = Math.max(maxGen, j.gen);
    if (j.gen <= coveredGen) continue;
    const buf = await fsp.readFile(path.join(dir, j.f));
    const { records, torn, end } = decodeRecords(buf);
    applyAll(catalog, records, log);
    replayed += records.length;
    if (torn) log(`${j.f}: dropped a torn record at byte ${end} of ${buf.length}`);
  }

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
    private readonly log: (line: string) => void,
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
        this.log(`compaction failed (will retry): ${(err as Error).message}`);
      } finally {
        this.compacting = false;
      }
    })();
  }
}

interface CapturedCollection {
  ns: string;
  options: Doc;
  /** Views of the stored bytes (never modified in place, see DocStore). */
  docs: Uint8Array[];
  specs: IndexSpec[];
}

function capture(catalog: Catalog): CapturedCollection[] {
  const out: CapturedCollection[] = [];
  for (const [db, colls] of catalog.dbs) {
    for (const coll of colls.values()) {
      out.push({
        ns: `${db}.${coll.name}`,
        options: coll.options,
        docs: Array.from(coll.records(), (r) => r.bytes()),
        specs: coll.indexes.slice(1).map((ix) => ix.spec),
      });
    }
  }
  return out;
}

function applyAll(catalog: Catalog, records: LogRecord[], log: (line: string) => void): void {
  for (const r of records) {
    try {
      catalog.apply(r);
    } catch (err) {
      log(`replay: skipped ${r.op} on ${r.ns}: ${(err as Error).message}`);
    }
  }
}

async function writeSnapshot(dir: string, state: CapturedCollection[], gen: number): Promise<void> {
  const tmp = path.join(dir, `${SNAPSHOT}.tmp`);
  const fh = await fsp.open(tmp, 'w');
  try {
    let buf: Buffer[] = [encodeRecord('g', '', Buffer.from(JSON.stringify(gen)))];
    let bytes = 0;
    const push = async (b: Buffer): Promise<void> => {
      buf.push(b);
      bytes += b.length;
      if (bytes > 4 << 20) {
        await fh.write(Buffer.concat(buf));
        buf = [];
        bytes = 0;
      }
    };
    for (const c of state) {
      await push(encodeRecord('c', c.ns, serialize({ options: c.options })));
      for (const doc of c.docs) await push(encodeRecord('i', c.ns, doc));
      for (const spec of c.specs) await push(encodeRecord('I', c.ns, serialize({ spec })));
    }
    await fh.write(Buffer.concat(buf));
    await fh.sync();
  } finally {
    await fh.close();
  }
  await fsp.rename(tmp, path.join(dir, SNAPSHOT));
  await syncDir(dir);
}

async function readIfExists(file: string): Promise<Buffer | null> {
  try {
    return await fsp.readFile(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
