/**
 * npm run bench:dialogues — whole conversations on every channel (website
 * chat, SMS, inbound calls, campaign calls), as the dialogue suite in
 * api/src/modules/assistant/__tests__/dialogues.test.ts plays them through
 * the product's entry points with the embedded database. Prints a table per
 * channel: dialogues, outcomes right, and rule violations by rule
 * (docs/decisions/0038-whole-conversations.md).
 *   --open   plays the dialogues that fail today instead (dialogues/open-defects.ts)
 * Target: every outcome right, no violation.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { ROOT, runCli } from './lib/workspace';

const SUITE = 'api/src/modules/assistant/__tests__/dialogues.test.ts';
const CHANNELS = ['chat', 'sms', 'voice', 'campaign'] as const;
const RULES = ['known-fact', 'verbatim-repeat', 'outside-hours', 'disclosure', 'opt-out', 'fair-housing', 'transcript'] as const;

interface Result {
  id: string;
  channel: (typeof CHANNELS)[number];
  outcomeRight: boolean;
  outcomeDetail: string;
  violations: { rule: (typeof RULES)[number]; turn: number; detail: string }[];
}

runCli(async () => {
  const open = process.argv.includes('--open');
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-dialogues-'));
  const report = path.join(dir, 'results.json');
  try {
    const run = spawnSync('npx', ['vitest', 'run', SUITE, '--reporter=dot'], {
      cwd: ROOT,
      env: { ...process.env, DIALOGUE_REPORT: report, ...(open ? { DIALOGUE_SET: 'open' } : {}) },
      encoding: 'utf8',
    });
    let results: Result[];
    try {
      results = JSON.parse(readFileSync(report, 'utf8')) as Result[];
    } catch {
      throw new Error(`the dialogue suite did not run:\n${run.stdout}\n${run.stderr}`);
    }
    if (run.status !== 0 && !open) console.log(run.stdout.split('\n').slice(-40).join('\n'));
    console.log(open ? 'Dialogues that fail today (open defects)' : 'Dialogue suite');
    const rows = CHANNELS.map((channel) => {
      const mine = results.filter((r) => r.channel === channel);
      const byRule = Object.fromEntries(RULES.map((rule) => [rule, mine.reduce((n, r) => n + r.violations.filter((v) => v.rule === rule).length, 0)]));
      return { channel, dialogues: mine.length, 'outcomes right': mine.filter((r) => r.outcomeRight).length, ...byRule };
    });
    console.table(rows);
    const failing = results.filter((r) => !r.outcomeRight || r.violations.length);
    for (const r of failing) {
      console.log(`✗ ${r.channel} ${r.id}${r.outcomeRight ? '' : `: outcome ${r.outcomeDetail}`}`);
      for (const v of r.violations) console.log(`    turn ${v.turn} ${v.rule}: ${v.detail}`);
    }
    const total = results.length;
    const right = results.filter((r) => r.outcomeRight).length;
    const violations = results.reduce((n, r) => n + r.violations.length, 0);
    console.log(`${right}/${total} outcomes right, ${violations} rule violations${open ? '' : ' (target: all right, none)'}`);
    if (!open && (right < total || violations > 0)) process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
