import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { createWebMiddleware, type Env, loadEnv, SESSION_COOKIE, setPlan, startServer } from '@leadnest/api';

import { buildMissing, releaseUnreleased } from './prepare';

export interface BenchServer {
  /** The in-process API's address, without a trailing slash. */
  base: string;
  env: Env;
  /** The signed-up agent's session cookie (`name=value`). */
  cookie: string;
  agentId: string;
  close(): Promise<void>;
}

/**
 * What every size bench starts with: a fresh data directory, the API in this
 * process on a free port (with the built product served when `web`), and
 * one agent signed up through the real endpoint, on `plan`. `close` stops
 * the server and removes the data directory.
 */
export async function startBenchServer(
  name: string,
  { plan, web = false }: { plan: NonNullable<Parameters<typeof setPlan>[1]>; web?: boolean },
): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `leadnest-bench-${name}-`));
  // The benches sign up their agents from 127.0.0.1 (docs/decisions/0036-public-form-caps.md).
  const env = loadEnv({
    PORT: '0',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    MONGODB_URI: process.env.MONGODB_URI,
    SIGNUPS_PER_IP_PER_HOUR: '100000',
  });
  if (web) {
    buildMissing();
    await releaseUnreleased(env.DEPLOY_DIR, () => undefined);
  }
  const api = await startServer(
    web ? { env, createWeb: ({ env: e }) => createWebMiddleware({ shellDistDir: e.SHELL_DIST_DIR, deployDir: e.DEPLOY_DIR }) } : { env },
  );
  const close = async () => {
    await api.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const base = api.url.replace(/\/+$/, '');
    const signup = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: 'Bench', lastName: 'Agent', email: `bench.${Date.now()}@example.com`, password: 'correct horse battery' }),
    });
    if (signup.status !== 201) throw new Error(`signup failed: ${signup.status} ${await signup.text()}`);
    const cookie = (signup.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    if (!cookie.startsWith(`${SESSION_COOKIE}=`)) throw new Error('signup did not set the session cookie');
    const agentId = ((await signup.json()) as { user: { id: string } }).user.id;
    // Signup gives no plan (the agent would choose one on Billing); the screens measured need one.
    await setPlan(agentId, plan);
    return { base, env, cookie, agentId, close };
  } catch (err) {
    await close();
    throw err;
  }
}
