/**
 * npm run bench:campaigns — outbound campaigns at size (issue 18):
 *  1. imports a 50,000-row CSV through POST /api/call-lists/import on the
 *     real HTTP port (papaparse, E.164, duplicates, insert), timed;
 *  2. the dialer's decision (who is callable now) over a 50,000-contact
 *     list: the bulk reads, then the decision itself; 10 runs, median and max.
 * Targets: import ≤ 20 s; decision ≤ 200 ms.
 */
import { measureDialerDecision, seedBenchCampaign } from '@leadnest/api';
import { startBenchServer } from './lib/bench-server';
import { runCli } from './lib/workspace';

const ROWS = 50_000;
const RUNS = 10;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

runCli(async () => {
  const server = await startBenchServer('campaigns', { plan: 'enterprise' });
  try {
    const { base, cookie, agentId: userId } = server;
    console.log(`bench:campaigns — ${process.env.MONGODB_URI ? 'MONGODB_URI' : 'embedded database'}`);

    const lines = ['name,phone,email,notes'];
    for (let i = 0; i < ROWS; i++) lines.push(`Contact ${i},"(${200 + (i % 700)}) 555-${String(i % 10_000).padStart(4, '0')}",c${i}@example.com,"row ${i}, imported"`);
    const started = performance.now();
    const res = await fetch(`${base}/api/call-lists/import?attestConsent=true&name=Bench`, { method: 'POST', headers: { 'Content-Type': 'text/csv', Cookie: cookie, Origin: base }, body: lines.join('\n') });
    const importMs = performance.now() - started;
    const body = (await res.json()) as { added?: number; duplicates?: number; message?: string };
    if (res.status !== 201) throw new Error(`import failed: ${res.status} ${body.message}`);
    console.log(`import ${ROWS.toLocaleString('en-US')} CSV rows: ${(importMs / 1000).toFixed(2)} s (${body.added} added, ${body.duplicates} duplicates) — target ≤ 20 s`);

    const listId = await seedBenchCampaign(userId, ROWS);
    const now = new Date();
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measureDialerDecision(listId, userId, now));
    const decide = runs.map((r) => r.decideMs);
    const read = runs.map((r) => r.readMs);
    const last = runs[runs.length - 1]!;
    console.log(`dialer decision over ${last.contacts.toLocaleString('en-US')} contacts: median ${median(decide).toFixed(1)} ms, max ${Math.max(...decide).toFixed(1)} ms (${last.callable} callable now, ${last.skipped} skips to record) — target ≤ 200 ms`);
    console.log(`  bulk reads before it (contacts, opt-outs, recent calls): median ${median(read).toFixed(0)} ms, max ${Math.max(...read).toFixed(0)} ms`);
  } finally {
    await server.close();
  }
});
