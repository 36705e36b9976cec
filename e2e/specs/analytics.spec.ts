import { readFile } from 'node:fs/promises';

import type { AnalyticsDetailedDto } from '@leadnest/contracts';
import type { Browser, Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { type ProductServer, startProductServer, stopProductServer } from '../support/product-server';

// Analytics & Reports end to end, on the demo agent's data (started as `npm start` starts it).
const DEMO = { email: 'demo@leadnest.example', password: 'demo-agent-2025' };

let product: ProductServer | undefined;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  product = await startProductServer({ DEMO_DATA: '1', NODE_ENV: 'development' });
});
test.afterAll(async () => {
  if (product) await stopProductServer(product.process);
});

async function demoAgent(browser: Browser): Promise<{ page: Page; userId: string }> {
  const context = await browser.newContext({ baseURL: product!.url, acceptDownloads: true });
  const page = await context.newPage();
  const login = await page.request.post('/api/auth/login', { data: DEMO });
  expect(login.ok(), await login.text()).toBe(true);
  return { page, userId: ((await login.json()) as { user: { id: string } }).user.id };
}

/** Parses the export's RFC 4180 lines (every text field quoted, numbers bare; no field of it holds a line break). */
function parseCsv(text: string): (string | number)[][] {
  return text
    .split('\r\n')
    .filter(Boolean)
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"|([^,]+)/g)].map((m) => (m[1] !== undefined ? m[1].replace(/""/g, '"') : Number(m[2]))));
}

test('periods and tabs show the API’s figures; Export downloads them with the exact name', async ({ browser }) => {
  test.setTimeout(120_000);
  const { page, userId } = await demoAgent(browser);
  const api = async (period: string) =>
    (await (await page.request.get(`/api/analytics/detailed?userId=${userId}&period=${period}`)).json()) as AnalyticsDetailedDto;

  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics & Reports' })).toBeVisible();
  await expect(page.getByText('Track your performance and ROI')).toBeVisible();
  await expect(page.getByLabel('Period')).toHaveValue('30d');
  const month = await api('30d');
  expect(month.totalLeads).toBeGreaterThan(0);
  const card = (id: string) => page.getByTestId(id).locator('p').first();
  await expect(card('card-total-leads')).toHaveText(String(month.totalLeads));
  // No percentage against a previous period that had nothing: the card says it in words.
  const changeHint =
    month.change.totalLeads !== null
      ? `${month.change.totalLeads} vs the previous period`
      : month.totalLeads > 0
        ? 'New: none in the previous period'
        : 'No earlier data to compare';
  await expect(page.getByTestId('card-total-leads')).toContainText(changeHint);

  await page.getByLabel('Period').selectOption('7d');
  await expect(page).toHaveURL(/period=7d/);
  const week = await api('7d');
  await expect(page.getByTestId('analytics-ready')).toHaveAttribute('data-period', '7d');
  await expect(card('card-total-leads')).toHaveText(String(week.totalLeads));
  await expect(card('card-closed-deals')).toHaveText(String(week.closedDeals));

  await page.getByRole('tab', { name: 'Conversions' }).click();
  await expect(page.getByRole('heading', { name: 'Conversion Funnel' })).toBeVisible();
  await expect(page.getByText('Revenue is your commission', { exact: false })).toBeVisible();
  await page.getByRole('tab', { name: 'AI Performance' }).click();
  await expect(page.getByRole('heading', { name: 'Top Performing Scripts' })).toBeVisible();
  await page.getByRole('tab', { name: 'ROI Analysis' }).click();
  const roi = (await (await page.request.get(`/api/analytics/roi?userId=${userId}&period=7d`)).json()) as {
    closedDeals: number;
    timeSaved: { minutesPerItem: number };
  };
  await expect(page.getByTestId('roi-revenue')).toContainText(`from ${roi.closedDeals} closed deals`);
  await expect(page.getByTestId('minutes-per-item')).toHaveValue(String(roi.timeSaved.minutesPerItem));

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export').click()]);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: week.range.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  expect(download.suggestedFilename()).toBe(`leadnest-analytics-7d-${today}.csv`);
  const rows = parseCsv(await readFile((await download.path())!, 'utf8'));
  expect(rows[0]).toEqual(['Period', 'Section', 'Name', 'Value']);
  expect(rows.slice(1).every((r) => r[0] === '7d')).toBe(true);
  const value = (section: string, name: string) => rows.find((r) => r[1] === section && r[2] === name)?.[3];
  expect(value('Metrics', 'Total Leads')).toBe(week.totalLeads);
  expect(value('Metrics', 'Closed Deals')).toBe(week.closedDeals);
  expect(value('Metrics', 'Total Revenue (commissions, USD)')).toBe(week.totalRevenue);
  expect(value('Metrics', 'Conversion Rate (%)')).toBe(week.conversionRate);
  expect(value('Lead Sources', 'Facebook')).toBe(week.leadSources.facebook);
  expect(value('Lead Sources', 'Other (phone and more)')).toBe(week.leadSources.other);
  for (const m of week.monthlyTrends) {
    expect(value('Monthly Trends', `${m.month} Leads`)).toBe(m.leads);
    expect(value('Monthly Trends', `${m.month} Closed`)).toBe(m.closed);
  }
  expect(rows.filter((r) => r[1] === 'Monthly Trends')).toHaveLength(week.monthlyTrends.length * 3);
});
