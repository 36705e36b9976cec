/**
 * npm run bench:phone — the AI phone receptionist on this
 * machine, against a fake Twilio on 127.0.0.1, with the deterministic
 * assistant (no AI provider key, responseDelay 0), 50 calls and 50 texters
 * at once, each measured two ways:
 *  - at pace: 50 phone calls as they happen: each caller hears the reply
 *    out and says the next line, each texter reads and types, at a brisk
 *    250 words a minute; the calls ring 160 ms apart. The targets apply
 *    here: the lead's decision (session 28) reads "at 50 concurrent calls"
 *    as 50 calls in progress at once, each caller at a natural pace.
 *  - burst: every prompt or text is sent the instant the previous answer
 *    arrived, so 50 are always waiting: the process's throughput limit
 *    (about 50 × the CPU per prompt), printed as information only.
 * Also printed per prompt and per text: the CPU time and the database
 * operations (load-independent: compare those between versions).
 *  1. relay: caller prompt → first text token over the ConversationRelay
 *     WebSocket, PROMPTS prompts per call;
 *  2. SMS webhook → TwiML answer, TEXTS texts per texter.
 * Targets: relay first token p99 ≤ 150 ms; SMS webhook p99 ≤ 100 ms.
 */
import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { loadEnv, setPlan, startServer } from '@leadnest/api';
import { FakeRelayCall, startFakeTwilio } from '@leadnest/api/testing';
import { Agent, fetch as undiciFetch } from 'undici';

import { countDbOps } from './lib/db-ops';

