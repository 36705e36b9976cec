import { createHmac } from 'node:crypto';

import { type FakeAccount, type FakeTwilio, startFakeTwilio } from '@leadnest/api/testing';
import { expect, type Page, test } from '@playwright/test';

import { PASSWORD, toast, uniqueEmail } from '../support/accounts';
import { CHROMIUM_LAUNCH } from '../support/chromium';
import { type ProductServer, startProductServer, stopProductServer } from '../support/product-server';

// Outbound AI calling campaigns end to end: its own product server pointed at a fake Twilio on
// 127.0.0.1 (TWILIO_API_URL) whose platform account gives the agent a
// dedicated number, so Start Calls places real REST calls.
test.use({ launchOptions: CHROMIUM_LAUNCH });

let twilio: FakeTwilio;
let platform: FakeAccount;
let server: ProductServer;
let publicBase: string;

test.beforeAll(async () => {
  // Starting a product server takes a while on a busy machine.
  test.setTimeout(180_000);
  twilio = await startFakeTwilio();
  platform = twilio.addAccount();
  server = await startProductServer({ TWILIO_API_URL: twilio.url, TWILIO_ACCOUNT_SID: platform.sid, TWILIO_AUTH_TOKEN: platform.authToken });
  publicBase = server.url.replace('127.0.0.1', 'localhost');
});
test.afterAll(async () => {
  if (server) await stopProductServer(server.process);
  await twilio?.close();
});

function sign(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', authToken).update(data).digest('base64');
}

async function postWebhook(path: string, params: Record<string, string>): Promise<void> {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Twilio-Signature': sign(platform.authToken, `${publicBase}${path}`, params) },
    body: new URLSearchParams(params).toString(),
  });
  expect(res.status, `${path} answered ${res.status}`).toBeLessThan(300);
}

/**
 * The 8 am–9 pm rule is real, so the agent's zone is one where it is about
 * noon now (contacts whose number has no US area code take the agent's zone).
 */
function noonZone(): string {
  let offset = 12 - new Date().getUTCHours();
  if (offset > 14) offset -= 24;
  if (offset < -12) offset += 24;
  // Etc/GMT signs are inverted: Etc/GMT-3 is UTC+3.
  return offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

/** An Enterprise agent with a dedicated number, AI calling on, signed in on `page`. */
async function enterpriseAgent(page: Page, tag: string, areaCode: string): Promise<void> {
  const email = uniqueEmail(tag);
  const register = await page.request.post(`${server.url}/api/auth/register`, {
    data: { firstName: 'Maya', lastName: 'Caller', email, password: PASSWORD, companyName: 'Keystone Realty', phone: '512-555-0142', planTier: 'enterprise' },
  });
  expect(register.ok(), await register.text()).toBe(true);
  expect((await page.request.post(`${server.url}/api/auth/login`, { data: { email, password: PASSWORD } })).ok()).toBe(true);
  const { id } = (await (await page.request.get(`${server.url}/api/user/profile`)).json()) as { id: string };
  twilio.setAvailable([`+1${areaCode}5550123`]);
  const assigned = await page.request.post(`${server.url}/api/assign-phone-number`, { data: { userId: id } });
  expect(assigned.ok(), await assigned.text()).toBe(true);
  expect((await page.request.put(`${server.url}/api/user/profile`, { data: { isAiCallingEnabled: true } })).ok()).toBe(true);
  const week = Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, { enabled: true, start: '09:00', end: '17:00' }]),
  );
  const zone = await page.request.put(`${server.url}/api/users/${id}/availability`, { data: { availableHours: week, timeZone: noonZone() } });
  expect(zone.ok(), await zone.text()).toBe(true);
}

/** The page never scrolls sideways on a 390 px phone (a tab row may scroll inside itself); names what sticks out when it does. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const wide = await page.evaluate(() =>
    document.documentElement.scrollWidth <= window.innerWidth
      ? []
      : [...document.querySelectorAll('body *')]
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
          .slice(0, 8)
          .map(
            (el) =>
              `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)} ${Math.round(el.getBoundingClientRect().right)}px “${(el.textContent ?? '').slice(0, 40)}”`,
          ),
  );
  expect(wide).toEqual([]);
}

/** 20,000 rows without a consent column: some repeat a number already in the file, 25 are not numbers. */
function bigCsv(): { text: string; added: number; duplicates: number; bad: number } {
  const lines = ['name,phone,email,notes'];
  const seen = new Set<string>();
  let added = 0;
  let duplicates = 0;
  let bad = 0;
  for (let i = 0; i < 20_000; i++) {
    if (i % 800 === 799) {
      lines.push(`Bad Row ${i},not-a-number,,`);
      bad += 1;
      continue;
    }
    // Every 133rd row is one of 50 numbers, so most of them repeat one seen before.
    const digits = i > 0 && i % 133 === 0 ? `415555${1000 + (i % 50)}` : `4156${String(i).padStart(6, '0')}`;
    lines.push(
      i % 133 === 0
        ? `Again ${i},"(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}",,`
        : `Contact ${i},"+1 (${digits.slice(0, 3)}) ${digits.slice(3)}",c${i}@example.com,"Open house, May"`,
    );
    if (seen.has(digits)) {
      duplicates += 1;
    } else {
      seen.add(digits);
      added += 1;
    }
  }
  return { text: lines.join('\r\n'), added, duplicates, bad };
}

