import { promises as fsp } from 'node:fs';
import path from 'node:path';

import { deserialize } from 'bson';
import { MongoClient } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';

import { DataDamagedError, repairDataDir, startServer } from '../src/index.js';
import { decodeRecords } from '../src/storage/records.js';
import { killChildren, runCli } from './support/child.js';
import { crashImage } from './support/crash.js';
import { fingerprint, journalFiles, tempDirsPerTest } from './support/files.js';

/**
 * A damaged journal or snapshot never loses data silently: a torn last
 * journal record (an append a crash cut short) is dropped with a warning;
 * any other damage stops start-up naming the file and byte offset, with
 * every file left as it was, and `embedded-mongo repair` then keeps every
 * intact record and moves the damaged files aside.
 *
 * The server runs in this process (startServer, repairDataDir): what is
 * tested is what start-up and repair do with the files, and a child process
 * per start only cost time. The first case still runs the CLI itself, as an
 * operator would, for its refusal (exit code, message on stderr) and for
 * `repair`. A crash is support/crash.ts's image of a running server's folder.
 */
afterAll(killChildren);
const newDir = tempDirsPerTest('damage');

type Lead = { _id: string; n: number; pad?: string };

async function withClient<T>(dbPath: string, fn: (db: ReturnType<MongoClient['db']>) => Promise<T>, dbName = 'app'): Promise<{ result: T; err: string }> {
  const warnings: string[] = [];
  // Lines the CLI prints on stderr (warnings and errors).
  const server = await startServer({ port: 0, dbPath, logger: (line, level) => (level === 'warn' || level === 'error') && warnings.push(line) });
  const client = await MongoClient.connect(server.uri, { serverSelectionTimeoutMS: 5000 });
  try {
    return { result: await fn(client.db(dbName)), err: warnings.join('\n') };
  } finally {
    await client.close();
    await server.stop();
  }
}

/** n acknowledged inserts, then a crash: they are all in journal.1.log, none in a snapshot. */
async function seedJournal(dbPath: string, n: number): Promise<string[]> {
  const ids: string[] = [];
  await crashImage(dbPath, async (client) => {
    for (let i = 0; i < n; i++) {
      await client
        .db('app')
        .collection<Lead>('leads')
        .insertOne({ _id: `lead-${i}`, n: i });
      ids.push(`lead-${i}`);
    }
  });
  expect(await journalFiles(dbPath)).toEqual(['journal.1.log']);
  expect((await fsp.readdir(dbPath)).includes('snapshot.bin'), 'a crash leaves no snapshot here yet').toBe(false);
  return ids;
}

/** Two collections, then a clean stop: everything is in snapshot.bin. */
async function seedSnapshot(dbPath: string): Promise<void> {
  const server = await startServer({ port: 0, dbPath });
  const client = await MongoClient.connect(server.uri);
  const db = client.db('app');
  await db.collection<Lead>('leads').insertMany(Array.from({ length: 30 }, (_, i) => ({ _id: `lead-${i}`, n: i })));
  await db.collection<Lead>('chunks').insertMany(Array.from({ length: 20 }, (_, i) => ({ _id: `chunk-${i}`, n: i, pad: 'x'.repeat(2000) })));
  await client.close();
  await server.stop();
}

const ids = (docs: Array<{ _id: string }>) => docs.map((d) => d._id).sort();

/**
 * Start-up refuses the folder with a DataDamagedError naming the file, the
 * offset and the repair command (the message the CLI prints before exiting
 * with 3), and changes no file.
 */
async function expectRefusal(dbPath: string, file: string, offset: number | null): Promise<void> {
  const before = await fingerprint(dbPath);
  const err = await startServer({ port: 0, dbPath }).then(
    async (server) => {
      await server.stop();
      return null;
    },
    (e: unknown) => e,
  );
  expect(err, 'the server must refuse to start').toBeInstanceOf(DataDamagedError);
  const message = (err as DataDamagedError).message;
  expect(message).toContain(path.join(dbPath, file));
  if (offset !== null) expect(message).toContain(`at byte ${offset}`);
  expect(message).toContain(`embedded-mongo repair --dbpath ${dbPath}`);
  expect(await fingerprint(dbPath), 'a refused start changes no file').toEqual(before);
}