const CONCURRENCY = Number(process.env.CONCURRENCY ?? 50);
const PROMPTS = Number(process.env.PROMPTS ?? 6);
const TEXTS = 6;
/** ONLY=relay or ONLY=sms runs one half (a quicker A/B while working on it). */
const ONLY = process.env.ONLY ?? '';
const TARGET = { relayP99Ms: 150, smsP99Ms: 100 };
const CALLER_LINES = [
  "Hi, I'm looking to buy a 3 bedroom house in Austin.",
  'Our budget is around 450 thousand.',
  "I'm Dana Reyes, we're pre-approved and want to move in 2 months.",
  'What times do you have for a showing?',
  'The first one works.',
  'Thanks, that is all.',
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const summary = (times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  return { n: s.length, p50: percentile(s, 50), p99: percentile(s, 99), max: s.at(-1)! };
};
const fmt = (x: number) => `${x.toFixed(1)} ms`;
const cpuMs = (used: NodeJS.CpuUsage) => (used.user + used.system) / 1000;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** A person's pace: 250 words a minute, faster than anyone speaks (150–160) or types on a phone, so the load errs high. */
const MS_PER_WORD = 240;
const speakingMs = (text: string) => text.split(/\s+/).filter(Boolean).length * MS_PER_WORD;
/** Calls (and texters) begin this far apart: 50 calls ring within 8 s, not in the same millisecond. */
const STAGGER_MS = 160;
interface Measured {
  times: number[];
  cpuMs: number;
  /** Database operations the API sent meanwhile, in all and by `collection.method`. */
  dbOps: number;
  byOperation: [string, number][];
}
const dbOps = countDbOps();
/** Latencies the run pushes into `times`, and the CPU time this process spent meanwhile (API, embedded database, the bench's clients), and the database operations. */
async function measure(run: (times: number[]) => Promise<unknown>): Promise<Measured> {
  const times: number[] = [];
  dbOps.reset();
  const before = process.cpuUsage();
  await run(times);
  const used = cpuMs(process.cpuUsage(before));
  // Writes a turn makes after its answer (the relay's, the SMS reply's record) land within a moment.
  await sleep(300);
  return { times, cpuMs: used, dbOps: dbOps.total(), byOperation: dbOps.byOperation() };
}
const sign = (token: string, url: string, params: Record<string, string>) =>
  createHmac('sha1', token)
    .update(
      Object.keys(params)
        .sort()
        .reduce((acc, k) => acc + k + params[k], url),
    )
    .digest('base64');

async function main(): Promise<void> {
  const twilio = await startFakeTwilio();
  const platform = twilio.addAccount();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'leadnest-bench-phone-'));
  const env = loadEnv({
    PORT: '0',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    TWILIO_API_URL: twilio.url,
    TWILIO_ACCOUNT_SID: platform.sid,
    TWILIO_AUTH_TOKEN: platform.authToken,
    MONGODB_URI: process.env.MONGODB_URI,
  });
  const api = await startServer({ env });
  try {
    const base = api.url;
    const publicBase = api.env.PUBLIC_BASE_URL;
    const signup = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Maya',
        lastName: 'Bench',
        email: `bench-phone-${Date.now()}@example.com`,
        password: 'correct horse battery',
        brokerage: 'Keystone Realty',
      }),
    });
    const cookie = (signup.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const userId = ((await signup.json()) as { user: { id: string } }).user.id;
    await setPlan(userId, 'enterprise');
    // Replies at once: AI Settings' responseDelay (2 s by default) would otherwise hold every SMS answer.
    const patched = await fetch(`${base}/api/users/${userId}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ advancedSettings: { responseDelay: 0 } }),
    });
    if (!patched.ok) throw new Error(`responseDelay: ${patched.status} ${await patched.text()}`);
    twilio.setAvailable(['+15125550100']);
    const assigned = await fetch(`${base}/api/assign-phone-number`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: '{}',
    });
    const { phoneNumber } = (await assigned.json()) as { phoneNumber: string };

    // Idle connections close on our side well before the server's 5 s keep-alive does: a paced texter waits about that long
    // between texts, and a request sent on a socket the server is closing fails (ECONNRESET) instead of being measured.
    const dispatcher = new Agent({ keepAliveTimeout: 1000, keepAliveMaxTimeout: 1000 });
    const webhook = async (route: string, params: Record<string, string>) => {
      const res = await undiciFetch(`${base}${route}`, {
        dispatcher,
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Twilio-Signature': sign(platform.authToken, `${publicBase}${route}`, params) },
        body: new URLSearchParams(params).toString(),
      });
      if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
      return res.text();
    };

    // 1. Relay: 50 calls at once, each a conversation of PROMPTS prompts.
    const oneCall = async (i: number, paced: boolean, firstTokens: number[] | null) => {
      if (paced) await sleep(i * STAGGER_MS);
      const callSid = `CA${String(i).padStart(32, '0')}`;
      const from = `+1830555${String(1000 + i)}`;
      const twiml = await webhook('/api/twilio/voice', {
        AccountSid: platform.sid,
        CallSid: callSid,
        From: from,
        To: phoneNumber,
        Direction: 'inbound',
        CallStatus: 'ringing',
      });
      const url = (/<ConversationRelay url="([^"]+)"/.exec(twiml)?.[1] ?? '')
        .replace(/&amp;/g, '&')
        .replace(publicBase.replace(/^http/, 'ws'), base.replace(/^http/, 'ws'));
      const call = await FakeRelayCall.open(url);
      call.send({ type: 'setup', callSid, from, to: phoneNumber });
      let heard = paced ? (/welcomeGreeting="([^"]*)"/.exec(twiml)?.[1] ?? '') : '';
      for (const line of CALLER_LINES.slice(0, PROMPTS)) {
        // Paced: the caller hears the assistant out, then says their line.
        if (paced) await sleep(speakingMs(heard) + speakingMs(line));
        const { firstTokenMs, text } = await call.prompt(line, 'last', 120_000);
        if (process.env.DEBUG_RELAY) console.log(i, line, '=>', text);
        firstTokens?.push(firstTokenMs);
        heard = text;
      }
      call.close();
    };
    // The first two calls warm the process up and are not counted.
    await Promise.all([0, 1].map((i) => oneCall(i, false, null)));
    const runRelay = ONLY !== 'sms';
    const relayPaced = runRelay ? await measure((times) => Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => oneCall(100 + i, true, times)))) : null;
    const relayBurst = runRelay ? await measure((times) => Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => oneCall(200 + i, false, times)))) : null;

    // 2. SMS: 50 senders at once, TEXTS texts each.
    const oneSender = async (i: number, paced: boolean, times: number[]) => {
      if (paced) await sleep(i * STAGGER_MS);
      const from = `+1737555${String(1000 + i)}`;
      let read = '';
      for (let k = 0; k < TEXTS; k++) {
        const body = CALLER_LINES[k % CALLER_LINES.length]!;
        // Paced: the texter reads the answer, then types the next text (as fast as they speak: a fast typist).
        if (paced) await sleep(speakingMs(read) + speakingMs(body));
        const params = { AccountSid: platform.sid, MessageSid: `SM${String(i * 100 + k).padStart(32, '0')}`, From: from, To: phoneNumber, Body: body };
        const t0 = performance.now();
        read = await webhook('/api/twilio/sms', params);
        times.push(performance.now() - t0);
      }
    };
    const runSms = ONLY !== 'relay';
    // Two texters first warm the SMS path up and are not counted.
    if (runSms) await Promise.all([0, 1].map((i) => oneSender(i, false, [])));
    const smsPaced = runSms ? await measure((times) => Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => oneSender(100 + i, true, times)))) : null;
    const smsBurst = runSms ? await measure((times) => Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => oneSender(200 + i, false, times)))) : null;

    const line = (label: string, m: Measured | null, unit: string, target: number | null) => {
      if (!m) return `  ${label.padEnd(44)} not run (ONLY=${ONLY})`;
      const t = summary(m.times);
      const verdict = target === null ? 'information only, no target' : `target p99 ≤ ${target} ms: ${t.p99 <= target ? 'met' : 'MISSED'}`;
      const per = unit.replace(/s$/, '');
      const ops = process.env.DB_OPS ? `\n${m.byOperation.map(([op, n]) => `      ${(n / t.n).toFixed(2).padStart(6)} ${op}`).join('\n')}` : '';
      return `  ${label.padEnd(44)} ${t.n} ${unit}, p50 ${fmt(t.p50)}, p99 ${fmt(t.p99)}, max ${fmt(t.max)} — ${verdict}; CPU ${fmt(m.cpuMs / t.n)}, DB operations ${(m.dbOps / t.n).toFixed(1)} per ${per}${ops}`;
    };
    console.log(
      `\n  AI phone receptionist, ${CONCURRENCY} at once, deterministic assistant, fake Twilio on 127.0.0.1 (${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)})`,
    );
    console.log(
      `  Targets read as decided by the lead: "at 50 concurrent calls" = 50 calls in progress at once, each caller speaking or texting at a natural pace (the "at pace" lines); the burst lines are information only.`,
    );
    console.log(line('relay prompt → first token, calls at pace:', relayPaced, 'prompts', TARGET.relayP99Ms));
    console.log(line('relay prompt → first token, burst:', relayBurst, 'prompts', null));
    console.log(line('SMS webhook → TwiML, texters at pace:', smsPaced, 'texts', TARGET.smsP99Ms));
    console.log(line('SMS webhook → TwiML, burst:', smsBurst, 'texts', null));
    console.log(
      `  (at pace: each of the ${CONCURRENCY} callers hears the reply out and says the next line, each texter reads and types, at ${Math.round(60_000 / MS_PER_WORD)} words a minute, starts ${STAGGER_MS} ms apart;`,
    );
    console.log(
      `   burst: every prompt or text sent the instant the last answer arrived, so ${CONCURRENCY} are always waiting: the process's throughput limit, not a phone call's pace)\n`,
    );
  } finally {
    await api.close();
    await twilio.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
