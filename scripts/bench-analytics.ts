/**
 * npm run bench:analytics — Analytics & Reports' API on a large account:
 *  1. seeds, for one agent, 100k leads over the last year (a seventh of them
 *     Closed Won, with a commission), 20k website conversations and 5k
 *     appointments, plus 20k leads of other agents;
 *  2. times, over the real HTTP port of the in-process API, 50 sequential
 *     requests each (after 5 warm-up ones) of GET /api/analytics/detailed,
 *     /conversions, /ai-performance and /roi for 1y and 30d: p50, p99 —
 *     A/B in one process: first from the raw documents (the rollups held
 *     as 'building', which is how main computes every figure), then, after
 *     timing the rebuild of the agent's daily rollups, from the rollups.
 * Targets: each endpoint p99 ≤ 150 ms for 1y, ≤ 60 ms for 30d.
 * Figures are computed afresh on every request (no cache): the rollups are
 * summed per request.
 * ANALYTICS_SLOWEST=N also prints, per line, the process CPU per request and
 * how much of it stayed in V8's old space (what brings major GCs: their
 * marking lands on whichever requests run then), and the N slowest requests
 * with their CPU and the GC pauses inside them: a slow request with CPU ≈ its
 * time did work in this process (the API, the embedded database, a
 * collector); one with little CPU waited (the host, I/O).
 */
import { PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';

import { insertAppointmentsInBulk, rebuildAgentRollups } from '@leadnest/api';
import { holdRollupsBuilding } from '@leadnest/api/bench';
import { Types } from 'mongoose';

import { seedBenchAccount } from './lib/bench-seed';
import { startBenchServer } from './lib/bench-server';
import { cpuSample, stealSince } from './lib/cpu-steal';
import { runCli } from './lib/workspace';

const LEADS = 100_000;
const CONVERSATIONS = 20_000;
const APPOINTMENTS = 5_000;
const SAMPLES = 50;
const WARMUP = 5;
const TARGET_P99_MS: Record<string, number> = { '1y': 150, '30d': 60 };
const DAY = 24 * 3600_000;
/** The bench agent's zone (the default of a new agent). */
const ZONE = 'America/New_York';
/** ANALYTICS_AB=0 measures only the rollups; ANALYTICS_RAW_SAMPLES sets the raw round's samples (it takes seconds a request). */
const AB = process.env.ANALYTICS_AB !== '0';
const RAW_SAMPLES = Number(process.env.ANALYTICS_RAW_SAMPLES ?? SAMPLES);
const SLOWEST = Number(process.env.ANALYTICS_SLOWEST ?? 0);
/** A year of leads with closed deals, and a year of conversations. */
const SEED = { spanDays: 360, closedDeals: true };

function appointmentDocs(userId: Types.ObjectId, now: number) {
  return Array.from({ length: APPOINTMENTS }, (_, i) => {
    const createdAt = new Date(now - ((i * 613) % 360) * DAY - (i % 24) * 3600_000);
    const scheduledAt = new Date(createdAt.getTime() + 3 * DAY + i * 60_000);
    return {
      userId,
      title: 'Showing',
      clientName: `Client ${i}`,
      appointmentType: 'showing',
      date: scheduledAt.toISOString().slice(0, 10),
      time: scheduledAt.toISOString().slice(11, 16),
      scheduledAt,
      durationMinutes: 60,
      status: i % 10 === 0 ? 'cancelled' : 'scheduled',
      bookedBy: i % 2 === 0 ? 'assistant' : 'agent',
      createdAt,
      updatedAt: createdAt,
    };
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** GC pauses seen by this process (kept only with ANALYTICS_SLOWEST). */
const gcPauses: { at: number; ms: number; major: boolean }[] = [];
if (SLOWEST > 0) {
  // kind 4 = NODE_PERFORMANCE_GC_MAJOR (mark-compact); its incremental marking steps before it are not in `duration`, the CPU column shows them.
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      gcPauses.push({ at: e.startTime, ms: e.duration, major: (e as unknown as { detail?: { kind?: number } }).detail?.kind === 4 });
  }).observe({ entryTypes: ['gc'] });
}
const oldSpaceBytes = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'old_space')?.space_used_size ?? 0;

interface Sample {
  index: number;
  start: number;
  ms: number;
  cpuMs: number;
}

function printSlowest(samples: Sample[], oldGrowth: number): void {
  const cpu = samples.map((s) => s.cpuMs).sort((a, b) => a - b);
  const end = Math.max(...samples.map((s) => s.start + s.ms));
  const majors = gcPauses.filter((g) => g.major && g.at >= samples[0]!.start && g.at <= end).length;
  console.log(
    `      CPU p50 ${percentile(cpu, 50).toFixed(1)} ms a request; old space ${oldGrowth >= 0 ? '+' : ''}${(oldGrowth / samples.length / 1024).toFixed(0)} KB a request; ${majors} major GC(s)`,
  );
  for (const s of [...samples].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST)) {
    const inside = gcPauses.filter((g) => g.at >= s.start && g.at <= s.start + s.ms);
    const gc = (major: boolean) =>
      inside
        .filter((g) => g.major === major)
        .reduce((n, g) => n + g.ms, 0)
        .toFixed(1);
    console.log(
      `      #${String(s.index).padStart(2)} ${s.ms.toFixed(1).padStart(6)} ms  CPU ${s.cpuMs.toFixed(1).padStart(6)} ms  GC pauses: major ${gc(true)} ms, minor ${gc(false)} ms`,
    );
  }
}

