/**
 * npm run bench:processes — the product as `npm start` runs it, one API
 * worker against two (docs/decisions/0031-many-api-processes.md):
 *  1. mixed load, 50 keep-alive connections (wrk): the profile, the lead
 *     list and the dashboard's figures in turn, while website visitors chat
 *     with the assistant alongside (10 visitors, a message every 6 s each);
 *     requests/s, p50 and p99 per worker count, and the ratio;
 *  2. the event log between processes: 500 events appended by one
 *     connection and heard by another (two processes' view of the embedded
 *     database in its own process), p50 and p99;
 *  3. a database read (findOne by _id, sequential) with the embedded
 *     database inside the calling process, as before, against in its own
 *     process, as now: what a request pays per database call;
 *  4. GET /api/user/profile (4 connections: a few agents at work; 50
 *     saturate the workers and measure the queue) while the agent's analytics
 *     rollups over 100k leads are rebuilt: the rebuild is the product's own
 *     job, started the way an agent starts it (a new time zone saved), run
 *     by one of the two workers; p99 before and during.
 * Targets: WEB_CONCURRENCY=2 ≥ 1.5× the requests/s of 1 with p99 not
 * higher; cross-process event p99 ≤ 1 s; profile p99 ≤ 25 ms during the
 * rebuild. `BENCH_PARTS=rebuild` runs one part (events, trips, mixed, rebuild).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { rebuildAgentRollups } from '@leadnest/api';
import { EventLog, startEmbeddedProcess } from '@leadnest/api/bench';
import { DEFAULT_AVAILABILITY_SETTINGS } from '@leadnest/contracts';
import mongoose, { Types } from 'mongoose';
import { pino } from 'pino';

import { seedBenchAccount } from './lib/bench-seed';
import { cpuSample, stealSince } from './lib/cpu-steal';
import { type Classify, coresSince, cpuSnapshot } from './lib/process-cpu';
import { ROOT, runCli } from './lib/workspace';
import { ensureWrk, load, type LoadResult, type Slice, summarise, WRK_REPORT } from './lib/wrk';

const CONNECTIONS = 50;
/**
 * The profile during the rebuild is read by a few agents at work, not 50
 * connections: at 50 the workers are saturated and p99 measures the queue
 * (45 ms before any rebuild starts), not whether the rebuild holds them.
 */
const REBUILD_CONNECTIONS = 4;
/** `BENCH_PARTS=rebuild` (comma-separated: events, trips, mixed, rebuild) runs only those parts. */
const PARTS = new Set((process.env.BENCH_PARTS ?? 'events,trips,mixed,rebuild').split(','));
const SLICES = 4;
const SLICE_MS = 3_000;
const VISITORS = 10;
const VISITOR_EVERY_MS = 6_000;
const EVENTS = 500;
const REBUILD_LEADS = 100_000;
const TARGET = { speedup: 1.5, eventP99Ms: 1_000, profileDuringRebuildP99Ms: 25 };

/** The embedded database's log lines are not this bench's business. */
const quiet = pino({ level: 'silent' });
const ms = (value: number) => `${value.toFixed(1)} ms`;
const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER BUDGET');
const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? NaN;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

interface Product {
  base: string;
  child: ChildProcess;
  dataDir: string;
}

