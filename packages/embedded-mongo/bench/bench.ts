/**
 * Benchmark through the official driver against the embedded server running
 * as its own process (journaling on, like `npx embedded-mongo`):
 *   npm run bench -w packages/embedded-mongo
 * The targets are the ones in README.md (Performance); the $text and $near
 * figures come from textGeo.ts.
 */
import { spawn } from 'node:child_process';
import { promises as fsp, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { calculateObjectSize } from 'bson';
import { MongoClient, ObjectId } from 'mongodb';

import { type Credential, uriWithCredential } from '../src/index.js';
import { benchNear, benchText } from './textGeo.js';

const TOTAL = 100_000;
const TIMED_BATCH = 10_000;
const BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bin/embedded-mongo.js');
const CITIES = Array.from({ length: 20 }, (_, i) => `city-${i}`);

function makeDoc(i: number) {
  return {
    _id: new ObjectId(),
    email: `user${i}@example.com`,
    name: `User Number ${i}`,
    age: i % 90,
    city: CITIES[i % CITIES.length]!,
    score: ((i * 7919) % 10007) / 10007,
    createdAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000),
    tags: [`t${i % 7}`, `t${i % 11}`],
  };
}

function stats(samples: number[]): { median: number; p99: number } {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  return { median: at(0.5), p99: at(0.99) };
}

