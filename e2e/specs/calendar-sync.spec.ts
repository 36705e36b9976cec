import { type FakeGoogle, type FakeMicrosoft, startFakeGoogle, startFakeMicrosoft } from '@leadnest/api/testing';
import { expect, type Page, test } from '@playwright/test';

import { choosePlan, signUp, toast } from '../support/accounts';
import { CHROMIUM_LAUNCH } from '../support/chromium';
import { type ProductServer, startProductServer, stopProductServer } from '../support/product-server';

// Calendar sync (Google and Outlook) end to end: its own product server whose Google
// and Microsoft endpoints are fakes on 127.0.0.1. The agent connects from
// /api-settings in the real popup, and a busy block in the connected
// calendar takes its time out of the New Appointment dialog's slots.
test.use({ launchOptions: CHROMIUM_LAUNCH });

let google: FakeGoogle;
let microsoft: FakeMicrosoft;
let server: ProductServer;
let appUrl: string;

test.beforeAll(async () => {
  // Starting a product server takes a while on a busy machine.
  test.setTimeout(180_000);
  google = await startFakeGoogle();
  microsoft = await startFakeMicrosoft();
  server = await startProductServer({ ...google.env, ...microsoft.env });
  // The providers send the popup back to PUBLIC_BASE_URL (http://localhost:PORT by default): the agent browses there, so the session cookie goes along.
  appUrl = server.url.replace('127.0.0.1', 'localhost');
});
test.afterAll(async () => {
  if (server) await stopProductServer(server.process);
  await google?.close();
  await microsoft?.close();
});

/** YYYY-MM-DD of the Wednesday of next week, in New York (the agent's default zone): a working day with free hours. */
function nextWeeksWednesday(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7) + 9);
  return d.toISOString().slice(0, 10);
}

/** The times the New Appointment dialog offers on `date` (they come from GET /api/available-slots). */
async function offeredTimes(page: Page, date: string): Promise<string[]> {
  await page.goto('/calendar');
  await page.locator('main').getByRole('button', { name: 'New Appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Appointment' });
  await dialog.getByLabel('Date').fill(date);
  await expect(dialog.getByText(/^Times in /)).toBeVisible();
  const times = await dialog
    .getByLabel('Time')
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  return times;
}

/** Connect from /api-settings through the provider's window; it closes itself and the card turns Connected. */
async function connectInPopup(page: Page, name: string, platform: string, account: string): Promise<void> {
  await page.goto('/api-settings');
  const card = page.locator('main').getByRole('region', { name });
  await expect(card.getByText('Not Connected')).toBeVisible();
  const popupOpened = page.waitForEvent('popup');
  await card.getByRole('button', { name: `Connect ${name}` }).click();
  const popup = await popupOpened;
  await popup.waitForEvent('close');
  await expect(toast(page, 'Connected')).toBeVisible();
  await expect(card.getByText('Connected', { exact: true })).toBeVisible();
  await expect(card.getByText(`Account: ${account}`)).toBeVisible();
  const list = (await (await page.request.get('/api/integrations')).json()) as { integrations: { platform: string; isActive: boolean }[] };
  expect(list.integrations.find((i) => i.platform === platform)?.isActive).toBe(true);
}

async function slotStart(page: Page, date: string, time: string): Promise<string> {
  const { slots } = (await (await page.request.get(`/api/available-slots/${date}`)).json()) as { slots: { time: string; start: string }[] };
  const start = slots.find((s) => s.time === time)?.start;
  expect(start, `${time} is free on ${date}`).toBeTruthy();
  return start!;
}

test('connecting Google Calendar in its popup makes a busy block there take a slot away', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: appUrl });
  const page = await context.newPage();
  await signUp(page, 'Gia', 'google-sync');
  await choosePlan(page);
  const date = nextWeeksWednesday();
  const ten = await slotStart(page, date, '10:00');
  google.busy = [{ start: ten, end: new Date(Date.parse(ten) + 90 * 60_000).toISOString() }];
  // Not connected yet: Google's busy block does not count.
  expect(await offeredTimes(page, date)).toContain('10:00');

  await connectInPopup(page, 'Google Calendar', 'google_calendar', 'agent@gmail.example');
  const times = await offeredTimes(page, date);
  expect(times).not.toContain('10:00');
  expect(times).not.toContain('11:00');
  expect(times).toContain('12:00');
  google.busy = [];
  await context.close();
});

test('connecting Outlook in its popup makes a busy block there take a slot away', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: appUrl });
  const page = await context.newPage();
  await signUp(page, 'Oli', 'outlook-sync');
  await choosePlan(page);
  const date = nextWeeksWednesday();
  const two = await slotStart(page, date, '14:00');
  const utc = (iso: string, minutes = 0) => ({ dateTime: new Date(Date.parse(iso) + minutes * 60_000).toISOString().replace('Z', ''), timeZone: 'UTC' });
  microsoft.events.set('e2e-busy', { subject: 'Closing', start: utc(two), end: utc(two, 60) });
  expect(await offeredTimes(page, date)).toContain('14:00');

  await connectInPopup(page, 'Outlook Calendar', 'outlook_calendar', 'agent@outlook.example');
  const times = await offeredTimes(page, date);
  expect(times).not.toContain('14:00');
  expect(times).toContain('15:00');
  // /calendar's Calendar Integrations card says which calendar is connected.
  const calendars = page.locator('main').getByRole('region', { name: 'Calendar Integrations' }).getByRole('list', { name: 'Calendars' });
  await expect(calendars.getByRole('listitem').filter({ hasText: 'Outlook Calendar' })).toContainText('agent@outlook.exampleConnected');
  await expect(calendars.getByRole('listitem').filter({ hasText: 'Google Calendar' })).toContainText('Not Connected');
  microsoft.events.delete('e2e-busy');
  await context.close();
});
