import { readFile } from 'node:fs/promises';

import { PASSWORD, signUp, toast, uniqueEmail } from '../support/accounts';
import { expect, test } from '../support/fixtures';

test('a new account buys a plan: /signup → Upgrade Required → pricing → Professional → /billing → /dashboard; invoice download; cancel', async ({ page }) => {
  await signUp(page, 'Parker', 'billing');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { name: 'Upgrade Required' })).toBeVisible();
  // The server agrees: no plan, no leads.
  expect((await page.request.get('/api/leads')).status()).toBe(402);

  await main.getByRole('link', { name: 'View Pricing Plans' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(main.getByLabel('Card number')).toHaveCount(0);
  await main.getByRole('link', { name: 'Get Started with Professional' }).click();
  await expect(page).toHaveURL(/\/billing\?plan=professional$/);

  // Billing-off mode says so, and the picker holds the plan chosen on /pricing.
  await expect(main.getByRole('note').filter({ hasText: 'Payments are not configured' })).toBeVisible();
  await expect(main.getByTestId('current-plan')).toContainText('No plan');
  await expect(main.getByRole('heading', { name: 'Recent invoices' })).toBeVisible();
  await expect(main.getByText('No invoices yet')).toBeVisible();
  await expect(main.getByLabel('Plan', { exact: true })).toHaveValue('professional');
  await main.getByRole('button', { name: 'Choose plan' }).click();
  await expect(toast(page, 'Plan Updated')).toBeVisible();
  await expect(main.getByTestId('current-plan')).toContainText('Professional');
  await expect(main.getByText('$297/month').first()).toBeVisible();
  await expect(main.getByText('Not configured', { exact: true })).toBeVisible();
  // Upgrade to Professional is offered on starter only.
  await expect(main.getByRole('button', { name: 'Upgrade to Professional' })).toHaveCount(0);

  // The invoice for the first period, downloaded as text.
  const row = main.getByRole('row').filter({ hasText: '$297.00' });
  await expect(row).toContainText('open');
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: /Download invoice/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^LN-\d{8}-[0-9A-F]{6}\.txt$/);
  const text = await readFile((await download.path()) as string, 'utf8');
  expect(text).toMatch(/^LeadNest invoice LN-/);
  expect(text).toContain('Professional plan (monthly)');
  expect(text).toMatch(/Total\s+\$297\.00/);

  // The dashboard opens now.
  await page.goto('/dashboard');
  await expect(main.getByRole('heading', { name: 'Upgrade Required' })).toHaveCount(0);
  expect((await page.request.get('/api/leads')).status()).toBe(200);

  // Cancel: confirm dialog names the date access ends; access stays until then.
  await page.goto('/billing');
  const accessEnds = await main.getByTestId('next-billing').textContent();
  await main.getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('You keep access until');
  await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(toast(page, 'Subscription Cancelled')).toBeVisible();
  await expect(main.getByTestId('current-plan')).toContainText('Cancelled');
  await expect(main.getByTestId('next-billing')).toContainText('Access ends');
  expect(accessEnds).toMatch(/Next billing date/);
  expect((await page.request.get('/api/leads')).status()).toBe(200);
});

test('Starter: /signup goes on to /billing with Starter chosen; on starter, Upgrade to Professional upgrades', async ({ page }) => {
  await page.goto('/pricing');
  const main = page.locator('main');
  await main.getByRole('link', { name: 'Get Started with Starter' }).click();
  await expect(page).toHaveURL(/\/signup\?next=%2Fbilling%3Fplan%3Dstarter$/);
  await page.getByLabel('First name').fill('Quinn');
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('Email').fill(uniqueEmail('starter'));
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/billing\?plan=starter$/);
  await expect(main.getByLabel('Plan', { exact: true })).toHaveValue('starter');
  await main.getByRole('button', { name: 'Choose plan' }).click();
  await expect(main.getByRole('button', { name: 'Upgrade to Professional' })).toBeVisible();
  await main.getByRole('button', { name: 'Upgrade to Professional' }).click();
  await expect(main.getByTestId('current-plan')).toContainText('Professional');
  await expect(main.getByRole('button', { name: 'Upgrade to Professional' })).toHaveCount(0);
});
