import { promises as fsp } from 'node:fs';
import path from 'node:path';

import { MongoClient, MongoServerError } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type RunningServer, startServer } from '../src/index.js';
import { tempDir } from './support/files.js';
import { opMsg, RawConnection } from './support/wire.js';

/**
 * The embedded server listens on loopback and requires its generated
 * credential (SCRAM-SHA-256, as the driver speaks it): a stranger process
 * on the machine cannot read the app's data. (Embedded server only.)
 */
describe.skipIf(!!process.env.MONGODB_URI)('authentication', () => {
  let server: RunningServer;
  const lines: string[] = [];
  beforeAll(async () => {
    server = await startServer({ inMemory: true, logger: (line) => lines.push(line) });
    const client = await MongoClient.connect(server.uri);
    await client.db('leadnest').collection('users').insertOne({ email: 'agent@example.com', passwordHash: 'secret-hash' });
    await client.close();
  });
  afterAll(() => server.stop());

  it('listens on 127.0.0.1 only and puts the credential in uri, not in address or the log', () => {
    expect(server.address).toBe(`mongodb://127.0.0.1:${server.port}`);
    expect(server.uri).toContain(encodeURIComponent(server.credential.password));
    expect(server.credential.password.length).toBeGreaterThanOrEqual(32);
    expect(lines.join('\n')).not.toContain(server.credential.password);
  });

  it('an authenticated driver client reads and writes', async () => {
    const client = await MongoClient.connect(server.uri);
    try {
      expect(await client.db('leadnest').collection('users').findOne({ email: 'agent@example.com' })).toMatchObject({ passwordHash: 'secret-hash' });
      const status = await client.db('admin').command({ connectionStatus: 1 });
      expect(status.authInfo.authenticatedUsers).toEqual([{ user: 'embedded', db: 'admin' }]);
    } finally {
      await client.close();
    }
  });

  it('a client without the credential cannot read users: 13 Unauthorized', async () => {
    const client = await MongoClient.connect(server.address, { serverSelectionTimeoutMS: 3000 });
    try {
      const err = await client
        .db('leadnest')
        .collection('users')
        .findOne({})
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(MongoServerError);
      expect(err).toMatchObject({ code: 13, codeName: 'Unauthorized' });
      await expect(client.db('admin').command({ listDatabases: 1 })).rejects.toMatchObject({ code: 13 });
      await expect(client.db('leadnest').collection('users').insertOne({ email: 'intruder@example.com' })).rejects.toMatchObject({ code: 13 });
      // The handshake itself stays open, as on mongod.
      expect(await client.db('admin').command({ ping: 1 })).toMatchObject({ ok: 1 });
    } finally {
      await client.close();
    }
  });

  it('a wrong password is refused with 18 AuthenticationFailed', async () => {
    const wrong = new URL(server.uri);
    wrong.password = 'not-the-password';
    await expect(MongoClient.connect(wrong.toString(), { serverSelectionTimeoutMS: 3000 })).rejects.toMatchObject({ code: 18 });
  });

  it('on the wire: hello lists SCRAM-SHA-256, find before saslStart is refused', async () => {
    const conn = await RawConnection.open(server.address);
    try {
      conn.send(opMsg({ hello: 1, saslSupportedMechs: 'admin.embedded', $db: 'admin' }));
      expect((await conn.reply())?.body).toMatchObject({ ok: 1, saslSupportedMechs: ['SCRAM-SHA-256'] });
      conn.send(opMsg({ find: 'users', filter: {}, $db: 'leadnest' }));
      expect((await conn.reply())?.body).toMatchObject({ ok: 0, code: 13, codeName: 'Unauthorized' });
      await conn.authenticate('embedded', server.credential.password, 'admin');
      conn.send(opMsg({ find: 'users', filter: {}, $db: 'leadnest' }));
      expect((await conn.reply())?.body.cursor.firstBatch).toHaveLength(1);
    } finally {
      conn.close();
    }
  });

  it('keeps one credential per data folder across restarts, in a 0600 file', async () => {
    const dir = await tempDir('auth');
    try {
      const dbPath = path.join(dir, 'db');
      const first = await startServer({ dbPath });
      await first.stop();
      const second = await startServer({ dbPath });
      await second.stop();
      expect(second.credential).toEqual(first.credential);
      const file = path.join(dbPath, 'credential.json');
      expect((await fsp.stat(file)).mode & 0o777).toBe(0o600);
      expect(JSON.parse(await fsp.readFile(file, 'utf8'))).toEqual(first.credential);
    } finally {
      await fsp.rm(dir, { recursive: true, force: true });
    }
  });
});
