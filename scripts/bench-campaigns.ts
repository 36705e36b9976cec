/**
 * npm run bench:campaigns — outbound campaigns at size:
 *  1. imports a 50,000-row CSV through POST /api/call-lists/import on the
 *     real HTTP port (papaparse, E.164, duplicates, insert), timed;
 *  2. the dialer's decision (who is callable now) over a 50,000-contact
 *     list, A/B in one run at one load: A the old pass (every contact read,
 *     then decided), B the pass as it is (the next due batch through the
 *     dial index, decided, skips moved on), at noon in New York for 2 free
 *     lines; 10 runs each, median and max, with the documents the database
 *     examined (explain). The server warms the dial index at start-up
 *     (warmDialIndex), so B's first pass is timed apart only to show it.
 *     Then B at 9:30 pm in New York (the list's eastern zones closed, the
 *     western open: contacts read on the way are moved to their morning),
 *     and at 2 am in New York (closed in every zone of the list: nothing is
 *     read, the dialer sleeps until the first zone opens).
 * Targets: import ≤ 20 s; decision ≤ 200 ms.
 */
import { type DecisionRun, measureDialerDecision, measureLegacyDecision, seedBenchCampaign } from '@leadnest/api/bench';

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
    for (let i = 0; i < ROWS; i++)
      lines.push(`Contact ${i},"(${200 + (i % 700)}) 555-${String(i % 10_000).padStart(4, '0')}",c${i}@example.com,"row ${i}, imported"`);
    const started = performance.now();
    const res = await fetch(`${base}/api/call-lists/import?attestConsent=true&name=Bench`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv', Cookie: cookie, Origin: base },
      body: lines.join('\n'),
    });
    const importMs = performance.now() - started;
    const body = (await res.json()) as { added?: number; duplicates?: number; message?: string };
    if (res.status !== 201) throw new Error(`import failed: ${res.status} ${body.message}`);
    console.log(
      `import ${ROWS.toLocaleString('en-US')} CSV rows: ${(importMs / 1000).toFixed(2)} s (${body.added} added, ${body.duplicates} duplicates) — target ≤ 20 s`,
    );

    const listId = await seedBenchCampaign(userId, ROWS);
    // Noon in New York today: inside every US zone's calling window.
    const noon = new Date();
    noon.setUTCHours(17, 0, 0, 0);
    const runsOf = async (measure: () => Promise<DecisionRun>, count = RUNS) => {
      const runs: DecisionRun[] = [];
      for (let i = 0; i < count; i++) runs.push(await measure());
      return runs;
    };
    const report = (label: string, runs: DecisionRun[]) => {
      const total = runs.map((r) => r.factsMs + r.readMs + r.decideMs);
      const last = runs[runs.length - 1]!;
      console.log(
        `  ${label}: median ${median(total).toFixed(1)} ms, max ${Math.max(...total).toFixed(1)} ms` +
          ` (opt-outs and recent calls ${median(runs.map((r) => r.factsMs)).toFixed(1)} ms, contacts ${median(runs.map((r) => r.readMs)).toFixed(1)} ms, decision ${median(runs.map((r) => r.decideMs)).toFixed(1)} ms);` +
          ` ${last.contacts.toLocaleString('en-US')} contacts decided, ${last.callable} callable, ${last.docsExamined ?? '?'} documents examined`,
      );
      return median(total);
    };
    console.log(`dialer decision over ${ROWS.toLocaleString('en-US')} contacts (who is callable now, 2 free lines) — target ≤ 200 ms`);
    // A is slow (every contact read): 3 runs; B: a first pass, then 10 (its contacts are read and decided batch by batch, skips written: all under "contacts").
    const a = report('A old pass (whole list read, 3 runs)', await runsOf(() => measureLegacyDecision(listId, userId, noon), 3));
    report('B first pass (records the first skips)', await runsOf(() => measureDialerDecision(listId, userId, noon), 1));
    const b = report('B dial index (next due batch), 10 later passes', await runsOf(() => measureDialerDecision(listId, userId, noon)));
    console.log(`  A/B (medians): ${(a / b).toFixed(0)}× faster`);
    // 9:30 pm in New York, 6:30 pm in Los Angeles: the eastern contacts read on the way are moved to their morning.
    report(
      'B at 9:30 pm in New York (East closed, West open), 10 passes',
      await runsOf(() => measureDialerDecision(listId, userId, new Date(noon.getTime() + 8.5 * 3600_000))),
    );
    // 2 am in New York, 11 pm in Los Angeles: closed in every zone of the list.
    report(
      'B at 2 am in New York (closed in every zone: nothing read), 10 passes',
      await runsOf(() => measureDialerDecision(listId, userId, new Date(noon.getTime() + 14 * 3600_000))),
    );
  } finally {
    await server.close();
  }
});