/** The same refusal from the CLI: exit code 3, the message on stderr, no file changed. */
async function expectCliRefusal(dbPath: string, file: string, offset: number): Promise<void> {
  const before = await fingerprint(dbPath);
  const r = await runCli(['--port', '0', '--dbpath', dbPath]);
  expect(r.code, 'the server must refuse to start').not.toBe('started');
  expect(r.code).toBe(3);
  expect(r.err).toContain(path.join(dbPath, file));
  expect(r.err).toContain(`at byte ${offset}`);
  expect(r.err).toContain(`embedded-mongo repair --dbpath ${dbPath}`);
  expect(await fingerprint(dbPath), 'a refused start changes no file').toEqual(before);
}

describe('damaged journal', () => {
  it('a flipped bit mid-journal stops start-up naming file and offset; repair keeps every other record', async () => {
    const dbPath = await newDir();
    const all = await seedJournal(dbPath, 40);
    const file = path.join(dbPath, 'journal.1.log');
    const buf = await fsp.readFile(file);
    const { records } = decodeRecords(buf);
    const victim = records.find((r) => r.op === 'i' && deserialize(r.body)._id === 'lead-17')!;
    buf[victim.offset + victim.bytes.length - 4]! ^= 0x10;
    await fsp.writeFile(file, buf);
    const damagedHash = (await fingerprint(dbPath))['journal.1.log'];

    await expectCliRefusal(dbPath, 'journal.1.log', victim.offset);

    const repair = await runCli(['repair', '--dbpath', dbPath]);
    expect(repair.code).toBe(0);
    expect(repair.out).toMatch(new RegExp(`journal\\.1\\.log: damaged at byte ${victim.offset}`));
    const aside = (await fsp.readdir(dbPath)).find((f) => f.startsWith('damaged-'))!;
    expect(aside, 'the damaged files are moved aside, not deleted').toBeDefined();
    expect((await fingerprint(path.join(dbPath, aside)))['journal.1.log']).toBe(damagedHash);

    const { result } = await withClient(dbPath, (db) => db.collection<Lead>('leads').find().toArray());
    expect(ids(result)).toEqual(all.filter((id) => id !== 'lead-17').sort());
  });

  it('a torn last record (cut short) is dropped with a warning and every earlier write is kept', async () => {
    const dbPath = await newDir();
    const all = await seedJournal(dbPath, 30);
    const file = path.join(dbPath, 'journal.1.log');
    const { size } = await fsp.stat(file);
    await fsp.truncate(file, size - 5);

    const { result, err } = await withClient(dbPath, (db) => db.collection<Lead>('leads').find().toArray());
    expect(ids(result)).toEqual(all.slice(0, -1).sort());
    expect(err).toMatch(/journal\.1\.log: dropped a torn last record/);
  });

  it('a journal cut in the middle of a record that a newer journal follows is damage, not a torn tail', async () => {
    const dbPath = await newDir();
    await seedJournal(dbPath, 10);
    // A second generation, as after a restart that found nothing to replay.
    const { size } = await fsp.stat(path.join(dbPath, 'journal.1.log'));
    await fsp.copyFile(path.join(dbPath, 'journal.1.log'), path.join(dbPath, 'journal.2.log'));
    await fsp.truncate(path.join(dbPath, 'journal.1.log'), size - 5);
    await expectRefusal(dbPath, 'journal.1.log', null);
  });

  it('a zero-length journal opens with everything in the snapshot', async () => {
    const dbPath = await newDir();
    await seedSnapshot(dbPath);
    const journals = await journalFiles(dbPath);
    expect(journals).toHaveLength(1);
    expect((await fsp.stat(path.join(dbPath, journals[0]!))).size).toBe(0);
    const { result } = await withClient(dbPath, async (db) => [await db.collection('leads').countDocuments(), await db.collection('chunks').countDocuments()]);
    expect(result).toEqual([30, 20]);
  });
});

