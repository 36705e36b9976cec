import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { freePort } from '../test-support/free-port.js';

const apiDir = path.resolve(import.meta.dirname, '../..');
// Needs a real database: MONGODB_URI, or the embedded package once it exports startServer.

/**
 * Runs `src/server.ts` through tsx's loader as `npm start` does, collecting
 * its output. Node itself, not the tsx command (a wrapper process): a kill
 * then reaches the server, and its workers and database go with it.
 */
function runServer(env: Record<string, string | undefined>, script = 'src/server.ts') {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: apiDir,
    env: { ...process.env, VITEST: undefined, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

describe('server.ts', () => {
  it('refuses to start on a bad environment, naming the variable', async () => {
    const run = runServer({ PORT: 'eighty' });
    expect(await run.exited).toBe(1);
    expect(run.output().stderr).toMatch(/PORT/);
  });

  it('on SIGTERM finishes the request in flight, closes the database and exits 0', async () => {
    const port = await freePort();
    const run = runServer({ PORT: String(port), LOG_LEVEL: 'info' }, 'src/__tests__/fixtures/serve-without-db.ts');
    try {
      await expect.poll(() => run.output().stdout, { timeout: 20_000, interval: 50 }).toContain(`listening at http://localhost:${port}`);
      const inFlight = fetch(`http://127.0.0.1:${port}/slow`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      run.child.kill('SIGTERM');
      const res = await inFlight;
      expect(await res.text()).toBe('finished');
      expect(await run.exited).toBe(0);
      const { stdout } = run.output();
      expect(stdout.indexOf('stand-in database closed')).toBeGreaterThan(stdout.indexOf('"signal":"SIGTERM"'));
      expect(stdout).toContain('"msg":"stopped"');
    } finally {
      run.child.kill('SIGKILL');
    }
  });

  it('starts the database in its own process and two API workers, prints its URL, and stops them all after SIGTERM', { timeout: 120_000 }, async () => {
    const port = await freePort();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'leadnest-server-'));
    const run = runServer({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', WEB_CONCURRENCY: '2' });
    try {
      await expect.poll(() => run.output().stdout, { timeout: 90_000, interval: 100 }).toContain(`running at http://localhost:${port} (2 API workers)`);
      const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(10_000) });
      expect(await res.json()).toMatchObject({ status: 'ok', database: 'embedded', databaseState: 'connected', databaseWritable: true });
      const { stdout } = run.output();
      expect(stdout).toContain('embedded database started in its own process');
      expect(stdout.match(/"msg":"listening"/g)).toHaveLength(2);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
      // The workers stop first, the database after them, the primary last.
      expect(run.output().stdout).toContain('"process":"primary","msg":"stopped"');
    } finally {
      run.child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
