import { promises as fsp } from 'node:fs';
import path from 'node:path';

import { Catalog } from '../engine/catalog.js';
import { syncDir } from './journal.js';
import { lockDataDir } from './lock.js';
import { decodeRecords, type PlacedRecord, salvageRecords } from './records.js';
import { type SetAsideInCollection, SetAsideRecords } from './set-aside.js';
import { capture, readSnapshot, salvageSnapshot, SNAPSHOT, SnapshotDamage, writeSnapshot } from './snapshot.js';
import { applyAll, DIR_MODE, listJournals, readIfExists } from './store.js';

export interface RepairReport {
  /** Folder the original files were moved into; null when nothing was damaged. */
  movedTo: string | null;
  /** One line per file read, saying what was kept and what was skipped. */
  lines: string[];
  damaged: boolean;
  /** Each collection with records that could not be applied, and the _id of each document they wrote or deleted. */
  setAside: SetAsideInCollection[];
}

/**
 * `embedded-mongo repair`: rebuilds a data folder that start-up refused.
 * Reads every file, keeps every record whose checksum holds (skipping only
 * the damaged stretches) and can be applied (a record that cannot is set
 * aside and reported, with its file, byte, collection, document _id and
 * why, and the report ends with every collection and the _ids set aside
 * from it), and when
 * anything was damaged or set aside writes a new snapshot of the salvaged
 * state. The original snapshot and journals are
 * moved into damaged-<time>/ inside the folder, never deleted: they are
 * hard-linked there first, so a crash part-way leaves them in one place or
 * the other. It takes the data folder's lock, so it refuses to run while a
 * server has the folder open (DataDirLockedError).
 */
export async function repairDataDir(dir: string): Promise<RepairReport> {
  const lock = lockDataDir(dir);
  try {
    return await repairLocked(dir);
  } finally {
    lock.release();
  }
}

async function repairLocked(dir: string): Promise<RepairReport> {
  const lines: string[] = [];
  let damaged = false;
  const setAside = new SetAsideRecords();
  const catalog = new Catalog();
  const applyOrSetAside = (file: string, records: PlacedRecord[]): void =>
    applyAll(catalog, records, (r, why) => {
      damaged = true;
      const what = setAside.add(r);
      lines.push(`${file}: set aside the record at byte ${r.offset} (collection ${r.ns || '(none)'}, ${what}): ${why}`);
    });
  const snapFile = path.join(dir, SNAPSHOT);
  const snap = await readIfExists(snapFile);
  let coveredGen: number | null = 0;
  if (snap) {
    try {
      const contents = readSnapshot(snap);
      coveredGen = contents.gen;
      applyOrSetAside(SNAPSHOT, contents.records);
      lines.push(`${SNAPSHOT}: intact (${contents.records.length} records)`);
    } catch (err) {
      if (!(err instanceof SnapshotDamage)) throw err;
      damaged = true;
      const s = salvageSnapshot(snap);
      coveredGen = s.gen;
      applyOrSetAside(SNAPSHOT, s.records);
      lines.push(`${SNAPSHOT}: damaged at byte ${err.offset} (${err.reason}); kept ${s.records.length} intact records${describeSkips(s.skipped)}`);
      if (s.unverified.length) lines.push(`  collections that may be missing documents: ${s.unverified.join(', ')}`);
      // Without the head we cannot tell which journals it contains: replay them all (replay is idempotent per document).
      if (s.gen === null) lines.push(`  the snapshot's head is lost: every journal is replayed over it`);
    }
  }

  const journals = await listJournals(dir);
  let maxGen = coveredGen ?? 0;
  const live = journals.filter((j) => coveredGen === null || j.gen > coveredGen);
  for (const j of journals) maxGen = Math.max(maxGen, j.gen);
  for (const [i, j] of live.entries()) {
    const buf = await fsp.readFile(path.join(dir, j.f));
    const decoded = decodeRecords(buf);
    const isLast = i === live.length - 1;
    let records: PlacedRecord[] = decoded.records;
    if (decoded.damage || (decoded.tornTail && !isLast)) {
      damaged = true;
      const s = salvageRecords(buf);
      records = s.records;
      lines.push(
        `${j.f}: damaged at byte ${decoded.damage?.offset ?? decoded.end} (${decoded.damage?.reason ?? 'cut short'}); kept ${records.length} intact records${describeSkips(s.skipped)}`,
      );
    } else {
      lines.push(`${j.f}: intact (${records.length} records${decoded.tornTail ? `, torn last record of ${buf.length - decoded.end} bytes dropped` : ''})`);
    }
    applyOrSetAside(j.f, records);
  }
  if (setAside.count) {
    lines.push(`set aside ${setAside.count} record(s) that could not be applied; they stay readable in the original files:`);
    lines.push(...setAside.lines());
  }
  if (!snap && !journals.length) lines.push('no snapshot and no journal: nothing to repair');
  if (!damaged) return { movedTo: null, lines, damaged, setAside: setAside.list() };

  const movedTo = path.join(dir, `damaged-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  await fsp.mkdir(movedTo, { mode: DIR_MODE });
  const originals = [...(snap ? [SNAPSHOT] : []), ...journals.map((j) => j.f)];
  // A copy where the file system has no hard links: the originals must exist in damaged-*/ before anything changes.
  for (const f of originals) await fsp.link(path.join(dir, f), path.join(movedTo, f)).catch(() => fsp.copyFile(path.join(dir, f), path.join(movedTo, f)));
  await syncDir(movedTo);
  // The new snapshot contains every journal generation seen, so start-up needs none of them.
  await writeSnapshot(dir, capture(catalog), maxGen);
  for (const j of journals) await fsp.rm(path.join(dir, j.f), { force: true });
  await syncDir(dir);
  lines.push(`wrote a new ${SNAPSHOT} with every salvaged record; the original files are in ${movedTo}`);
  return { movedTo, lines, damaged, setAside: setAside.list() };
}

function describeSkips(skipped: Array<{ offset: number; bytes: number }>): string {
  if (!skipped.length) return '';
  return `, skipped ${skipped.map((s) => `${s.bytes} bytes at byte ${s.offset}`).join(', ')}`;
}