test('importing a 20,000-row CSV shows its progress, asks for consent and reports counts per row', async ({ page }) => {
  test.setTimeout(120_000);
  await enterpriseAgent(page, 'import', '737');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.url}/dashboard`);
  const panel = page.getByTestId('phone-panel-slot');
  await panel.getByRole('tab', { name: 'Contacts' }).click();
  await expect(panel.getByText('No contact lists yet')).toBeVisible();
  await panel.getByRole('button', { name: 'Import Number Lists' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Number Lists' });

  // No file: the spec's toast.
  await dialog.getByRole('button', { name: 'Import CSV' }).click();
  // (the toast is shown too; the page behind an open dialog is inert, so the dialog repeats it)
  await expect(dialog.getByRole('alert')).toHaveText('No File Selected: Please select a CSV file to import');

  const { text, added, duplicates, bad } = bigCsv();
  await dialog.getByLabel('List name').fill('Open house leads');
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${text}`) });
  // No consent column: the attestation must be ticked first.
  await dialog.getByRole('button', { name: 'Import CSV' }).click();
  await expect(dialog.getByText('Confirm that every contact in this file gave prior express written consent to AI calls.')).toBeVisible();
  await dialog.getByRole('checkbox', { name: /I confirm every contact in this file gave prior express written consent/ }).check();
  await dialog.getByRole('button', { name: 'Import CSV' }).click();
  // The long part is the server saving 20,000 rows: the dialog says so while it works.
  await expect(dialog.getByRole('button', { name: 'Importing…' })).toBeVisible();
  await expect(dialog.getByText(/Uploading…|Checking numbers, consent and duplicates/).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/campaigns-import-progress-1280.png' });

  const report = dialog.getByTestId('import-report');
  await expect(report).toBeVisible({ timeout: 90_000 });
  await expect(report).toContainText(
    `${added.toLocaleString('en-US')} contacts imported to Open house leads. ${duplicates} duplicates skipped. ${bad} rows not imported.`,
  );
  await expect(report.getByRole('list', { name: 'Rows not imported' })).toContainText('Row 801: “not-a-number” is not a phone number');
  await page.screenshot({ path: 'test-results/campaigns-import-report-1280.png' });
  await dialog.getByRole('button', { name: 'Done' }).click();
  const row = panel.getByTestId('contact-list-row').filter({ hasText: 'Open house leads' });
  await expect(row).toContainText(`${added.toLocaleString('en-US')} contacts`);
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.getByRole('tab', { name: 'Campaigns' }).click();
  await expect(panel.getByTestId('campaign-card').filter({ hasText: 'Open house leads' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await panel.getByRole('tab', { name: 'Contacts' }).click();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/campaigns-contacts-tab-390.png', fullPage: true });
});

test('a campaign started against the fake Twilio calls its contact, and the call shows in Call History', async ({ page }) => {
  test.setTimeout(180_000);
  await enterpriseAgent(page, 'dial', '512');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.url}/ai-phone?tab=campaigns`);
  await expect(page.getByText('No campaigns yet')).toBeVisible();

  await page.getByRole('button', { name: 'Create Campaign' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create Campaign' });
  await create.getByLabel('Campaign name').fill('Spring sellers');
  await create.getByLabel('Call script').fill('Ask whether they are thinking of selling this spring and offer a free valuation.');
  await create.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(toast(page, 'Success')).toBeVisible();
  const card = page.getByTestId('campaign-card').filter({ hasText: 'Spring sellers' });
  await expect(card.getByTestId('campaign-status')).toHaveText('Active');

  // A contact with consent: a UK number, so the agent's (noon) zone sets the calling hours.
  await card.getByRole('button', { name: 'Manage Contacts' }).click();
  const contacts = page.getByRole('dialog', { name: 'Contacts: Spring sellers' });
  await expect(contacts.getByText('No contacts in this campaign yet')).toBeVisible();
  await contacts.getByLabel('Name').fill('Dana Reyes');
  await contacts.getByLabel('Phone').fill('+44 20 7946 0321');
  await contacts.getByRole('checkbox', { name: /gave prior express written consent/ }).check();
  await contacts.getByRole('button', { name: 'Add Contact' }).click();
  await expect(contacts.getByTestId('contact-row')).toContainText('+44 20 7946 0321');
  await contacts.getByRole('button', { name: 'Close' }).click();
  await expect(card.getByTestId('total-contacts')).toHaveText('1');

  await card.getByRole('button', { name: 'Start Calls' }).click();
  await expect(card.getByTestId('campaign-status')).toHaveText('Calling');
  await expect.poll(() => platform.calls.filter((c) => c.to === '+442079460321').length, { timeout: 30_000 }).toBe(1);
  const placed = platform.calls.find((c) => c.to === '+442079460321')!;
  expect(placed.from).toBe('+15125550123');

  // Twilio reports the call over: the counters move without a reload, and Call History lists it.
  await postWebhook('/api/twilio/voice/status', {
    AccountSid: platform.sid,
    CallSid: placed.sid!,
    CallStatus: 'completed',
    CallDuration: '42',
    To: placed.to!,
    From: placed.from!,
  });
  await page.getByRole('tab', { name: 'Call History' }).click();
  await expect(page.getByText('+44 20 7946 0321').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Outbound Campaigns' }).click();
  // The status callback settled the call and its counters at once; the tab refetches every 4 s while the campaign calls.
  await expect(card.getByTestId('calls-made')).toHaveText('1', { timeout: 15_000 });
  await page.screenshot({ path: 'test-results/campaigns-card-1280.png', fullPage: true });
  await card.getByRole('button', { name: 'Manage Contacts' }).click();
  await expect(contacts.getByTestId('contact-row')).toContainText('Last call: Completed');
  await contacts.getByRole('button', { name: 'Close' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/campaigns-tab-390.png', fullPage: true });
});
