/**
 * npm run bench:messenger — Messenger and Instagram direct messages on this
 * machine (docs/decisions/0035-meta-direct-messages.md), against the fake
 * Graph on 127.0.0.1, with the deterministic assistant (no AI provider key,
 * responseDelay 0): 50 people writing to the agent's page at once, half on
 * Messenger and half on Instagram, each at a person's pace (reads the
 * answer, types the next message at 250 words a minute, as bench:phone's
 * texters), PER_PERSON messages each.
 *
 * Measured: the signed webhook POST sent → the Send API call for that
 * person received by the fake Graph (the webhook answers at once; a durable
 * job takes the turn and sends, so this is what the person waits for).
 * Also the webhook's own answer time. Target: webhook → Send API p99 ≤ 150 ms.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { loadEnv, setPlan, startServer } from '@leadnest/api';
import { type FakeMetaSent, startFakeMeta } from '@leadnest/api/testing';

import { cpuSample, stealSince } from './lib/cpu-steal';
import { countDbOps } from './lib/db-ops';

const PEOPLE = Number(process.env.CONCURRENCY ?? 50);
const PER_PERSON = 6;
const TARGET_P99_MS = 150;
/** A person who got no answer within this long counts as a miss (printed), not a hang. */
const ANSWER_TIMEOUT_MS = 10_000;
const LINES = [
  "Hi, I'm looking to buy a 3 bedroom house in Austin.",
  'Our budget is around 450 thousand.',
  "I'm Dana Reyes, dana.reyes@example.com, we're pre-approved and want to move in 2 months.",
  'What times do you have for a showing?',
  'The first one works.',
  'Thanks, that is all.',
];
const MS_PER_WORD = 240;
const STAGGER_MS = 160;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const fmt = (x: number) => `${x.toFixed(1)} ms`;
const dbOps = countDbOps();

