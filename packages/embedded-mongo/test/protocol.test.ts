import { serialize } from 'bson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDb, type TestDb } from './support/server.js';
import { header, opMsg, opMsgWithSequence, opQuery, RawConnection } from './support/wire.js';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb('protocol');
});
afterAll(async () => {
  await t.close();
});

/** After any abuse the server must still answer a fresh connection. */
async function stillServing(): Promise<void> {
  const conn = await RawConnection.open(t.uri);
  conn.send(opMsg({ ping: 1, $db: 'admin' }));
  const r = await conn.reply();
  conn.close();
  expect(r?.body.ok).toBe(1);
}

/** Either an error reply or a closed connection is acceptable, never a success. */
async function rejected(conn: RawConnection): Promise<void> {
  const r = await conn.reply();
  if (r) expect(r.body.ok).toBe(0);
  else expect(conn.closed).toBe(true);
}

describe('wire protocol', () => {
  it('answers the legacy OP_QUERY ismaster handshake with an OP_REPLY', async () => {
    const conn = await RawConnection.open(t.uri);
    conn.send(opQuery('admin.$cmd', { ismaster: 1, helloOk: true, client: { driver: { name: 'raw', version: '0' } } }));
    const r = await conn.reply();
    conn.close();
    expect(r?.opCode).toBe(1);
    expect(r?.body).toMatchObject({ ismaster: true, helloOk: true, ok: 1 });
    expect(r?.body.maxWireVersion).toBeGreaterThanOrEqual(21);
    for (const f of [
      'maxBsonObjectSize',
      'maxMessageSizeBytes',
      'maxWriteBatchSize',
      'localTime',
      'logicalSessionTimeoutMinutes',
      'connectionId',
      'minWireVersion',
    ]) {
      expect(r?.body, f).toHaveProperty(f);
    }
  });

  it('answers hello over OP_MSG, with and without a checksum', async () => {
    const conn = await RawConnection.open(t.uri);
    conn.send(opMsg({ hello: 1, $db: 'admin' }));
    const r = await conn.reply();
    expect(r?.opCode).toBe(2013);
    expect(r?.body).toMatchObject({ isWritablePrimary: true, ok: 1 });
    expect(r?.body.maxBsonObjectSize).toBe(16 * 1024 * 1024);
    conn.send(opMsg({ ping: 1, $db: 'admin' }, 1));
    expect((await conn.reply())?.body.ok).toBe(1);
    conn.close();
    const info = await t.db.admin().command({ buildInfo: 1 });
    expect(info.versionArray[0]).toBeGreaterThanOrEqual(7);
  });

  it('sends no reply for moreToCome and keeps message order', async () => {
    const conn = await RawConnection.open(t.uri);
    conn.send(opMsg({ insert: 'fire', documents: [{ _id: 'w0' }], writeConcern: { w: 0 }, $db: t.dbName }, 2));
    conn.send(opMsg({ find: 'fire', filter: {}, $db: t.dbName }));
    const r = await conn.reply();
    conn.close();
    expect(r?.body.cursor.firstBatch).toEqual([{ _id: 'w0' }]);
  });

  it('survives a message length below the header size', async () => {
    const conn = await RawConnection.open(t.uri);
    const bad = Buffer.alloc(16);
    bad.writeInt32LE(3, 0);
    conn.send(bad);
    await rejected(conn);
    conn.close();
    await stillServing();
  });

  it('survives an oversized message (> 48 MB declared)', async () => {
    const conn = await RawConnection.open(t.uri);
    conn.send(header(60_000_000, 2013));
    await rejected(conn);
    conn.close();
    await stillServing();
  });

  it('survives invalid BSON in the body', async () => {
    const conn = await RawConnection.open(t.uri);
    const doc = Buffer.from([40, 0, 0, 0, 0x02, 0x61, 0x00, 0xff, 0xff, 0xff, 0x7f, 0x41, 0x00, 0x00]);
    conn.send(opMsg({}, 0, doc));
    await rejected(conn);
    conn.close();
    await stillServing();
  });

  it('inserts the documents of a document sequence, and refuses the whole message when one of them is invalid BSON', async () => {
    const coll = 'seqs';
    const good = [
      { _id: 's1', n: 1 },
      { _id: 's2', n: 2, tags: ['a', 'b'] },
      { _id: 's3', name: 'üñí' },
    ].map((d) => Buffer.from(serialize(d)));
    const conn = await RawConnection.open(t.uri);
    conn.send(opMsgWithSequence({ insert: coll, ordered: true, $db: t.dbName }, 'documents', good));
    const ok = await conn.reply();
    expect(ok?.body).toMatchObject({ ok: 1, n: 3 });

    // The third document of four declares a string longer than itself.
    const bad = Buffer.from([14, 0, 0, 0, 0x02, 0x61, 0x00, 0xff, 0xff, 0xff, 0x7f, 0x41, 0x00, 0x00]);
    const docs = [{ _id: 'b1' }, { _id: 'b2' }].map((d) => Buffer.from(serialize(d)));
    conn.send(opMsgWithSequence({ insert: coll, ordered: true, $db: t.dbName }, 'documents', [...docs, bad, Buffer.from(serialize({ _id: 'b4' }))]));
    await rejected(conn);
    conn.close();
    const ids = (await t.db.collection(coll).find({}).sort({ _id: 1 }).toArray()).map((d) => d._id);
    expect(ids).toEqual(['s1', 's2', 's3']);
    expect(await t.db.collection(coll).findOne({ _id: 's3' as never })).toEqual({ _id: 's3', name: 'üñí' });
    await stillServing();
  });

  it('survives an unknown opcode and random garbage', async () => {
    const conn = await RawConnection.open(t.uri);
    const msg = Buffer.concat([header(24, 9999), Buffer.alloc(8)]);
    conn.send(msg);
    await rejected(conn);
    conn.close();
    const junk = await RawConnection.open(t.uri);
    const noise = Buffer.alloc(200);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 73 + 41) & 0xff;
    noise.writeInt32LE(200, 0);
    noise.writeInt32LE(2013, 12);
    junk.send(noise);
    await rejected(junk);
    junk.close();
    await stillServing();
  });

  it('survives hundreds of randomly corrupted commands', async () => {
    const valid = [
      opMsg({ insert: 'fuzz', documents: [{ a: 1, b: 'x', c: [1, { d: new Date(0) }] }], $db: t.dbName }),
      opMsg({ find: 'fuzz', filter: { a: { $gt: 0 } }, sort: { a: 1 }, $db: t.dbName }),
      opMsg({ update: 'fuzz', updates: [{ q: { a: 1 }, u: { $set: { b: 2 } }, upsert: true }], $db: t.dbName }),
      opMsg({ aggregate: 'fuzz', pipeline: [{ $group: { _id: '$a', n: { $sum: 1 } } }], cursor: {}, $db: t.dbName }),
      opQuery('admin.$cmd', { ismaster: 1 }),
    ];
    let seed = 12345;
    const rand = (n: number) => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) % n;
    for (let round = 0; round < 40; round++) {
      const conn = await RawConnection.open(t.uri);
      for (let i = 0; i < 8; i++) {
        const msg = Buffer.from(valid[rand(valid.length)]!);
        for (let k = 0; k <= rand(4); k++) msg[16 + rand(msg.length - 16)] = rand(256);
        conn.send(msg);
      }
      await new Promise((r) => setTimeout(r, 5));
      conn.close();
    }
    await stillServing();
  });

  it('ping, listDatabases and serverStatus work through the driver', async () => {
    expect(await t.db.admin().ping()).toMatchObject({ ok: 1 });
    const status = await t.db.admin().serverStatus();
    expect(status.ok).toBe(1);
    expect(typeof status.uptime).toBe('number');
    expect(status.connections.current).toBeGreaterThan(0);
  });
});