describe('damaged snapshot', () => {
  it('a snapshot cut short stops start-up; repair keeps every intact record and names the incomplete collection', async () => {
    const dbPath = await newDir();
    await seedSnapshot(dbPath);
    const file = path.join(dbPath, 'snapshot.bin');
    const { size } = await fsp.stat(file);
    await fsp.truncate(file, size - 1000);

    await expectRefusal(dbPath, 'snapshot.bin', null);

    const report = await repairDataDir(dbPath);
    expect(report.damaged).toBe(true);
    const lines = report.lines.join('\n');
    expect(lines).toMatch(/collections that may be missing documents: app\.chunks/);
    expect(lines).not.toMatch(/missing documents:.*app\.leads/);
    const { result } = await withClient(dbPath, async (db) => ({
      leads: await db.collection('leads').countDocuments(),
      chunks: await db.collection<Lead>('chunks').find().toArray(),
    }));
    expect(result.leads).toBe(30);
    expect(result.chunks.length).toBeGreaterThan(0);
    expect(result.chunks.length).toBeLessThan(20);
    for (const c of result.chunks) expect(c.pad).toHaveLength(2000);
  });

  it('a snapshot missing whole records at its end (cut on a record boundary) is refused', async () => {
    const dbPath = await newDir();
    await seedSnapshot(dbPath);
    const file = path.join(dbPath, 'snapshot.bin');
    const buf = await fsp.readFile(file);
    const { records } = decodeRecords(buf);
    // Drop the last collection's section: every remaining record is intact.
    const lastCreate = records.filter((r) => r.op === 'c').at(-1)!;
    await fsp.writeFile(file, buf.subarray(0, lastCreate.offset));
    await expectRefusal(dbPath, 'snapshot.bin', null);
  });

  it('a zero-length snapshot is refused rather than opened as an empty database', async () => {
    const dbPath = await newDir();
    await seedSnapshot(dbPath);
    await fsp.truncate(path.join(dbPath, 'snapshot.bin'), 0);
    await expectRefusal(dbPath, 'snapshot.bin', 0);
  });
});

describe('repair', () => {
  it('changes nothing in an intact folder', async () => {
    const dbPath = await newDir();
    await seedSnapshot(dbPath);
    const before = await fingerprint(dbPath);
    const report = await repairDataDir(dbPath);
    expect(report.damaged, 'no damage found').toBe(false);
    expect(await fingerprint(dbPath)).toEqual(before);
  });
});

describe('files', () => {
  it('creates the folder 0700 and every file 0600', async () => {
    const parent = await newDir();
    const dbPath = path.join(parent, 'db');
    await seedSnapshot(dbPath);
    expect((await fsp.stat(dbPath)).mode & 0o777).toBe(0o700);
    const files = await fsp.readdir(dbPath);
    expect(files).toEqual(expect.arrayContaining(['snapshot.bin', 'credential.json']));
    for (const f of files) expect(((await fsp.stat(path.join(dbPath, f))).mode & 0o777).toString(8), f).toBe('600');
  });

  it('opens a data folder written before zlib.crc32 and per-collection checksums (format 1), and makes it private', async () => {
    const dbPath = await newDir();
    const fixture = path.join(import.meta.dirname, 'fixtures/format1');
    for (const f of await fsp.readdir(fixture)) await fsp.copyFile(path.join(fixture, f), path.join(dbPath, f));
    // As the code before this left them.
    await fsp.chmod(dbPath, 0o755);
    for (const f of await fsp.readdir(dbPath)) await fsp.chmod(path.join(dbPath, f), 0o644);
    const { result } = await withClient(
      dbPath,
      async (db) => ({
        leads: await db.collection('leads').countDocuments(),
        note: await db.collection('notes').findOne({ _id: 'note-0' as never }),
        indexes: (await db.collection('leads').indexes()).map((i) => i.name),
      }),
      'legacy',
    );
    // 20 leads and the note were in its snapshot, 5 leads and the note's update in its journal.
    expect(result.leads).toBe(25);
    expect(result.note?.text).toBe('from the journal');
    expect(result.indexes).toContain('email_1');
    expect((await fsp.stat(dbPath)).mode & 0o777).toBe(0o700);
    for (const f of await fsp.readdir(dbPath)) expect(((await fsp.stat(path.join(dbPath, f))).mode & 0o777).toString(8), f).toBe('600');
  });
});
