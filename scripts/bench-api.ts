/**
 * npm run bench:api — what the API's session and profile path costs:
 *  1. GET /api/user/profile with a valid session cookie, 50 keep-alive
 *     connections for 10 s, against a bare Koa hello-world run the same way
 *     in the same run (so the machine's speed cancels out in the ratio);
 *     requests/s, p50 and p99 for both, and the ratio;
 *  2. POST /api/auth/login, sequentially, p50 (argon2id hashing included).
 * Targets (issue 4): ratio ≥ 0.5, profile p99 ≤ 25 ms, login p50 ≤ 150 ms.
 *
 * The servers run in this process (the API with its real database: the
 * embedded one, or MONGODB_URI); the load comes from a worker thread, so
 * client and server do not share an event loop. The 10 s per target are
 * taken as 5 alternating slices of 2 s, so a build or test run elsewhere on
 * the machine slows both sides alike instead of skewing the ratio.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import Koa from 'koa';
import { loadEnv } from '../api/src/config/env';
import { startServer } from '../api/src/start';
import { runCli } from './lib/workspace';

const CONNECTIONS = 50;
const DURATION_MS = 10_000;
const SLICES = 5;
const WARMUP_MS = 1_000;
const LOGIN_SAMPLES = 30;
const TARGET = { ratio: 0.5, p99Ms: 25, loginP50Ms: 150 };

interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

interface Slice {
  latencies: Float64Array;
  errors: number;
  elapsedMs: number;
}

// Plain JavaScript, evaluated as the worker's script: no loader needed in the thread.
const LOAD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, headers, connections, durationMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const latencies = [];
let errors = 0;
const started = performance.now();
const deadline = started + durationMs;
const once = () => new Promise((resolve) => {
  const t0 = performance.now();
  const req = http.get(url, { agent, headers }, (res) => {
    res.resume();
    res.on('end', () => {
      if (res.statusCode !== 200) errors++;
      latencies.push(performance.now() - t0);
      resolve();
    });
  });
  req.on('error', () => { errors++; resolve(); });
});
const loop = async () => { while (performance.now() < deadline) await once(); };
Promise.all(Array.from({ length: connections }, loop)).then(() => {
  agent.destroy();
  parentPort.postMessage({ latencies: Float64Array.from(latencies), errors, elapsedMs: performance.now() - started });
});
`;

function load(url: string, headers: Record<string, string>, durationMs: number): Promise<Slice> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_WORKER, { eval: true, workerData: { url, headers, connections: CONNECTIONS, durationMs } });
    worker.once('error', reject);
    worker.once('message', (slice: Slice) => {
      resolve(slice);
      void worker.terminate();
    });
  });
}

function summarise(slices: Slice[]): LoadResult {
  const sorted = slices.flatMap((slice) => Array.from(slice.latencies)).sort((a, b) => a - b);
  const elapsedMs = slices.reduce((sum, slice) => sum + slice.elapsedMs, 0);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  const errors = slices.reduce((sum, slice) => sum + slice.errors, 0);
  return { requests: sorted.length, errors, rps: sorted.length / (elapsedMs / 1000), p50: at(0.5), p99: at(0.99) };
}

/** Warms both targets up, then loads them in alternating slices. */
async function measureBoth(a: { url: string; headers?: Record<string, string> }, b: { url: string; headers?: Record<string, string> }): Promise<[LoadResult, LoadResult]> {
  await load(a.url, a.headers ?? {}, WARMUP_MS);
  await load(b.url, b.headers ?? {}, WARMUP_MS);
  const slicesA: Slice[] = [];
  const slicesB: Slice[] = [];
  for (let i = 0; i < SLICES; i++) {
    slicesA.push(await load(a.url, a.headers ?? {}, DURATION_MS / SLICES));
    slicesB.push(await load(b.url, b.headers ?? {}, DURATION_MS / SLICES));
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
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'leadnest-bench-api-'));
  const env = loadEnv({ PORT: '0', DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'silent', MONGODB_URI: process.env.MONGODB_URI });
  const api = await startServer({ env });
  const hello = await helloWorld();
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
    const [bare, profile] = await measureBoth({ url: hello.url }, { url: `${base}/api/user/profile`, headers: { Cookie: cookie } });

    const ratio = profile.rps / bare.rps;
    const loginP50 = median(logins);
    console.log('\n                         req/s        p50        p99   errors');
    for (const [name, r] of [['Koa hello-world', bare], ['GET /api/user/profile', profile]] as const) {
      console.log(`${name.padEnd(22)} ${r.rps.toFixed(0).padStart(8)} ${ms(r.p50).padStart(10)} ${ms(r.p99).padStart(10)} ${String(r.errors).padStart(8)}`);
    }
    console.log(`\nratio profile/hello-world  ${ratio.toFixed(2)}   target ≥ ${TARGET.ratio}: ${verdict(ratio >= TARGET.ratio)}`);
    console.log(`profile p99                ${ms(profile.p99)}   target ≤ ${TARGET.p99Ms} ms: ${verdict(profile.p99 <= TARGET.p99Ms)}`);
    console.log(`login p50 (argon2id)       ${ms(loginP50)}   target ≤ ${TARGET.loginP50Ms} ms: ${verdict(loginP50 <= TARGET.loginP50Ms)}`);
    if (profile.errors > 0) throw new Error(`${profile.errors} profile requests did not answer 200`);
  } finally {
    await hello.close();
    await api.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});
