/**
 * npm run bench:web — web performance figures of the production build:
 *  1. the shell's initial JavaScript (everything loaded before the first
 *     remote is asked for: shell chunks, shared libraries, the federation
 *     runtime), raw and gzip;
 *  2. each remote's own JavaScript for its first screen (remote entry plus
 *     the chunks of `./App`), raw and gzip;
 *  3. the median of 5 cold loads in headless Chromium, from navigation start
 *     to the page's main heading being visible (read by the page in the
 *     frame it first is, see e2e/support/first-visible.ts), for / and /pricing.
 * Budgets: shell ≤ 170 KB gzip, remote ≤ 45 KB gzip, median ≤ 600 ms.
 */
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';

import { REMOTE_NAMES, REMOTES, routesOf } from '@leadnest/remotes';
import { type Browser, chromium } from '@playwright/test';

import { CHROMIUM_LAUNCH } from '../e2e/support/chromium';
import { msUntilVisible } from '../e2e/support/first-visible';
import { startProductServer, stopProductServer } from '../e2e/support/product-server';
import { cpuSample, stealSince } from './lib/cpu-steal';
import { ROOT, runCli } from './lib/workspace';

const BUDGET = { shellGzipKB: 170, remoteGzipKB: 45, headingMs: 600 };

interface Sized {
  raw: number;
  gzip: number;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const bar = (value: number, max: number, width = 30) => '█'.repeat(Math.max(1, Math.round((value / max) * width)));

async function jsSize(
  browser: Browser,
  url: string,
  action: (page: import('@playwright/test').Page) => Promise<void>,
  keep: (path: string) => boolean,
): Promise<Sized> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (res) => {
    const path = new URL(res.url()).pathname;
    if (path.endsWith('.js') && keep(path)) bodies.push(res.body());
  });
  await page.goto(url);
  await action(page);
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(bodies);
  await context.close();
  return files.reduce((sum, b) => ({ raw: sum.raw + b.length, gzip: sum.gzip + gzipSync(b, { level: 9 }).length }), { raw: 0, gzip: 0 });
}

async function timeToHeading(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext(); // cold: empty cache every time
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  const ms = await msUntilVisible(page, 'main h1');
  await context.close();
  return ms;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

runCli(async () => {
  console.log('building for production…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) throw new Error('the production build failed');
  const server = await startProductServer();
  const browser = await chromium.launch({ headless: true, ...CHROMIUM_LAUNCH });
  try {
    // 1. Shell: a page whose remote never answers, so only the shell's own JS is counted.
    const shell = await jsSize(
      browser,
      `${server.url}/no-such-page`,
      async (page) => {
        await page.locator('footer').waitFor();
      },
      (path) => !path.startsWith('/remotes/'),
    );

    // 2. Each remote: ask the shell's federation runtime for `./App` and count what the remote sends.
    const remotes: Array<[string, Sized]> = [];
    for (const name of REMOTE_NAMES) {
      const { folder } = REMOTES[name];
      const size = await jsSize(
        browser,
        `${server.url}/no-such-page`,
        async (page) => {
          await page.locator('footer').waitFor();
          await page.evaluate(async (id) => {
            const federation = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Array<{ loadRemote(id: string): Promise<unknown> }> } })
              .__FEDERATION__;
            await federation.__INSTANCES__[0]!.loadRemote(id);
          }, `${name}/App`);
        },
        (path) => path.startsWith(`/remotes/${folder}/`),
      );
      remotes.push([folder, size]);
    }

    // 3. Cold loads to the first heading.
    const cpuAtStart = cpuSample();
    const timings: Array<[string, number[]]> = [];
    for (const path of ['/', '/pricing']) {
      const runs: number[] = [];
      for (let i = 0; i < 5; i++) runs.push(await timeToHeading(browser, `${server.url}${path}`));
      timings.push([path, runs]);
    }

    const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER BUDGET');
    console.log('\nJavaScript (KB)                 raw     gzip');
    console.log(
      `shell initial (with shared)  ${kb(shell.raw).padStart(7)}  ${kb(shell.gzip).padStart(7)}  ${bar(shell.gzip, BUDGET.shellGzipKB * 1024)} budget ${BUDGET.shellGzipKB}: ${verdict(shell.gzip <= BUDGET.shellGzipKB * 1024)}`,
    );
    for (const [folder, size] of remotes) {
      const routes = routesOf(folder.replace('-', '_') as (typeof REMOTE_NAMES)[number]).length;
      console.log(
        `${`${folder} (${routes} routes)`.padEnd(28)} ${kb(size.raw).padStart(7)}  ${kb(size.gzip).padStart(7)}  ${bar(size.gzip, BUDGET.shellGzipKB * 1024)} budget ${BUDGET.remoteGzipKB}: ${verdict(size.gzip <= BUDGET.remoteGzipKB * 1024)}`,
      );
    }
    console.log('\nNavigation → main heading visible, 5 cold loads (ms)');
    for (const [path, runs] of timings) {
      const m = median(runs);
      console.log(
        `${path.padEnd(10)} median ${m.toFixed(0).padStart(5)}  runs ${runs.map((r) => r.toFixed(0)).join(', ')}  ${bar(m, 1000)} budget ${BUDGET.headingMs}: ${verdict(m <= BUDGET.headingMs)}`,
      );
    }
    console.log(stealSince(cpuAtStart));
  } finally {
    await browser.close();
    await stopProductServer(server.process);
  }
});
