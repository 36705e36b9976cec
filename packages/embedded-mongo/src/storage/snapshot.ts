import { promises as fsp } from 'node:fs';
import path from 'node:path';

import { deserialize, serialize } from 'bson';

import type { Catalog } from '../engine/catalog.js';
import type { IndexSpec } from '../engine/index/indexSpec.js';
import type { Doc } from '../engine/values.js';
import { syncDir } from './journal.js';
import { checksum, decodeRecords, encodeRecord, type PlacedRecord, salvageRecords } from './records.js';

/**
 * snapshot.bin, format 2:
 *   G {gen}                       head: the journal generation it contains
 *   per collection: c {options}, i <doc>..., I {spec}..., e {n, crc}
 *   E {collections}               end: how many collections came before
 * Every record has its own CRC; `e` also checks its collection's records as a
 * whole (count and CRC-32 over their framed bytes) and `E` the collection
 * count, so a snapshot cut at a record boundary or missing a section is
 * caught too. Format 1 (before per-collection checksums) began with a `g`
 * record holding the generation as JSON; it is still read.
 *
 * A snapshot is never appended to (it is written beside the old one, fsynced
 * and renamed over it), so unlike a journal it has no harmless torn tail:
 * any unreadable byte is damage.
 */
export const SNAPSHOT = 'snapshot.bin';
export const SNAPSHOT_TMP = `${SNAPSHOT}.tmp`;
export const FILE_MODE = 0o600;

export interface CapturedCollection {
  ns: string;
  options: Doc;
  /** Views of the stored bytes (never modified in place, see DocStore). */
  docs: Uint8Array[];
  specs: IndexSpec[];
}

export function capture(catalog: Catalog): CapturedCollection[] {
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

/** Writes the state to snapshot.bin.tmp (0600), fsyncs it, renames it over snapshot.bin and fsyncs the folder. */
export async function writeSnapshot(dir: string, state: CapturedCollection[], gen: number): Promise<void> {
  const tmp = path.join(dir, SNAPSHOT_TMP);
  const fh = await fsp.open(tmp, 'w', FILE_MODE);
  try {
    let buf: Buffer[] = [];
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
    await push(encodeRecord('G', '', serialize({ gen })));
    for (const c of state) {
      let n = 0;
      let crc = 0;
      const section = async (b: Buffer): Promise<void> => {
        n++;
        crc = checksum(b, 0, b.length, crc);
        await push(b);
      };
      await section(encodeRecord('c', c.ns, serialize({ options: c.options })));
      for (const doc of c.docs) await section(encodeRecord('i', c.ns, doc));
      for (const spec of c.specs) await section(encodeRecord('I', c.ns, serialize({ spec })));
      await push(encodeRecord('e', c.ns, serialize({ n, crc })));
    }
    await push(encodeRecord('E', '', serialize({ collections: state.length })));
    await fh.write(Buffer.concat(buf));
    await fh.sync();
  } finally {
    await fh.close();
  }
  await fsp.rename(tmp, path.join(dir, SNAPSHOT));
  await syncDir(dir);
}

export interface SnapshotContents {
  /** Journal generation the snapshot already contains. */
  gen: number;
  /** Data records (c, i, I) to apply, in order. */
  records: PlacedRecord[];
}

/** Thrown by readSnapshot: where and why the snapshot cannot be trusted. */
export class SnapshotDamage extends Error {
  constructor(
    readonly offset: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/** Reads a whole snapshot or throws SnapshotDamage; never returns part of one. */
export function readSnapshot(buf: Buffer): SnapshotContents {
  if (buf.length === 0) throw new SnapshotDamage(0, 'the file is empty');
  const { records, damage, end } = decodeRecords(buf);
  if (damage) throw new SnapshotDamage(damage.offset, damage.reason);
  if (end !== buf.length) throw new SnapshotDamage(end, 'the file ends inside a record');
  const head = records[0];
  if (head?.op === 'g') return { gen: Number(JSON.parse(Buffer.from(head.body).toString('utf8'))), records: records.slice(1) };
  if (head?.op !== 'G') throw new SnapshotDamage(0, 'no snapshot head record');
  const gen = Number(deserialize(head.body).gen);

  const data: PlacedRecord[] = [];
  let sections = 0;
  let n = 0;
  let crc = 0;
  for (let i = 1; i < records.length; i++) {
    const r = records[i]!;
    if (r.op === 'e') {
      const want = deserialize(r.body) as { n: number; crc: number };
      if (want.n !== n || want.crc !== crc) {
        throw new SnapshotDamage(r.offset, `collection ${r.ns} has ${n} records with CRC ${crc}, its checksum record says ${want.n} with CRC ${want.crc}`);
      }
      sections++;
      n = 0;
      crc = 0;
    } else if (r.op === 'E') {
      const want = Number(deserialize(r.body).collections);
      if (n !== 0 || want !== sections) throw new SnapshotDamage(r.offset, `end record says ${want} collections, found ${sections} complete ones`);
      if (i !== records.length - 1) throw new SnapshotDamage(records[i + 1]!.offset, 'records after the end record');
      return { gen, records: data };
    } else {
      n++;
      crc = checksum(r.bytes, 0, r.bytes.length, crc);
      data.push(r);
    }
  }
  throw new SnapshotDamage(end, 'the end record is missing (the file was cut short)');
}

/** For repair: every intact data record, the generation if its head survived, and which collections could not be verified. */
export function salvageSnapshot(buf: Buffer): {
  gen: number | null;
  records: PlacedRecord[];
  skipped: Array<{ offset: number; bytes: number }>;
  unverified: string[];
} {
  const { records, skipped } = salvageRecords(buf);
  let gen: number | null = null;
  const head = records[0];
  if (head?.op === 'G' && head.offset === 0) gen = Number(deserialize(head.body).gen);
  if (head?.op === 'g' && head.offset === 0) gen = Number(JSON.parse(Buffer.from(head.body).toString('utf8')));
  const data: PlacedRecord[] = [];
  const counts = new Map<string, { n: number; crc: number }>();
  const verified = new Set<string>();
  for (const r of records) {
    if (r.op === 'G' || r.op === 'g' || r.op === 'E') continue;
    const c = counts.get(r.ns) ?? { n: 0, crc: 0 };
    if (r.op === 'e') {
      const want = deserialize(r.body) as { n: number; crc: number };
      if (want.n === c.n && want.crc === c.crc) verified.add(r.ns);
      continue;
    }
    counts.set(r.ns, { n: c.n + 1, crc: checksum(r.bytes, 0, r.bytes.length, c.crc) });
    data.push(r);
  }
  const unverified = head?.op === 'g' && skipped.length === 0 ? [] : [...counts.keys()].filter((ns) => !verified.has(ns));
  return { gen, records: data, skipped, unverified };
}