async function main(): Promise<void> {
  const meta = await startFakeMeta();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'leadnest-bench-messenger-'));
  const env = loadEnv({ PORT: '0', DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'silent', ...meta.env, MONGODB_URI: process.env.MONGODB_URI });
  const api = await startServer({ env });
  try {
    const base = api.url;
    const signup = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: 'Maya', lastName: 'Bench', email: `bench-messenger-${Date.now()}@example.com`, password: 'correct horse battery' }),
    });
    const cookie = (signup.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const userId = ((await signup.json()) as { user: { id: string } }).user.id;
    await setPlan(userId, 'enterprise');
    const patched = await fetch(`${base}/api/users/${userId}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ advancedSettings: { responseDelay: 0 } }),
    });
    if (!patched.ok) throw new Error(`responseDelay: ${patched.status} ${await patched.text()}`);

    // Connect the page (with its Instagram account) as the browser does: connect → Meta's dialog → the callback.
    const page = {
      id: '7300000001',
      name: 'Bench Realty',
      access_token: 'EAAPAGEBENCH',
      instagram_business_account: { id: '7300000002', username: 'benchrealty' },
    };
    meta.pages = [page];
    const { authUrl } = (await (await fetch(`${base}/api/integrations/facebook/connect`, { headers: { Cookie: cookie } })).json()) as { authUrl: string };
    const back = new URL((await fetch(authUrl, { redirect: 'manual' })).headers.get('location') ?? '');
    const callback = await fetch(`${base}${back.pathname}${back.search}`, { headers: { Cookie: cookie }, redirect: 'manual' });
    if (!(callback.headers.get('location') ?? '').includes('status=connected'))
      throw new Error(`connect: ${callback.status} ${callback.headers.get('location')}`);

    // Each person's answers, as the fake Graph accepts them.
    const waiting = new Map<string, (sent: FakeMetaSent) => void>();
    meta.onSend = (sent) => {
      waiting.get(sent.recipient)?.(sent);
      waiting.delete(sent.recipient);
    };
    const answerTo = (person: string) =>
      new Promise<FakeMetaSent | null>((resolve) => {
        const timer = setTimeout(() => resolve(null), ANSWER_TIMEOUT_MS);
        waiting.set(person, (sent) => {
          clearTimeout(timer);
          resolve(sent);
        });
      });

    const sendTimes: number[] = [];
    /** The same times by the message's place in its conversation (the first opens it, reads the profile; the third makes the lead). */
    const byPlace: number[][] = LINES.slice(0, PER_PERSON).map(() => []);
    const webhookTimes: number[] = [];
    let misses = 0;
    let serial = 0;
    const person = async (i: number, measured: boolean) => {
      if (measured) await sleep(i * STAGGER_MS);
      const instagram = i % 2 === 1;
      const personId = String(7_400_000_000 + i);
      meta.profiles.set(personId, { pageId: page.id, first_name: 'Person', last_name: String(i) });
      let read = '';
      for (const [place, text] of LINES.slice(0, PER_PERSON).entries()) {
        if (measured) await sleep((words(read) + words(text)) * MS_PER_WORD);
        const accountId = instagram ? page.instagram_business_account.id : page.id;
        const at = Date.now();
        const body = JSON.stringify({
          object: instagram ? 'instagram' : 'page',
          entry: [
            {
              id: accountId,
              time: at,
              messaging: [{ sender: { id: personId }, recipient: { id: accountId }, timestamp: at, message: { mid: `m_bench_${++serial}_${i}`, text } }],
            },
          ],
        });
        const answered = answerTo(personId);
        const t0 = performance.now();
        const res = await fetch(`${base}/api/integrations/facebook/webhook`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': meta.sign(body) },
          body,
        });
        const t1 = performance.now();
        if (!res.ok) throw new Error(`webhook: ${res.status} ${await res.text()}`);
        const sent = await answered;
        if (!measured) continue;
        webhookTimes.push(t1 - t0);
        if (sent) {
          sendTimes.push(performance.now() - t0);
          byPlace[place]?.push(performance.now() - t0);
          read = sent.text;
        } else misses += 1;
      }
    };
    // Two people warm the process up and are not counted.
    await Promise.all([0, 1].map((i) => person(1000 + i, false)));
    const before = cpuSample();
    dbOps.reset();
    const cpu0 = process.cpuUsage();
    await Promise.all(Array.from({ length: PEOPLE }, (_, i) => person(i, true)));
    const cpu = process.cpuUsage(cpu0);
    const sorted = [...sendTimes].sort((a, b) => a - b);
    const hooks = [...webhookTimes].sort((a, b) => a - b);
    const p99 = percentile(sorted, 99);
    console.log(`bench:messenger — ${PEOPLE} people at a person's pace (half Messenger, half Instagram), ${PER_PERSON} messages each`);
    console.log(`  webhook answered            p50 ${fmt(percentile(hooks, 50))}  p99 ${fmt(percentile(hooks, 99))}  (${hooks.length} messages)`);
    console.log(
      `  webhook → Send API call     p50 ${fmt(percentile(sorted, 50))}  p99 ${fmt(p99)}  max ${fmt(sorted.at(-1) ?? NaN)}  (${sorted.length} answers)`,
    );
    console.log(
      `  by place in the conversation (p50 / p99): ${byPlace
        .map((times, place) => {
          const inOrder = [...times].sort((a, b) => a - b);
          return `#${place + 1} ${percentile(inOrder, 50).toFixed(0)} / ${percentile(inOrder, 99).toFixed(0)} ms`;
        })
        .join(', ')}`,
    );
    console.log(`  messages the assistant did not answer within ${ANSWER_TIMEOUT_MS / 1000} s: ${misses}`);
    const perMessage = (n: number) => (n / Math.max(1, hooks.length)).toFixed(1);
    console.log(
      `  DB operations per message: ${perMessage(dbOps.total())} (${dbOps
        .byOperation()
        .slice(0, 8)
        .map(([op, n]) => `${op} ${perMessage(n)}`)
        .join(', ')})`,
    );
    console.log(`  CPU per message: ${fmt((cpu.user + cpu.system) / 1000 / Math.max(1, hooks.length))} (API, database and this bench's clients)`);
    console.log(`  target: webhook → Send API p99 ≤ ${TARGET_P99_MS} ms — ${p99 <= TARGET_P99_MS ? 'met' : 'MISSED'}`);
    console.log(`  ${stealSince(before)}`);
  } finally {
    await api.close();
    await meta.close();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