async function time<T>(fn: () => Promise<T>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

function rssOf(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : NaN;
}

const fmt = (ms: number) => `${ms.toFixed(3)} ms`;
const row = (name: string, value: string, target: string, ok: boolean) =>
  console.log(`${ok ? 'PASS' : 'MISS'}  ${name.padEnd(42)} ${value.padEnd(34)} target ${target}`);

const dbPath = await fsp.mkdtemp(path.join(os.tmpdir(), 'embedded-mongo-bench-'));
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '--expose-gc').split(' ').filter(Boolean);
const child = spawn(process.execPath, [...nodeArgs, BIN, '--port', '0', '--dbpath', dbPath, '--quiet'], { stdio: ['ignore', 'pipe', 'inherit'] });
try {
  const uri = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      // READY <address> <credential file>
      const m = /READY (\S+) (\S+)/.exec(out);
      if (m) resolve(uriWithCredential(m[1]!, JSON.parse(readFileSync(m[2]!, 'utf8')) as Credential));
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const client = await MongoClient.connect(uri);
  const coll = client.db('bench').collection('people');
  await coll.createIndex({ email: 1 }, { unique: true });
  await coll.createIndex({ createdAt: 1 });
  const rssBefore = rssOf(child.pid!);

  // Documents are generated per batch and dropped after insert so the bench
  // process's own heap does not disturb the latencies; a sample is kept.
  let bsonBytes = 0;
  const sample: Array<{ _id: ObjectId; email: string }> = [];
  const batchOf = (start: number) => {
    const docs = Array.from({ length: TIMED_BATCH }, (_, k) => makeDoc(start + k));
    for (const d of docs) {
      bsonBytes += calculateObjectSize(d);
      if (Math.random() < 0.03) sample.push({ _id: d._id, email: d.email });
    }
    return docs;
  };
  for (let i = 0; i < TOTAL - TIMED_BATCH; i += TIMED_BATCH) await coll.insertMany(batchOf(i));
  const last = batchOf(TOTAL - TIMED_BATCH);
  const insertMs = await time(() => coll.insertMany(last));
  last.length = 0;
  const insertRate = TIMED_BATCH / (insertMs / 1000);

  console.log(`embedded-mongo bench: ${TOTAL} documents, ${(bsonBytes / 1048576).toFixed(1)} MB of BSON, journaling on, server pid ${child.pid}\n`);
  row(
    `insertMany ${TIMED_BATCH} (into ${TOTAL - TIMED_BATCH})`,
    `${Math.round(insertRate)} docs/s (${insertMs.toFixed(0)} ms)`,
    '>= 20000 docs/s',
    insertRate >= 20_000,
  );

  // Latencies are steady-state figures: warm up (JIT, and the collector
  // finishing the work the bulk load left behind) before measuring.
  const lookups = 2000;
  const pick = () => sample[Math.floor(Math.random() * sample.length)]!;
  for (let i = 0; i < lookups; i++) await coll.findOne(i % 2 ? { _id: pick()._id } : { email: pick().email });
  const byId: number[] = [];
  for (let i = 0; i < lookups; i++) {
    const d = pick();
    byId.push(await time(() => coll.findOne({ _id: d._id })));
  }
  const byEmail: number[] = [];
  for (let i = 0; i < lookups; i++) {
    const d = pick();
    byEmail.push(await time(() => coll.findOne({ email: d.email })));
  }
  const idS = stats(byId);
  const emS = stats(byEmail);
  row('findOne by _id', `median ${fmt(idS.median)}, p99 ${fmt(idS.p99)}`, 'median <= 1 ms, p99 <= 5 ms', idS.median <= 1 && idS.p99 <= 5);
  row('findOne by unique email', `median ${fmt(emS.median)}, p99 ${fmt(emS.p99)}`, 'median <= 1 ms, p99 <= 5 ms', emS.median <= 1 && emS.p99 <= 5);

  const sortSamples: number[] = [];
  for (let i = 0; i < 200; i++) {
    const city = CITIES[i % CITIES.length]!;
    sortSamples.push(await time(() => coll.find({ city }).sort({ createdAt: -1 }).limit(20).toArray()));
  }
  const so = stats(sortSamples);
  row('find {city} sort {createdAt:-1} limit 20', `median ${fmt(so.median)}, p99 ${fmt(so.p99)}`, '<= 5 ms', so.median <= 5);

  const scanSamples: number[] = [];
  let scanHits = 0;
  for (let i = 0; i < 20; i++)
    scanSamples.push(await time(async () => (scanHits = (await coll.find({ score: { $gt: 0.999 }, name: { $regex: '7' } }).toArray()).length)));
  const sc = stats(scanSamples);
  row(`unindexed full scan (${scanHits} hits)`, `median ${fmt(sc.median)}`, '<= 60 ms', sc.median <= 60);

  const groupSamples: number[] = [];
  for (let i = 0; i < 10; i++) {
    groupSamples.push(await time(() => coll.aggregate([{ $group: { _id: '$city', n: { $sum: 1 }, avgAge: { $avg: '$age' } } }]).toArray()));
  }
  const gr = stats(groupSamples);
  row('$group over all documents', `median ${fmt(gr.median)}`, '<= 150 ms', gr.median <= 150);

  // Resident memory of the idle server, as it stays between requests, not
  // counting transient garbage: with BENCH_NODE_ARGS=--expose-gc (the
  // default below) the server runs full collections once it has been idle
  // for a few seconds (V8 gives the young generation back only when recent
  // allocation is low); without it, V8's own memory reducer may or may not
  // run. RSS is sampled until it stops falling (at most 40 s).
  const forceGc = nodeArgs.includes('--expose-gc');
  let rssAfter = rssOf(child.pid!);
  let lowest = rssAfter;
  for (let waited = 1, lowAt = 0; waited <= 40 && waited - lowAt < 12; waited++) {
    await new Promise((r) => setTimeout(r, 1000));
    if (forceGc && waited === 6) child.kill('SIGUSR2');
    rssAfter = rssOf(child.pid!);
    if (rssAfter < lowest - 512 * 1024) lowAt = waited;
    lowest = Math.min(lowest, rssAfter);
  }
  const emb = (await client.db('admin').command({ serverStatus: 1 })).embedded;
  const heapUsed = (emb?.heapUsedBytes ?? NaN) as number;
  if (process.env.BENCH_DEBUG) {
    console.log(JSON.stringify(emb));
    const smaps = readFileSync(`/proc/${child.pid}/smaps`, 'utf8').split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/);
    const regions = smaps.map((r) => ({ head: r.split('\n')[0], rss: Number(/\nRss:\s+(\d+)/.exec(r)?.[1] ?? 0) })).sort((a, b) => b.rss - a.rss);
    for (const r of regions.slice(0, 15)) console.log(String(r.rss).padStart(8), 'kB', r.head);
  }
  const perDocs = (rssAfter - rssBefore) * (100_000 / TOTAL);
  const ratio = perDocs / (bsonBytes * (100_000 / TOTAL));
  row('resident memory per 100k documents', `${(perDocs / 1048576).toFixed(1)} MB = ${ratio.toFixed(2)}x BSON size`, '<= 3x BSON size', ratio <= 3);
  console.log(
    `\n(server RSS ${(rssBefore / 1048576).toFixed(0)} MB empty -> ${(rssAfter / 1048576).toFixed(0)} MB loaded, JS heap in use ${(heapUsed / 1048576).toFixed(0)} MB, array buffers ${((emb?.arrayBuffersBytes ?? NaN) / 1048576).toFixed(0)} MB${forceGc ? ', after forced GC' : ''}; includes the _id, email and createdAt indexes)`,
  );
  console.log('');
  await benchText(client, row);
  await benchNear(client, row);
  await client.close();
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  await fsp.rm(dbPath, { recursive: true, force: true });
}