/** `node api/src/server.ts` with `workers` API workers, its own data folder and port (and `MONGODB_URI` when given); resolves once it prints its URL. */
async function startProduct(workers: number, mongodbUri?: string): Promise<Product> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `leadnest-bench-processes-${workers}-`));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/server.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: String(workers),
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      ...(mongodbUri ? { MONGODB_URI: mongodbUri } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      if (out.includes('LeadNest is running at')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the product stopped at start (exit ${code})`)));
  });
  return { base: `http://127.0.0.1:${port}`, child, dataDir };
}

async function stopProduct(product: Product): Promise<void> {
  const exited = new Promise((resolve) => product.child.once('exit', resolve));
  product.child.kill('SIGTERM');
  await exited;
  await rm(product.dataDir, { recursive: true, force: true });
}

async function json(res: Response): Promise<Record<string, unknown>> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** An agent on a plan with 50 leads, signed in: the cookie, its id and its chat widget's public id. */
async function agentWithLeads(base: string) {
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Agent', email: `bench.${Date.now()}@example.com`, password: 'correct horse battery' }),
  });
  const cookie = (signup.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { user } = (await json(signup)) as { user: { id: string } };
  const asAgent = (method: string, url: string, body?: unknown) =>
    fetch(`${base}${url}`, {
      method,
      headers: { cookie, origin: base, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  await json(await asAgent('PATCH', `/api/subscription/${user.id}`, { plan: 'professional' }));
  for (let i = 0; i < 50; i++) await json(await asAgent('POST', '/api/leads', { name: `Lead ${i}`, email: `lead${i}@example.com`, source: 'website' }));
  const { agentPublicId } = (await json(await asAgent('GET', '/api/chat-widget/embed-code'))) as { agentPublicId: string };
  return { cookie, id: user.id, agentPublicId };
}

/** Website visitors chatting while the load runs; answers each turn's time. */
function chatAlongside(base: string, agentPublicId: string, durationMs: number): Promise<number[]> {
  const turns: number[] = [];
  const until = Date.now() + durationMs;
  const visitor = async (n: number) => {
    let token: string | undefined;
    while (Date.now() < until) {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/public/chat/${agentPublicId}/messages`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${n + 1}`, ...(token ? { 'X-Visitor-Token': token } : {}) },
        body: JSON.stringify({ message: 'Hi, do you have a 3 bedroom house in Austin under $500k?' }),
      });
      const body = (await res.json().catch(() => ({}))) as { visitorToken?: string };
      if (res.ok) turns.push(performance.now() - t0);
      token = body.visitorToken ?? token;
      await new Promise((resolve) => setTimeout(resolve, VISITOR_EVERY_MS));
    }
  };
  return Promise.all(Array.from({ length: VISITORS }, (_, n) => visitor(n))).then(() => turns);
}

/** Which process of the product this is: the database, the primary, or a worker. */
function kindOf(primary: number): Classify {
  return ({ pid, command }) => (command.includes('embedded-mongo') ? 'database' : pid === primary ? 'primary' : 'workers');
}

async function mixedLoad(workers: number, reportScript: string): Promise<LoadResult & { chatP50: number; chatTurns: number; cores: Map<string, number> }> {
  const product = await startProduct(workers);
  try {
    const agent = await agentWithLeads(product.base);
    const mix = path.join(path.dirname(reportScript), `mix-${workers}.lua`);
    const paths = ['/api/user/profile', '/api/leads?page=1&limit=20', `/api/dashboard/metrics/${agent.id}`];
    await writeFile(
      mix,
      `local paths = { ${paths.map((p) => JSON.stringify(p)).join(', ')} }\nlocal i = 0\nrequest = function()\n  i = i + 1\n  return wrk.format("GET", paths[(i % #paths) + 1])\nend\n${WRK_REPORT}`,
    );
    await load(mix, product.base, { Cookie: agent.cookie }, 1_000, CONNECTIONS);
    const chats = chatAlongside(product.base, agent.agentPublicId, SLICES * SLICE_MS);
    const slices: Slice[] = [];
    const cpuAtStart = cpuSnapshot([product.child.pid!]);
    for (let i = 0; i < SLICES; i++) slices.push(await load(mix, product.base, { Cookie: agent.cookie }, SLICE_MS, CONNECTIONS));
    const cores = coresSince(cpuAtStart, [product.child.pid!], kindOf(product.child.pid!));
    const turns = await chats;
    return { ...summarise(slices), chatP50: quantile(turns, 0.5), chatTurns: turns.length, cores };
  } finally {
    await stopProduct(product);
  }
}

