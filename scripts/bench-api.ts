/**
 * npm run bench:api — what the API's session and profile path costs:
 *  1. GET /api/user/profile with a valid session cookie, 50 keep-alive
 *     connections for 10 s, against a bare Koa hello-world run the same way
 *     in the same run (so the machine's speed cancels out in the ratio);
 *     requests/s, p50 and p99 for both, and the ratio;
 *  2. POST /api/auth/login, sequentially, p50 (argon2id hashing included).
 * Targets: ratio ≥ 0.5, profile p99 ≤ 25 ms, login p50 ≤ 150 ms.
 *
 * The servers run in this process (the API with its real database: the
 * embedded one, or MONGODB_URI); the load comes from wrk (Debian's package,
 * installed here when missing), a C load generator in a process of its own:
 * client and servers share neither an event loop nor a heap, and the client
 * costs as little CPU as a client can, so the latencies are what a client
 * sees rather than what a busy Node client thread sees. The 10 s per target
 * are taken as 5 alternating slices of 2 s, so a build or test run elsewhere
 * on the machine slows both sides alike instead of skewing the ratio.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { loadEnv, startServer } from '@leadnest/api';
import Koa from 'koa';

import { cpuSample, stealSince } from './lib/cpu-steal';
import { runCli } from './lib/workspace';
import { ensureWrk, load, type LoadResult, type Slice, summarise, WRK_REPORT } from './lib/wrk';

const CONNECTIONS = 50;
const DURATION_MS = 10_000;
const SLICES = 5;
const WARMUP_MS = 1_000;
const LOGIN_SAMPLES = 30;
const TARGET = { ratio: 0.5, p99Ms: 25, loginP50Ms: 150 };

interface Target {
  url: string;
  headers?: Record<string, string>;
}

/** Warms both targets up, then loads them in alternating slices. */
async function measureBoth(script: string, a: Target, b: Target): Promise<[LoadResult, LoadResult]> {
  await load(script, a.url, a.headers ?? {}, WARMUP_MS);
  await load(script, b.url, b.headers ?? {}, WARMUP_MS);
  const slicesA: Slice[] = [];
  const slicesB: Slice[] = [];
  for (let i = 0; i < SLICES; i++) {
    slicesA.push(await load(script, a.url, a.headers ?? {}, DURATION_MS / SLICES));
    slicesB.push(await load(script, b.url, b.headers ?? {}, DURATION_MS / SLICES));
  }
  return [summarise(slicesA), summarise(slicesB)];
}

async function helloWorld(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = new Koa();
  app.use((ctx) => {
    ctx.body = { hello: 'world' };
  });
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER BUDGET');

runCli(async () => {
  ensureWrk();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'leadnest-bench-api-'));
  const env = loadEnv({ PORT: '0', DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'silent', MONGODB_URI: process.env.MONGODB_URI });
  const api = await startServer({ env });
  const hello = await helloWorld();
  const script = path.join(dataDir, 'report.lua');
  await writeFile(script, WRK_REPORT);
  try {
    const base = `http://127.0.0.1:${api.port}`;
    const account = { firstName: 'Bench', lastName: 'Mark', email: `bench-${Date.now()}@example.com`, password: 'bench-password' };
    const signup = await postJson(`${base}/api/auth/signup`, account);
    if (signup.status !== 201) throw new Error(`signup failed: ${signup.status} ${await signup.text()}`);
    const cookie = (signup.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

    console.log(`login: ${LOGIN_SAMPLES} sequential sign-ins…`);
    const logins: number[] = [];
    for (let i = 0; i < LOGIN_SAMPLES + 3; i++) {
      const t0 = performance.now();
      const res = await postJson(`${base}/api/auth/login`, { email: account.email, password: account.password });
      if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
      await res.arrayBuffer();
      if (i >= 3) logins.push(performance.now() - t0); // the first few warm up argon2 and the connection pool
    }

    console.log(`hello-world and GET /api/user/profile: ${CONNECTIONS} connections, ${DURATION_MS / 1000} s each (database: ${api.database.kind})…`);
    const cpuAtStart = cpuSample();
    const [bare, profile] = await measureBoth(script, { url: hello.url }, { url: `${base}/api/user/profile`, headers: { Cookie: cookie } });

    const ratio = profile.rps / bare.rps;
    const loginP50 = median(logins);
    console.log('\n                         req/s        p50        p99   errors');
    for (const [name, r] of [
      ['Koa hello-world', bare],
      ['GET /api/user/profile', profile],
    ] as const) {
      console.log(`${name.padEnd(22)} ${r.rps.toFixed(0).padStart(8)} ${ms(r.p50).padStart(10)} ${ms(r.p99).padStart(10)} ${String(r.errors).padStart(8)}`);
    }
    console.log(`\nratio profile/hello-world  ${ratio.toFixed(2)}   target ≥ ${TARGET.ratio}: ${verdict(ratio >= TARGET.ratio)}`);
    console.log(`profile p99                ${ms(profile.p99)}   target ≤ ${TARGET.p99Ms} ms: ${verdict(profile.p99 <= TARGET.p99Ms)}`);
    console.log(`login p50 (argon2id)       ${ms(loginP50)}   target ≤ ${TARGET.loginP50Ms} ms: ${verdict(loginP50 <= TARGET.loginP50Ms)}`);
    console.log(stealSince(cpuAtStart));
    if (profile.errors > 0) throw new Error(`${profile.errors} profile requests did not answer 200`);
  } finally {
    await hello.close();
    await api.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});
