import { promises as fsp } from 'node:fs';
import path from 'node:path';

import { ObjectId, serialize } from 'bson';
import { MongoClient } from 'mongodb';
import { describe, expect, it } from 'vitest';

import { DataDamagedError, repairDataDir, startServer } from '../src/index.js';
import { encodeRecord } from '../src/storage/records.js';
import { fingerprint, journalFiles, tempDirsPerTest } from './support/files.js';

/**
 * A journal record that passes its checksum but cannot be applied (here an
 * insert that breaks a unique index, as an engine bug could write) is not
 * skipped at start-up: skipping it would make that bug silent loss. Start-up
 * stops with the damage error naming the file, the byte, the collection and
 * why, changing no file; only `repair` sets the record aside, and it says so.
 */
const newDir = tempDirsPerTest('replay');

type Lead = { _id: string; email: string };

async function ids(uri: string): Promise<string[]> {
  const client = await MongoClient.connect(uri);
  try {
    return (await client.db('app').collection<Lead>('leads').find().toArray()).map((d) => d._id).sort();
  } finally {
    await client.close();
  }
}

/** 20 leads with a unique email index, cleanly stopped; then records appended to the live journal by hand. */
async function folderWithUnappliableRecord(): Promise<{ dbPath: string; journal: string; offset: number; kept: string[] }> {
  const dbPath = await newDir();
  const server = await startServer({ port: 0, dbPath });
  const client = await MongoClient.connect(server.uri);
  const leads = client.db('app').collection<Lead>('leads');
  await leads.createIndex({ email: 1 }, { unique: true });
  await leads.insertMany(Array.from({ length: 20 }, (_, i) => ({ _id: `lead-${i}`, email: `lead${i}@example.com` })));
  await client.close();
  await server.stop();

  const [live] = await journalFiles(dbPath);
  const journal = path.join(dbPath, live!);
  const ok = encodeRecord('i', 'app.leads', serialize({ _id: 'lead-20', email: 'lead20@example.com' }));
  const duplicate = encodeRecord('i', 'app.leads', serialize({ _id: 'lead-21', email: 'lead3@example.com' }));
  const after = encodeRecord('i', 'app.leads', serialize({ _id: 'lead-22', email: 'lead22@example.com' }));
  const offset = (await fsp.stat(journal)).size + ok.length;
  await fsp.appendFile(journal, Buffer.concat([ok, duplicate, after]));
  const kept = [...Array.from({ length: 21 }, (_, i) => `lead-${i}`), 'lead-22'].sort();
  return { dbPath, journal, offset, kept };
}

describe.skipIf(Boolean(process.env.MONGODB_URI))('replay applies every record or stops', () => {
  it('a record that cannot be applied stops start-up with file, byte, collection and why, changing nothing', async () => {
    const { dbPath, journal, offset } = await folderWithUnappliableRecord();
    const before = await fingerprint(dbPath);
    const err = await startServer({ port: 0, dbPath }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(DataDamagedError);
    const damage = err as DataDamagedError;
    expect(damage.file).toBe(journal);
    expect(damage.offset).toBe(offset);
    expect(damage.collection).toBe('app.leads');
    expect(damage.reason).toMatch(/^insert on app\.leads cannot be applied: .*duplicate key/i);
    expect(damage.message).toContain(`embedded-mongo repair --dbpath ${dbPath}`);
    expect(await fingerprint(dbPath), 'a refused start changes no file').toEqual(before);
  });

  it('repair sets the record aside, reports it, keeps every other record and the original files', async () => {
    const { dbPath, journal, offset, kept } = await folderWithUnappliableRecord();
    const original = await fsp.readFile(journal);
    const report = await repairDataDir(dbPath);
    expect(report.damaged).toBe(true);
    expect(report.lines).toContainEqual(expect.stringContaining(`set aside the record at byte ${offset} (collection app.leads, _id "lead-21")`));
    expect(report.lines).toContainEqual(expect.stringContaining('set aside 1 record(s) that could not be applied'));
    expect(report.lines).toContain('  app.leads: _id "lead-21"');
    expect(report.setAside).toEqual([{ collection: 'app.leads', ids: ['"lead-21"'], other: [] }]);
    expect(await fsp.readFile(path.join(report.movedTo!, path.basename(journal)))).toEqual(original);

    const server = await startServer({ port: 0, dbPath });
    try {
      expect(await ids(server.uri)).toEqual(kept);
    } finally {
      await server.stop();
    }
  });

  it('repair names every collection and every _id it set aside, and what else (an index) it could not apply', async () => {
    const { dbPath, journal } = await folderWithUnappliableRecord();
    const contacts = [new ObjectId('65f0000000000000000000a1'), new ObjectId('65f0000000000000000000a2'), new ObjectId('65f0000000000000000000a3')];
    await fsp.appendFile(
      journal,
      Buffer.concat([
        // Two more leads that break the unique email index, one with a numeric _id.
        encodeRecord('i', 'app.leads', serialize({ _id: 7001, email: 'lead4@example.com' })),
        // Contacts with one phone twice, then a unique index on phone that cannot be built over them.
        ...contacts.map((_id, i) => encodeRecord('i', 'app.contacts', serialize({ _id, phone: i === 2 ? '+15125550100' : `+1512555010${i}` }))),
        encodeRecord('I', 'app.contacts', serialize({ spec: { v: 2, key: { phone: 1 }, name: 'phone_1', unique: true } })),
      ]),
    );
    const report = await repairDataDir(dbPath);
    expect(report.setAside).toEqual([
      { collection: 'app.leads', ids: ['"lead-21"', '7001'], other: [] },
      { collection: 'app.contacts', ids: [], other: ['create-index "phone_1"'] },
    ]);
    const summary = report.lines.slice(report.lines.findIndex((l) => l.startsWith('set aside 3 record(s)')));
    expect(summary.slice(0, 3)).toEqual([
      'set aside 3 record(s) that could not be applied; they stay readable in the original files:',
      '  app.leads: _id "lead-21", _id 7001',
      '  app.contacts: create-index "phone_1"',
    ]);
  });

  it('names an ObjectId _id as mongosh finds it', async () => {
    const dbPath = await newDir();
    const server = await startServer({ port: 0, dbPath });
    const client = await MongoClient.connect(server.uri);
    await client.db('app').collection('leads').createIndex({ email: 1 }, { unique: true });
    await client.db('app').collection('leads').insertOne({ email: 'a@example.com' });
    await client.close();
    await server.stop();
    const [live] = await journalFiles(dbPath);
    const id = new ObjectId('65f0000000000000000000b1');
    await fsp.appendFile(path.join(dbPath, live!), encodeRecord('i', 'app.leads', serialize({ _id: id, email: 'a@example.com' })));
    const report = await repairDataDir(dbPath);
    expect(report.setAside).toEqual([{ collection: 'app.leads', ids: ['ObjectId("65f0000000000000000000b1")'], other: [] }]);
    expect(report.lines).toContain('  app.leads: _id ObjectId("65f0000000000000000000b1")');
  });
});
