import type { DashboardMetricsDto, EmbedCodeResponse } from '@leadnest/contracts';
import type { Browser, Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { type OtherSite, serveOtherSite } from '../support/other-site';
import { type ProductServer, startProductServer, stopProductServer } from '../support/product-server';

// The dashboard and inbox end to end, on a product started the way `npm start` starts it
// on an empty database: with the demo agent and its data.
const DEMO = { email: 'demo@leadnest.example', password: 'demo-agent-2025' };

let product: ProductServer | undefined;
let site: OtherSite | undefined;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  product = await startProductServer({ DEMO_DATA: '1', NODE_ENV: 'development' });
});
test.afterAll(async () => {
  await site?.close();
  if (product) await stopProductServer(product.process);
});

async function demoAgent(browser: Browser): Promise<{ page: Page; userId: string }> {
  const context = await browser.newContext({ baseURL: product!.url });
  const page = await context.newPage();
  const login = await page.request.post('/api/auth/login', { data: DEMO });
  expect(login.ok(), await login.text()).toBe(true);
  return { page, userId: ((await login.json()) as { user: { id: string } }).user.id };
}

test('demo sign-in: the four cards show the API’s figures; the Qualified filter narrows the list', async ({ browser }) => {
  const { page, userId } = await demoAgent(browser);
  // The server preloads the figures with the page (<link rel="preload" as="fetch">) and the page's own
  // fetch takes that response over: one request, not a second one after the page's code has loaded.
  const metricsRequests: string[] = [];
  page.on('request', (r) => void (r.url().includes('/api/dashboard/metrics/') && metricsRequests.push(r.url())));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('welcome')).toHaveText('Welcome back, Demo!');
  await expect(page.getByTestId('ai-status')).toHaveText('AI Online');
  const m = (await (await page.request.get(`/api/dashboard/metrics/${userId}`)).json()) as DashboardMetricsDto;
  expect(m.totalLeads).toBeGreaterThan(0);
  const value = (id: string) => page.getByTestId(id).locator('p').first();
  await expect(value('stat-prospects')).toHaveText(m.totalLeads.toLocaleString('en-US'));
  expect(metricsRequests).toEqual([`${product!.url.replace(/\/+$/, '')}/api/dashboard/metrics/${userId}`]);
  await expect(value('stat-inquiries')).toHaveText(m.activeConversations.toLocaleString('en-US'));
  await expect(value('stat-showings')).toHaveText(m.propertyShowings.toLocaleString('en-US'));
  await expect(value('stat-response')).toHaveText(m.responseRate);
  await expect(page.getByTestId('stat-inquiries')).toContainText(`${m.hotLeads.toLocaleString('en-US')} hot lead${m.hotLeads === 1 ? '' : 's'}`);
  await expect(page.getByTestId('this-week')).toContainText(m.avgResponseTime);
  // Today's showings of the demo, in the agent's zone.
  await expect(page.getByTestId('today-showings').locator('li').first()).toBeVisible();

  const rows = page.getByTestId('conversation-row');
  await expect(rows.first()).toBeVisible();
  const all = await rows.count();
  const qualified = (await (await page.request.get('/api/conversations?filter=qualified&limit=8')).json()) as { conversations: { leadName: string }[] };
  await page.getByRole('button', { name: 'Qualified', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Qualified', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(rows).toHaveCount(qualified.conversations.length);
  expect(qualified.conversations.length).toBeLessThan(all);
  expect(qualified.conversations.length).toBeGreaterThan(0);
  await expect(rows.first()).toContainText(qualified.conversations[0]!.leadName);
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(rows).toHaveCount(all);

  // 390 px wide: nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('Take Over Chat → thread → reply reaches the visitor; new messages appear live; Hand back lets the AI answer', async ({ browser }) => {
  const { page } = await demoAgent(browser);
  const embed = (await (await page.request.get('/api/chat-widget/embed-code')).json()) as EmbedCodeResponse;
  site = await serveOtherSite(`<!doctype html><html><head><title>Demo Homes</title></head><body><h1>Homes</h1>${embed.snippet}</body></html>`);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(site.url);
  await visitor.getByRole('button', { name: /^Chat with / }).click();
  const panel = visitor.getByRole('dialog', { name: /^Chat with / });
  const input = panel.getByRole('textbox', { name: 'Type your message' });
  const log = panel.getByRole('log');
  await input.fill("Hi, I'm Casey Park, casey.park@example.com, looking to buy a 2 bed condo");
  await input.press('Enter');
  await expect(log.locator('.m.assistant')).toHaveCount(2);

  // The agent takes over from the dashboard.
  await page.goto('/dashboard');
  const row = page.getByTestId('conversation-row').filter({ hasText: 'Casey Park' });
  await row.getByRole('button', { name: 'Take Over Chat' }).click();
  await expect(page).toHaveURL(/\/conversations\/[0-9a-f]{24}$/);
  const thread = page.getByTestId('thread');
  await expect(thread.getByTestId('control')).toHaveText('You are answering');
  await expect(thread.getByTestId('messages')).toContainText('looking to buy a 2 bed condo');

  // A new message from the visitor shows in the open thread without a reload; the AI stays silent.
  await input.fill('Is anyone there?');
  await input.press('Enter');
  await expect(thread.getByTestId('messages').locator('[data-role="lead"]').last()).toHaveText(/Is anyone there\?/);
  const assistantCount = await thread.getByTestId('messages').locator('[data-role="assistant"]').count();

  // The agent's reply reaches the visitor's widget.
  await thread.getByLabel(/^Reply by/).fill('Hi Casey, this is Demo. Happy to help with condos!');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByTestId('messages').locator('[data-role="agent"]').last()).toContainText('Happy to help with condos');
  await expect(log.locator('.m.agent').last()).toContainText('Happy to help with condos', { timeout: 15_000 });
  await expect(thread.getByTestId('messages').locator('[data-role="assistant"]')).toHaveCount(assistantCount);

  // Hand back: the AI answers the visitor's next message again, in the widget and in the thread.
  await thread.getByRole('button', { name: 'Hand back to AI' }).click();
  await expect(thread.getByTestId('control')).toHaveText('AI answering');
  const visitorAssistant = await log.locator('.m.assistant').count();
  await input.fill('My budget is around 400k');
  await input.press('Enter');
  await expect(log.locator('.m.assistant')).toHaveCount(visitorAssistant + 1);
  await expect(thread.getByTestId('messages').locator('[data-role="assistant"]')).toHaveCount(assistantCount + 1);
  await visitorContext.close();
});
