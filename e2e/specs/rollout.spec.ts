import { cp } from 'node:fs/promises';
import path from 'node:path';

import type { Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';

/** The remoteEntry URLs of mfe-marketing that this page load fetched. */
function entriesLoaded(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/remotes/mfe-marketing/') && url.pathname.endsWith('/remoteEntry.js')) seen.push(url.pathname);
  });
  return seen;
}

test('a staged rollout moves a visitor between versions by editing only the manifest', async ({ page, deployDir, editManifest }) => {
  let v1 = '';
  let v2 = '';
  await editManifest((m) => {
    const releases = m.remotes.mfe_marketing!.releases;
    const live = releases.find((r) => r.weight === 100)!;
    v1 = live.entry;
    v2 = live.entry.replace(live.version, `${live.version}-canary`);
    releases.push({ ...live, version: `${live.version}-canary`, entry: v2, weight: 0 });
    return m;
  });
  // The second version: another immutable folder (the same build under a new name is enough here).
  const folder = (entry: string) => path.join(deployDir, path.dirname(entry));
  await cp(folder(v1), folder(v2), { recursive: true });

  const loaded = entriesLoaded(page);
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  expect(loaded).toEqual([v1]);
  const visitor = (await page.context().cookies()).find((c) => c.name === 'ln_vid')?.value;
  expect(visitor).toMatch(/^[0-9a-f]{32}$/);

  // Half the traffic: this visitor stays on whichever version they get, load after load.
  await editManifest((m) => {
    for (const r of m.remotes.mfe_marketing!.releases) r.weight = r.entry === v2 ? 50 : r.entry === v1 ? 50 : 0;
    return m;
  });
  loaded.length = 0;
  for (let i = 0; i < 3; i++) {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  }
  expect(new Set(loaded).size).toBe(1);

  // All traffic to the new version: the same visitor moves, with no rebuild and no restart.
  await editManifest((m) => {
    for (const r of m.remotes.mfe_marketing!.releases) r.weight = r.entry === v2 ? 100 : 0;
    return m;
  });
  loaded.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  expect(loaded).toEqual([v2]);
  expect((await page.context().cookies()).find((c) => c.name === 'ln_vid')?.value).toBe(visitor);
});
