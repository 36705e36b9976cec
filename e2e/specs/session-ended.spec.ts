import type { Response } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { registerProfessional } from '../support/leads';

// A session that ends while a tab is open signs that tab out at once, with a
// notice, and the other tabs follow; a signed-out visitor's page makes no
// failing request (docs/decisions/0005-sessions-and-auth.md, "The session
// probe" and "When a session ends while a tab is open").

const NOTICE = 'Your session ended. Please sign in again.';

test('a logout in one tab signs the other out: it lands on /login?next=… with the notice, not on empty lists', async ({ context, page }) => {
  await registerProfessional(page, 'Tabitha', 'session-ended');
  const other = await context.newPage();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await other.goto('/leads?stage=new');
  await expect(other.getByRole('heading', { level: 1, name: 'Lead Management' })).toBeVisible();

  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();

  await expect(other).toHaveURL(/\/login\?next=%2Fleads%3Fstage%3Dnew$/);
  await expect(other.getByRole('status').filter({ hasText: NOTICE })).toBeVisible();
  await expect(other.getByText(/Leads \(0\)/)).toHaveCount(0);
});

test('a 401 in a tab (the session ended on the server) signs it out and opens /login?next=… with the notice', async ({ page }) => {
  await registerProfessional(page, 'Sol', 'session-ended');
  await page.goto('/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Lead Management' })).toBeVisible();
  // The session ends behind the tab's back (the API request shares the tab's cookies, and ends them).
  expect((await page.request.post('/api/auth/logout')).ok()).toBe(true);

  // The tab still believes it is signed in; its next page's first call answers 401.
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Conversations' }).click();

  await expect(page).toHaveURL(/\/login\?next=%2Fconversations$/);
  await expect(page.getByRole('status').filter({ hasText: NOTICE })).toBeVisible();
  await expect(page.getByTestId('user-menu-button')).toHaveCount(0);
});

test('a signed-out visitor’s pages make no failing request and log no error', async ({ page }) => {
  const failed: string[] = [];
  const errors: string[] = [];
  page.on('response', (response: Response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => failed.push(`failed ${request.url()}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const path of ['/', '/pricing', '/about', '/login', '/signup']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
});
