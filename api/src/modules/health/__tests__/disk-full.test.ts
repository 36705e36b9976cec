import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { Router } from '@koa/router';
import { type JournalFs, nodeJournalFs } from '@leadnest/embedded-mongo';
import mongoose from 'mongoose';
import { afterEach, describe, expect, it } from 'vitest';

import { loadEmbeddedMongo } from '../../../lib/embedded-mongo.js';
import { createTestApp } from '../../../test-support/index.js';
import { healthRouter } from '../health.router.js';

/**
 * When the embedded database's disk fills, a write answers 503 with a
 * readable message (not a 500), and /api/health turns 'degraded' with the
 * reason until the server restarts. The disk is the journal's file
 * operations with room for a fixed number of bytes.
 */
const room = (capacity: number): JournalFs => {
  let used = 0;
  return {
    ...nodeJournalFs,
    async writev(fh, buffers) {
      if (used >= capacity) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      const { bytesWritten } = await fh.write(Buffer.concat(buffers).subarray(0, capacity - used));
      used += bytesWritten;
      return { bytesWritten };
    },
  };
};

describe.skipIf(Boolean(process.env.MONGODB_URI))('a full disk under the embedded database', () => {
  let dataDir: string | undefined;
  afterEach(async () => {
    await mongoose.disconnect();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with a readable message, keeps every saved note, and health says degraded', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'leadnest-full-'));
    const server = await (await loadEmbeddedMongo())({ port: 0, dbPath: path.join(dataDir, 'db'), journalFs: room(40_000) });
    try {
      await mongoose.connect(server.uri, { dbName: 'disk-full' });
      const Note = mongoose.model('DiskFullNote', new mongoose.Schema({ text: String }));
      const router = new Router();
      router.post('/notes', async (ctx) => {
        ctx.body = await Note.create({ text: 'x'.repeat(100) });
      });
      const { request } = createTestApp({ modules: [healthRouter, () => router], database: { storage: () => server.health() } });

      let saved = 0;
      let res = await request.post('/api/notes');
      for (; res.status === 200 && saved < 500; res = await request.post('/api/notes')) saved++;
      expect(saved).toBeGreaterThan(10);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The database is out of disk space, so this change was not saved. Please try again later.',
      });

      await server.settled();
      expect(await Note.countDocuments()).toBe(saved);
      const health = await request.get('/api/health').expect(503);
      expect(health.body).toMatchObject({ status: 'degraded', databaseWritable: false });
      expect(health.body.databaseFailure.reason).toContain('ENOSPC');
    } finally {
      await mongoose.disconnect();
      await server.stop();
    }
  });
});
