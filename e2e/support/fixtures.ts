import type { DeployManifest } from '@leadnest/deploy-manifest';
import { readManifest, writeManifest } from '@leadnest/deploy-manifest/store';
import { expect, type Page, test as base } from '@playwright/test';

interface Fixtures {
  deployDir: string;
  /** Edits the live deployment manifest for one test and restores it afterwards. */
  editManifest: (edit: (m: DeployManifest) => DeployManifest) => Promise<void>;
}

/**
 * What a failed test's page was doing, printed with the failure: CI keeps
 * only the output, so a flake that hangs on a spinner says which API call
 * it waited for, and what the page showed.
 */
function watchPage(page: Page) {
  const pending = new Map<string, number>();
  const failed: string[] = [];
  const started = Date.now();
  const name = (r: { method(): string; url(): string }) => `${r.method()} ${new URL(r.url()).pathname}`;
  page.on('request', (r) => pending.set(`${name(r)}#${pending.size}`, Date.now()));
  const settle = (r: { method(): string; url(): string }) => {
    for (const key of pending.keys()) if (key.startsWith(`${name(r)}#`)) return void pending.delete(key);
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', (r) => (settle(r), failed.push(`${name(r)}: ${r.failure()?.errorText ?? 'failed'}`)));
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${name(r.request())} at +${Date.now() - started} ms`);
  });
  return async () => {
    const text = await page
      .locator('body')
      .innerText({ timeout: 2_000 })
      .catch(() => '(unreadable)');
    const waiting = [...pending].map(([key, at]) => `${key.split('#')[0]} (for ${Date.now() - at} ms)`);
    return [
      `page: ${page.url()}`,
      `still waiting for: ${waiting.join(', ') || 'nothing'}`,
      `answered 4xx/5xx or failed: ${failed.slice(-10).join('; ') || 'none'}`,
      `showing: ${text.replace(/\s+/g, ' ').slice(0, 600)}`,
    ].join('\n');
  };
}

export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through `npm run test:e2e`');
    await use(url);
  },
  page: async ({ page }, use, testInfo) => {
    const describe = watchPage(page);
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus && !page.isClosed()) console.log(`\n--- ${testInfo.title}\n${await describe()}\n`);
  },
  deployDir: async ({}, use) => use(process.env.E2E_DEPLOY_DIR ?? ''),
  editManifest: async ({ deployDir }, use) => {
    const original = await readManifest(deployDir);
    await use(async (edit) => writeManifest(deployDir, edit(structuredClone(await readManifest(deployDir)))));
    await writeManifest(deployDir, original);
  },
});

export { expect };
