import { describe, expect, it } from 'vitest';

import { createTestApp } from '../../../test-support/index.js';

describe('GET /api/health', () => {
  it('answers ok with uptime and the database in use', async () => {
    const { request } = createTestApp();
    const res = await request.get('/api/health').expect(200).expect('Content-Type', /json/);
    expect(res.body).toEqual({
      status: 'ok',
      uptimeSeconds: expect.any(Number),
      database: 'embedded',
      databaseState: 'disconnected', // no database in this test
      databaseWritable: true,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('reports an external database when MONGODB_URI is set', async () => {
    const { request } = createTestApp({ env: { MONGODB_URI: 'mongodb://db.example:27017/leadnest' } });
    const res = await request.get('/api/health').expect(200);
    expect(res.body.database).toBe('external');
  });

  it('answers 503 degraded, with the reason, while the database refuses writes', async () => {
    const failure = {
      at: '2026-11-27T16:00:00.000Z',
      reason: 'embedded-mongo: writes are refused: writing journal.3.log failed (ENOSPC: no space left on device, write).',
    };
    let writable = true;
    const { request } = createTestApp({ database: { storage: () => (writable ? { writable } : { writable, failure }) } });
    await request.get('/api/health').expect(200);
    writable = false;
    const res = await request.get('/api/health').expect(503);
    expect(res.body).toMatchObject({ status: 'degraded', databaseWritable: false, databaseFailure: failure });
  });

  it('answers HEAD and refuses other methods with 405 and Allow', async () => {
    const { request } = createTestApp();
    await request.head('/api/health').expect(200);
    const res = await request.post('/api/health').expect(405);
    expect(res.headers.allow).toContain('GET');
    expect(res.body.message).toBe('Method not allowed');
  });
});