/** Two connections to the embedded database in its own process, as two API processes have; the log's carrying time. */
async function eventLogLatency(): Promise<number[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'leadnest-bench-event-log-'));
  const database = await startEmbeddedProcess(path.join(dataDir, 'db'), quiet);
  const a = await mongoose.createConnection(database.uri, { dbName: 'bench' }).asPromise();
  const b = await mongoose.createConnection(database.uri, { dbName: 'bench' }).asPromise();
  const latencies: number[] = [];
  const fail = (err: unknown) => {
    throw err;
  };
  const writer = new EventLog({ db: a.db!, deliver: () => undefined, onError: fail, origin: 'a' });
  const reader = new EventLog({
    db: b.db!,
    deliver: (_event, payload) => latencies.push(performance.now() - (payload as { at: number }).at),
    onError: fail,
    origin: 'b',
  });
  try {
    await writer.open();
    await reader.open();
    await reader.startTailing();
    for (let i = 0; i < EVENTS; i++) {
      await writer.append('conversation.changed', { at: performance.now() });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const until = Date.now() + 5_000;
    while (latencies.length < EVENTS && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    if (latencies.length < EVENTS) throw new Error(`only ${latencies.length} of ${EVENTS} events arrived`);
    return latencies;
  } finally {
    await reader.stop();
    await writer.stop();
    await a.close();
    await b.close();
    await database.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** p50 and p99 of 2,000 sequential reads by _id through mongoose at `uri`. */
async function readLatency(uri: string): Promise<{ p50: number; p99: number }> {
  const connection = await mongoose.createConnection(uri, { dbName: 'bench' }).asPromise();
  try {
    const things = connection.db!.collection<{ _id: number; name: string }>('things');
    await things.insertMany(Array.from({ length: 1_000 }, (_, i) => ({ _id: i, name: `thing ${i}` })));
    const times: number[] = [];
    for (let i = 0; i < 2_200; i++) {
      const t0 = performance.now();
      await things.findOne({ _id: i % 1_000 });
      if (i >= 200) times.push(performance.now() - t0);
    }
    return { p50: quantile(times, 0.5), p99: quantile(times, 0.99) };
  } finally {
    await connection.close();
  }
}

/** The cost of a database call: the embedded server in this process (as before) against in its own process (as `npm start` runs it now). */
async function roundTrips(): Promise<{ inProcess: { p50: number; p99: number }; ownProcess: { p50: number; p99: number } }> {
  const { startServer } = await import('@leadnest/embedded-mongo');
  const inside = await startServer({ port: 0, inMemory: true });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'leadnest-bench-round-trip-'));
  const outside = await startEmbeddedProcess(path.join(dataDir, 'db'), quiet);
  try {
    return { inProcess: await readLatency(inside.uri), ownProcess: await readLatency(outside.uri) };
  } finally {
    await inside.stop();
    await outside.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * The profile's p99 with 2 workers, before and while the product rebuilds the
 * agent's rollups over 100k leads. The database runs in its own process here
 * (as under `npm start`), given to the product as MONGODB_URI so this bench
 * can seed it through the leads service.
 */
async function profileDuringRebuild(reportScript: string): Promise<{ before: LoadResult; during: LoadResult; rebuildS: number }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'leadnest-bench-rebuild-'));
  const database = await startEmbeddedProcess(path.join(dataDir, 'db'), quiet);
  const uri = new URL(database.uri);
  uri.pathname = '/leadnest';
  await mongoose.connect(uri.toString());
  const product = await startProduct(2, uri.toString());
  try {
    const agent = await agentWithLeads(product.base);
    console.log(`  seeding ${REBUILD_LEADS / 1000}k leads…`);
    await seedBenchAccount(new Types.ObjectId(agent.id), {
      leads: REBUILD_LEADS,
      conversations: 0,
      now: Date.now(),
      seed: { spanDays: 365, closedDeals: true },
    });
    process.stdout.write('\n');
    // The rollups as they stand before the agent moves: built once for the zone the agent has.
    await rebuildAgentRollups(agent.id, DEFAULT_AVAILABILITY_SETTINGS.timeZone);
    const profile = `${product.base}/api/user/profile`;
    await load(reportScript, profile, { Cookie: agent.cookie }, 1_000, REBUILD_CONNECTIONS);
    const before = summarise([await load(reportScript, profile, { Cookie: agent.cookie }, 5_000, REBUILD_CONNECTIONS)]);
    // The agent saves a new time zone: the product stores its rollup rebuild as a job, which a worker runs.
    const t0 = performance.now();
    const saved = await fetch(`${product.base}/api/users/${agent.id}/availability`, {
      method: 'PUT',
      headers: { cookie: agent.cookie, origin: product.base, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...DEFAULT_AVAILABILITY_SETTINGS, timeZone: 'America/Los_Angeles' }),
    });
    await json(saved);
    const state = () => mongoose.connection.db!.collection('analytics_rollup_state').findOne({ userId: new Types.ObjectId(agent.id) });
    const slices: Slice[] = [];
    let rebuilt = false;
    while (!rebuilt && performance.now() - t0 < 120_000) {
      slices.push(await load(reportScript, profile, { Cookie: agent.cookie }, 2_000, REBUILD_CONNECTIONS));
      const current = await state();
      rebuilt = current?.status === 'ready' && current?.zone === 'America/Los_Angeles';
    }
    if (!rebuilt) throw new Error('the rollup rebuild did not finish within 2 minutes');
    return { before, during: summarise(slices), rebuildS: (performance.now() - t0) / 1000 };
  } finally {
    await stopProduct(product);
    await mongoose.disconnect();
    await database.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

runCli(async () => {
  ensureWrk();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'leadnest-bench-processes-'));
  const report = path.join(dir, 'report.lua');
  await writeFile(report, WRK_REPORT);
  try {
    const cpuAtStart = cpuSample();
    if (PARTS.has('events')) {
      console.log(`event log: ${EVENTS} events from one connection to another…`);
      const events = await eventLogLatency();
      const eventP99 = quantile(events, 0.99);
      console.log(
        `event log p50 / p99         ${ms(quantile(events, 0.5))} / ${ms(eventP99)}   target p99 ≤ ${TARGET.eventP99Ms} ms: ${verdict(eventP99 <= TARGET.eventP99Ms)}`,
      );
    }
    if (PARTS.has('trips')) {
      console.log('a database read, the database in this process and in its own…');
      const trips = await roundTrips();
      console.log(
        `database read p50 / p99    in the caller's process ${ms(trips.inProcess.p50)} / ${ms(trips.inProcess.p99)}, in its own ${ms(trips.ownProcess.p50)} / ${ms(trips.ownProcess.p99)}`,
      );
    }
    let errors = 0;
    if (PARTS.has('mixed')) {
      console.log(
        `mixed load (profile, lead list, dashboard; ${VISITORS} chatting visitors): ${CONNECTIONS} connections, ${(SLICES * SLICE_MS) / 1000} s per worker count…`,
      );
      const one = await mixedLoad(1, report);
      const two = await mixedLoad(2, report);
      console.log('\n                        req/s        p50        p99   errors   chat turn p50 (n)');
      for (const [name, r] of [
        ['WEB_CONCURRENCY=1', one],
        ['WEB_CONCURRENCY=2', two],
      ] as const) {
        console.log(
          `${name.padEnd(20)} ${r.rps.toFixed(0).padStart(8)} ${ms(r.p50).padStart(10)} ${ms(r.p99).padStart(10)} ${String(r.errors).padStart(8)}   ${ms(r.chatP50)} (${r.chatTurns})`,
        );
      }
      for (const [name, r] of [
        ['WEB_CONCURRENCY=1', one],
        ['WEB_CONCURRENCY=2', two],
      ] as const) {
        const shares = [...r.cores].map(([kind, cores]) => `${kind} ${cores.toFixed(2)}`).join(', ');
        console.log(`cores used, ${name}: ${shares} (of ${os.cpus().length})`);
      }
      const speedup = two.rps / one.rps;
      console.log(`\nspeed-up 2 workers / 1     ${speedup.toFixed(2)}×   target ≥ ${TARGET.speedup}×: ${verdict(speedup >= TARGET.speedup)}`);
      console.log(`p99 with 2 workers          ${ms(two.p99)} vs ${ms(one.p99)}: ${verdict(two.p99 <= one.p99)}`);
      errors += one.errors + two.errors;
    }
    if (PARTS.has('rebuild')) {
      console.log(`profile while the product rebuilds the rollups of ${REBUILD_LEADS / 1000}k leads (2 workers, ${REBUILD_CONNECTIONS} connections)…`);
      const rebuild = await profileDuringRebuild(report);
      console.log(
        `profile p99 before / during the rebuild (${rebuild.rebuildS.toFixed(1)} s)   ${ms(rebuild.before.p99)} / ${ms(rebuild.during.p99)}   target ≤ ${TARGET.profileDuringRebuildP99Ms} ms: ${verdict(rebuild.during.p99 <= TARGET.profileDuringRebuildP99Ms)}`,
      );
      errors += rebuild.before.errors + rebuild.during.errors;
    }
    console.log(stealSince(cpuAtStart));
    if (errors > 0) throw new Error(`${errors} requests did not answer 2xx`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
