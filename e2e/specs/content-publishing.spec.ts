import { readManifest } from '@leadnest/deploy-manifest/store';
import type { Browser, Page } from '@playwright/test';

import { signUp, toast } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { E2E_ADMIN_PASSCODE } from '../support/product-server';

/**
 * The marketer's flow on /content (docs/decisions/0039-marketing-content.md):
 * edit the home hero's subtitle, save a draft (visitors still see the old
 * text, the preview link shows the new one with the draft banner), publish
 * (the visitor's next load and the plain HTML of / show it), roll back (the
 * old text is back) — with no build and no release in between.
 */

/** Signs an admin in through /admin-login in a context of its own and gives `email` the marketing role. */
async function grantMarketingRole(browser: Browser, baseURL: string, email: string): Promise<void> {
  const admin = await browser.newContext({ baseURL });
  const page = await admin.newPage();
  await page.goto('/admin-login');
  await page.getByLabel('Admin passcode').fill(E2E_ADMIN_PASSCODE);
  await page.getByRole('button', { name: 'Sign In as Admin' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const res = await page.request.put('/api/admin/content-editors', { data: { email, granted: true } });
  expect(res.ok(), await res.text()).toBe(true);
  await admin.close();
}

/** Text as React's server renderer writes it into markup. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** The plain HTML of a page, as a crawler or a link preview reads it (no JavaScript). */
async function htmlOf(page: Page, path: string): Promise<string> {
  const res = await page.request.get(path);
  expect(res.ok()).toBe(true);
  return res.text();
}

test('a marketer edits the home hero, previews the draft, publishes and rolls back, without a release', async ({ page, browser, baseURL, deployDir }) => {
  test.setTimeout(120_000);
  const email = await signUp(page, 'Mara', 'marketer');
  await grantMarketingRole(browser, baseURL!, email);
  const releasedManifest = await readManifest(deployDir);

  await page.goto('/content');
  const fields = page.getByRole('group', { name: 'Home fields' });
  const subtitle = fields.getByLabel('Subtitle', { exact: true });
  await expect(subtitle).toBeVisible();
  const oldText = await subtitle.inputValue();
  expect(oldText.length).toBeGreaterThan(0);

  // A version with today's copy, so there is one to roll back to.
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(toast(page, 'Published: visitors see it on their next page load.')).toBeVisible();
  const baseline = (await (await page.request.get('/api/content/home')).json()) as { version: number; content: { subtitle: string } };
  expect(baseline.content.subtitle).toBe(oldText);

  // Edit and save a draft.
  const newText = `Edited in the browser at ${Date.now()}: every lead answered in seconds, day and night.`;
  await subtitle.fill(newText);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(toast(page, 'Draft saved')).toBeVisible();

  // A visitor (no cookies) still sees the published text, also with the preview address.
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/');
  await expect(visitorPage.getByText(oldText, { exact: true })).toBeVisible();
  await expect(visitorPage.getByText(newText)).toHaveCount(0);
  await visitorPage.goto('/?preview=draft');
  await expect(visitorPage.getByText(oldText, { exact: true })).toBeVisible();
  await expect(visitorPage.getByRole('note', { name: 'Draft preview' })).toHaveCount(0);
  expect(await htmlOf(visitorPage, '/')).not.toContain(newText);

  // The editor's preview link shows the draft on the real page, marked as a draft.
  const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Open preview' }).click()]);
  await expect(preview.getByText(newText, { exact: true })).toBeVisible();
  await expect(preview.getByRole('note', { name: 'Draft preview' })).toBeVisible();
  await preview.close();

  // Publish: the visitor's next load and the plain HTML show the new text.
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(toast(page, 'Published: visitors see it on their next page load.')).toBeVisible();
  await visitorPage.goto('/');
  await expect(visitorPage.getByText(newText, { exact: true })).toBeVisible();
  await expect(visitorPage.getByText(oldText, { exact: true })).toHaveCount(0);
  // Rendered into the markup by the server, not only carried in the page's data.
  expect(await htmlOf(visitorPage, '/')).toContain(`>${escaped(newText)}</`);

  // Roll back to the baseline version from the history, confirmed in the dialog.
  await page.getByRole('button', { name: `Roll back to version ${baseline.version}` }).click();
  const dialog = page.getByRole('dialog', { name: `Roll back to version ${baseline.version}?` });
  await dialog.getByRole('button', { name: 'Roll back' }).click();
  await expect(toast(page, 'Rolled back')).toBeVisible();
  await visitorPage.goto('/');
  await expect(visitorPage.getByText(oldText, { exact: true })).toBeVisible();
  await expect(visitorPage.getByText(newText)).toHaveCount(0);
  const html = await htmlOf(visitorPage, '/');
  expect(html).not.toContain(newText);
  expect(html).toContain(`>${escaped(oldText)}</`);
  await visitor.close();

  // No build and no release happened in between: the deployment is the one the run started with.
  expect(await readManifest(deployDir)).toEqual(releasedManifest);
});
