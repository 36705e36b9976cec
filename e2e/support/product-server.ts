import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { buildMissing, releaseUnreleased } from '../../scripts/lib/prepare';
import { ROOT } from '../../scripts/lib/workspace';

/** The admin passcode the e2e product server runs with (its ADMIN_PASSCODE). */
export const E2E_ADMIN_PASSCODE = 'e2e-admin-passcode';

export interface ProductServer {
  url: string;
  dataDir: string;
  deployDir: string;
  process: ChildProcess;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The product server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The product server did not answer ${url}/api/health within ${timeoutMs} ms`);
}

/**
 * Starts the built product the way `npm start` does, in a fresh data folder on
 * a free loopback port: builds what is missing, releases every remote, then
 * runs the API server process (its primary, the database's process and its
 * API worker).
 */
export async function startProductServer(extraEnv: Record<string, string> = {}): Promise<ProductServer> {
  buildMissing();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'leadnest-e2e-'));
  const deployDir = path.join(dataDir, 'deploy');
  await releaseUnreleased(deployDir, () => undefined);
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/server.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEPLOY_DIR: deployDir,
      LOG_LEVEL: 'warn',
      DEMO_DATA: '0',
      // Two API workers, as production runs several: every spec's requests
      // are spread over both (round robin), so a write on one and the read
      // after it on the other is walked everywhere
      // (docs/decisions/0031-many-api-processes.md, read-your-writes).
      WEB_CONCURRENCY: '2',
      ADMIN_PASSCODE: E2E_ADMIN_PASSCODE,
      // Every spec signs up its accounts from 127.0.0.1 (docs/decisions/0036-public-form-caps.md).
      SIGNUPS_PER_IP_PER_HOUR: '100000',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return { url, dataDir, deployDir, process: child };
}

export async function stopProductServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
