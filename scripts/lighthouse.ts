/**
 * npm run lighthouse — Lighthouse (the `lighthouse` package) on the built
 * product's public pages, in Debian's Chromium: SEO, accessibility, best
 * practices and performance of / and /pricing, with the desktop preset and
 * the default (mobile) one. Prints the scores as a table and each failing
 * audit's title; exits 1 when / scores SEO < 100, Accessibility < 95 or
 * Best Practices < 95 (either preset).
 *
 * Everything stays on 127.0.0.1: the product server listens there, and
 * Lighthouse drives the Chromium it is given through a DevTools port bound
 * to 127.0.0.1 (no chrome-launcher, no download).
 */
import { chromium } from '@playwright/test';
import lighthouse, { type Config, desktopConfig, type Flags, type Result } from 'lighthouse';

import { CHROMIUM_LAUNCH } from '../e2e/support/chromium';
import { freePort, startProductServer, stopProductServer } from '../e2e/support/product-server';
import { runCli } from './lib/workspace';

const PATHS = ['/', '/pricing'] as const;
const CATEGORIES = ['seo', 'accessibility', 'best-practices', 'performance'] as const;
const PRESETS = ['desktop', 'mobile'] as const;
/** The targets on / (scores out of 100). */
const TARGETS: Partial<Record<(typeof CATEGORIES)[number], number>> = { seo: 100, accessibility: 95, 'best-practices': 95 };

type Preset = (typeof PRESETS)[number];

interface Run {
  path: string;
  preset: Preset;
  scores: Record<string, number | null>;
  failing: Array<{ category: string; id: string; title: string; score: number | null; detail?: string; nodes: string[] }>;
}

const LOOPBACK = '127.0.0.1';

/** The elements an audit names (accessibility and SEO audits list them), as HTML snippets: where to fix it. */
function nodesOf(audit: Result['audits'][string]): string[] {
  const items = (audit.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [];
  return items
    .map((item) => (item.node ?? item) as { type?: string; snippet?: string })
    .filter((node) => node.type === 'node' && node.snippet)
    .map((node) => node.snippet!)
    .slice(0, 5);
}

/** The audits of each category that did not pass (score < 1; informative and not-applicable ones left out). */
function failingAudits(lhr: Result): Run['failing'] {
  const failing: Run['failing'] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (['notApplicable', 'informative', 'manual'].includes(audit.scoreDisplayMode)) continue;
      if (category === 'performance' && ref.weight === 0) continue;
      failing.push({ category, id: ref.id, title: audit.title, score: audit.score, detail: audit.displayValue ?? audit.explanation, nodes: nodesOf(audit) });
    }
  }
  return failing;
}

runCli(async () => {
  const server = await startProductServer();
  const port = await freePort();
  const browser = await chromium.launch({
    headless: true,
    ...CHROMIUM_LAUNCH,
    args: [...CHROMIUM_LAUNCH.args, `--remote-debugging-port=${port}`, `--remote-debugging-address=${LOOPBACK}`],
  });
  const runs: Run[] = [];
  try {
    for (const path of PATHS) {
      for (const preset of PRESETS) {
        const flags: Flags = {
          port,
          hostname: LOOPBACK,
          logLevel: 'error',
          output: 'json',
          onlyCategories: [...CATEGORIES],
        };
        const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
        const result = await lighthouse(`${server.url}${path}`, flags, config);
        if (!result) throw new Error(`Lighthouse gave no result for ${path} (${preset})`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${path} (${preset}): ${lhr.runtimeError.message}`);
        const scores = Object.fromEntries(
          CATEGORIES.map((c) => [c, lhr.categories[c]?.score === null || lhr.categories[c] === undefined ? null : Math.round(lhr.categories[c]!.score! * 100)]),
        );
        runs.push({ path, preset, scores, failing: failingAudits(lhr) });
      }
    }
  } finally {
    await browser.close();
    await stopProductServer(server.process);
  }

  const cell = (v: number | null | undefined) => (v === null || v === undefined ? '—' : String(v)).padStart(16);
  console.log(`\n${'page'.padEnd(10)}${'preset'.padEnd(9)}${CATEGORIES.map((c) => c.padStart(16)).join('')}`);
  for (const run of runs) console.log(`${run.path.padEnd(10)}${run.preset.padEnd(9)}${CATEGORIES.map((c) => cell(run.scores[c])).join('')}`);

  for (const run of runs) {
    if (run.failing.length === 0) continue;
    console.log(`\nFailing audits on ${run.path} (${run.preset}):`);
    for (const f of run.failing) {
      const score = f.score === null ? '' : ` score ${Math.round(f.score * 100)}`;
      console.log(`  [${f.category}] ${f.title} (${f.id}${score})${f.detail ? `: ${f.detail}` : ''}`);
      for (const node of f.nodes) console.log(`      ${node}`);
    }
  }

  console.log('\nTargets on / (both presets):');
  let ok = true;
  for (const [category, target] of Object.entries(TARGETS)) {
    for (const run of runs.filter((r) => r.path === '/')) {
      const score = run.scores[category] ?? 0;
      const pass = score >= target;
      ok &&= pass;
      console.log(`  ${`${category} (${run.preset})`.padEnd(28)} ${String(score).padStart(3)} target ≥ ${target}: ${pass ? 'pass' : 'FAIL'}`);
    }
  }
  if (!ok) {
    console.error('\nLighthouse targets missed on /.');
    process.exitCode = 1;
  }
});
