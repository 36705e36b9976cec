import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import mongoose from 'mongoose';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';

import { startEmbeddedProcess } from '../embedded-process.js';

const quiet = pino({ level: 'silent' });

describe('the embedded database in its own process', () => {
  it('answers on loopback with its credential, refuses a second process on the same folder by name, and stops', { timeout: 60_000 }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'leadnest-embedded-process-'));
    const first = await startEmbeddedProcess(path.join(dataDir, 'db'), quiet);
    try {
      expect(first.uri).toMatch(/^mongodb:\/\/[^:]+:[^@]+@127\.0\.0\.1:\d+\//);
      const connection = await mongoose.createConnection(first.uri, { dbName: 'check' }).asPromise();
      await connection.db!.collection('things').insertOne({ _id: 1 as never, ok: true });
      expect(await connection.db!.collection('things').countDocuments()).toBe(1);
      await connection.close();
      // The operator's message, under the name server.ts prints without a stack.
      await expect(startEmbeddedProcess(path.join(dataDir, 'db'), quiet)).rejects.toMatchObject({
        name: 'DataDirLockedError',
        message: expect.stringContaining(path.join(dataDir, 'db')),
      });
    } finally {
      await first.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
    expect(await first.exited).toBe(0);
  });
});
