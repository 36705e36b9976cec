import { promises as fsp } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { MongoClient } from 'mongodb';

import { startServer } from '../../src/index.js';

/**
 * What a kill -9 leaves in dbPath after `write` ran, without a child process
 * to kill: a server in this process writes to a scratch folder, whose files
 * are copied into dbPath while it still runs, right after its last write was
 * acknowledged. An acknowledged write is on disk (one fdatasync per group)
 * before its reply, and a kill -9 leaves the files as they are at that
 * moment, so the copy is that crash's folder: journal records, no fresh
 * snapshot. The server's clean stop afterwards touches only the scratch
 * folder. durability.test.ts and data-dir-lock.test.ts kill real child
 * processes, which is what proves the premise.
 */
export async function crashImage(dbPath: string, write: (client: MongoClient) => Promise<void>): Promise<void> {
  const scratch = await fsp.mkdtemp(path.join(os.tmpdir(), 'embedded-mongo-crash-'));
  try {
    const server = await startServer({ port: 0, dbPath: scratch });
    const client = await MongoClient.connect(server.uri);
    try {
      await write(client);
      await fsp.mkdir(dbPath, { recursive: true });
      for (const f of await fsp.readdir(scratch)) await fsp.copyFile(path.join(scratch, f), path.join(dbPath, f));
    } finally {
      await client.close();
      await server.stop();
    }
  } finally {
    await fsp.rm(scratch, { recursive: true, force: true });
  }
}
