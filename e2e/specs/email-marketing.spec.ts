import { type FakeMailchimp, md5, startFakeMailchimp } from '@leadnest/api/testing';
import { expect, test } from '@playwright/test';

import { choosePlan, signUp, toast } from '../support/accounts';
import { CHROMIUM_LAUNCH } from '../support/chromium';
import { type ProductServer, startProductServer, stopProductServer } from '../support/product-server';

// Email Marketing (Mailchimp): this spec runs its own product server pointed at
// a fake Mailchimp on 127.0.0.1 (MAILCHIMP_*_URL), so the OAuth window, the
// audience list and the member sync are the real code paths. The browser
// uses http://localhost:PORT, the server's default PUBLIC_BASE_URL, so the
// callback comes back to the same origin (and session) that started it.
test.use({ launchOptions: CHROMIUM_LAUNCH });

let mailchimp: FakeMailchimp;
let server: ProductServer;
let base: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  mailchimp = await startFakeMailchimp();
  server = await startProductServer(mailchimp.env);
  base = server.url.replace('127.0.0.1', 'localhost');
});
test.afterAll(async () => {
  await stopProductServer(server.process);
  await mailchimp.close();
});

test('/api-settings: Connect Mailchimp in its window, choose an audience, and a new lead joins it tagged with its stage', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signUp(page, 'Maria', 'mailchimp');
  await choosePlan(page);

  await page.goto('/api-settings');
  const card = page.getByRole('region', { name: 'Email Marketing' });
  await expect(card.getByText('Not Connected')).toBeVisible();
  const popup = context.waitForEvent('page');
  await card.getByRole('button', { name: 'Connect Mailchimp' }).click();
  // Mailchimp's page grants at once; the callback lands on /api-settings in the window, which tells this page and closes.
  await (await popup).waitForEvent('close');
  await expect(toast(page, 'Connected')).toBeVisible();
  await expect(card.getByText('Connected', { exact: true })).toBeVisible();
  await expect(card.getByText('Account: Garcia Realty')).toBeVisible();

  const audience = card.getByLabel('Audience for new leads');
  await expect(audience).toHaveValue('');
  await page.screenshot({ path: test.info().outputPath('api-settings-1280.png'), fullPage: true });
  await audience.selectOption({ label: 'Buyers & Sellers (0)' });
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Audience Saved')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Save' })).toBeDisabled();

  const lead = await page.request.post('/api/leads', { data: { name: 'Rosa Diaz', email: 'rosa.e2e@example.com', stage: 'qualified' } });
  expect(lead.status(), await lead.text()).toBe(201);
  // The server's job runner sends it (every few seconds).
  await expect.poll(() => [...(mailchimp.members.get('a1b2c3d4e5')?.get(md5('rosa.e2e@example.com'))?.tags ?? [])], { timeout: 60_000 }).toEqual(['Qualified']);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(card.getByLabel('Audience for new leads')).toHaveValue('a1b2c3d4e5');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('api-settings-390.png'), fullPage: true });

  await card.getByRole('button', { name: 'Disconnect' }).click();
  await expect(toast(page, 'Disconnected')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Connect Mailchimp' })).toBeVisible();
  await context.close();
});