async function measure(url: string, cookie: string, samples = SAMPLES): Promise<{ p50: number; p99: number; print: () => void }> {
  const times: Sample[] = [];
  let oldAtStart = 0;
  for (let i = 0; i < WARMUP + samples; i++) {
    if (i === WARMUP) oldAtStart = oldSpaceBytes();
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const res = await fetch(url, { headers: { Cookie: cookie } });
    await res.arrayBuffer();
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    if (i >= WARMUP) times.push({ index: i - WARMUP, start: t0, ms, cpuMs: (cpu.user + cpu.system) / 1000 });
  }
  // A major GC meanwhile makes the growth negative: the line's figure is then meaningless, the GC count says why.
  const oldGrowth = oldSpaceBytes() - oldAtStart;
  const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), print: () => SLOWEST > 0 && printSlowest(times, oldGrowth) };
}

runCli(async () => {
  const server = await startBenchServer('analytics', { plan: 'professional' });
  try {
    const { base, cookie, agentId } = server;
    const owner = new Types.ObjectId(agentId);
    const now = Date.now();
    console.log(`bench:analytics — ${process.env.MONGODB_URI ? 'MONGODB_URI' : 'embedded database'}`);
    const started = performance.now();
    await seedBenchAccount(owner, { leads: LEADS, conversations: CONVERSATIONS, now, seed: SEED });
    await insertAppointmentsInBulk(appointmentDocs(owner, now));
    console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);

    const cpuAtStart = cpuSample();
    const round = async (label: string, samples = SAMPLES) => {
      console.log(`\n  ${label} (${samples} requests each)\n  ${'request'.padEnd(40)} ${'p50'.padStart(9)} ${'p99'.padStart(9)}  target`);
      let missed = 0;
      let cases = 0;
      for (const period of ['1y', '30d']) {
        for (const endpoint of ['detailed', 'conversions', 'ai-performance', 'roi']) {
          const r = await measure(`${base}/api/analytics/${endpoint}?userId=${agentId}&period=${period}`, cookie, samples);
          const target = TARGET_P99_MS[period]!;
          cases++;
          if (r.p99 > target) missed++;
          console.log(
            `  ${`${endpoint} ${period}`.padEnd(40)} ${r.p50.toFixed(1).padStart(6)} ms ${r.p99.toFixed(1).padStart(6)} ms  ≤ ${target} ms${r.p99 > target ? '  MISSED' : ''}`,
          );
          r.print();
        }
      }
      console.log(`  targets: ${missed === 0 ? 'met' : `missed by ${missed} of ${cases}`}`);
    };
    if (AB) {
      await holdRollupsBuilding(agentId, ZONE);
      await round('A — raw documents (as on main)', RAW_SAMPLES);
    }
    const t0 = performance.now();
    const days = await rebuildAgentRollups(agentId, ZONE);
    console.log(`\n  rebuild of the agent's daily rollups: ${days} days in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    await round('B — daily rollups');
    console.log(`  ${stealSince(cpuAtStart)}`);
  } finally {
    await server.close();
  }
});
