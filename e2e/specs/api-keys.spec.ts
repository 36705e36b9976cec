import { type FakeTwilio, startFakeTwilio } from '@leadnest/api/testing';
import { expect, test } from '@playwright/test';

import { PASSWORD, toast, uniqueEmail } from '../support/accounts';
import { CHROMIUM_LAUNCH } from '../support/chromium';
import { type ProductServer, startProductServer, stopProductServer } from '../support/product-server';

// The API keys page end to end: a product server pointed at a fake Twilio on
// 127.0.0.1 (TWILIO_API_URL), so the Test button's account fetch is real.
test.use({ launchOptions: CHROMIUM_LAUNCH });

let twilio: FakeTwilio;
let server: ProductServer;

test.beforeAll(async () => {
  twilio = await startFakeTwilio();
  server = await startProductServer({ TWILIO_API_URL: twilio.url });
});
test.afterAll(async () => {
  await stopProductServer(server.process);
  await twilio.close();
});

test('API keys: a Twilio key is saved masked, Test succeeds, then fails with a wrong token; Remove deletes it', async ({ page }) => {
  const email = uniqueEmail('api-keys');
  const register = await page.request.post(`${server.url}/api/auth/register`, {
    data: { firstName: 'Kira', lastName: 'Keys', email, password: PASSWORD, companyName: 'Keystone Realty', phone: '512-555-0142', planTier: 'professional' },
  });
  expect(register.ok(), await register.text()).toBe(true);
  expect((await page.request.post(`${server.url}/api/auth/login`, { data: { email, password: PASSWORD } })).ok()).toBe(true);
  const account = twilio.addAccount();

  await page.goto(`${server.url}/api-keys`);
  const main = page.locator('main');
  await expect(main.getByText('Facebook app')).toBeVisible();
  const phone = main.getByRole('region', { name: 'Phone provider (Twilio)' });
  await expect(phone.getByText('Not saved')).toBeVisible();

  // A blank key: the spec's toast, nothing saved.
  await phone.getByLabel('Account SID').fill(account.sid);
  await phone.getByRole('button', { name: 'Save Key' }).click();
  await expect(toast(page, 'Missing API Key')).toBeVisible();

  await phone.getByLabel('Auth token').fill(account.authToken);
  await phone.getByRole('button', { name: 'Save Key' }).click();
  const masked = phone.getByLabel('Saved Twilio key');
  await expect(masked).toBeVisible();
  await expect(masked).not.toContainText(account.authToken);
  await expect(masked).toContainText(account.authToken.slice(-4));
  await expect(phone.getByLabel('Account SID')).toHaveValue(account.sid);

  await phone.getByRole('button', { name: 'Test' }).click();
  await expect(phone.getByRole('status')).toHaveText('Twilio accepted the key: account “Fake account” is active.');

  // A wrong token replaces the saved one: Twilio refuses it.
  await phone.getByLabel('Auth token').fill('0'.repeat(32));
  await phone.getByRole('button', { name: 'Replace Key' }).click();
  await expect(phone.getByLabel('Saved Twilio key')).toContainText('0000');
  await phone.getByRole('button', { name: 'Test' }).click();
  await expect(phone.getByRole('status')).toContainText('Twilio refused the key');

  await phone.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog', { name: 'Remove your Twilio key?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(phone.getByText('Not saved')).toBeVisible();
});
