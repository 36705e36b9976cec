import type { Browser, Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';

// A visitor's public pages arrive rendered by the server and are taken over
// by the browser without a visible change
// (docs/decisions/0040-server-rendered-public-pages.md).

const HERO = 'LeadNest: never miss another lead';

/** A fresh context (cold cache) whose page records layout shifts and the server's h1 before any script replaced it. */
async function coldPage(browser: Browser, baseURL: string | undefined): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number; __serverH1?: { node: Element | null; top: number; left: number; height: number } };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    // 'interactive': the whole server HTML is parsed, no deferred or async script has run yet.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const node = document.querySelector('h1');
      const box = node?.getBoundingClientRect();
      w.__serverH1 = { node, top: box?.top ?? -1, left: box?.left ?? -1, height: box?.height ?? -1 };
    });
  });
  return { page, errors };
}

/** Waits until React has replaced the server's markup (the h1 seen at 'interactive' is gone) and the page is quiet. */
async function tookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const server = (window as unknown as { __serverH1?: { node: Element | null } }).__serverH1;
    return Boolean(server?.node && !server.node.isConnected && document.querySelector('h1'));
  });
  await page.waitForLoadState('networkidle');
  // Two frames: any shift of the last commit is reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test('with JavaScript off, a visitor still reads the pages: the hero, the plans and their prices', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  await expect(page.getByText('Your AI real estate assistant answers every call')).toBeVisible();
  await expect(page.getByTestId('shell-header').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByTestId('shell-footer')).toBeVisible();
  await expect(page).toHaveTitle(HERO);

  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  const prices: Array<[string, string]> = [
    ['starter', '$247'],
    ['professional', '$447'],
    ['enterprise', '$947'],
  ];
  for (const [plan, price] of prices) await expect(page.getByTestId(`plan-${plan}`)).toContainText(price);
  await context.close();
});

for (const path of ['/', '/pricing']) {
  test(`${path}: the browser takes the server's page over with no layout shift and no console error`, async ({ browser, baseURL }) => {
    const { page, errors } = await coldPage(browser, baseURL);
    const response = await page.goto(path);
    expect(await response?.text()).toContain('"ssr":true');
    await tookOver(page);
    const result = await page.evaluate(() => {
      const w = window as unknown as { __shift: number; __serverH1: { top: number; left: number; height: number } };
      const box = document.querySelector('h1')!.getBoundingClientRect();
      return { shift: w.__shift, server: w.__serverH1, client: { top: box.top, left: box.left, height: box.height } };
    });
    expect(result.shift).toBe(0);
    expect(result.client).toEqual({ top: result.server.top, left: result.server.left, height: result.server.height });
    // The browser's page works: the header's links navigate in the app.
    await page.getByTestId('shell-nav').getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
    expect(errors).toEqual([]);
    await page.context().close();
  });
}

test('search engines get a sitemap of the public pages and robots.txt keeps them off signed-in pages', async ({ page }) => {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap.match(/<loc>[^<]+<\/loc>/g)?.map((loc) => new URL(loc.slice(5, -6)).pathname)).toEqual(['/', '/pricing', '/about', '/privacy', '/terms']);
  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /dashboard');
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toMatch(/^Sitemap: http.+\/sitemap\.xml$/m);
  const image = await page.request.get('/og-image.png');
  expect(image.headers()['content-type']).toBe('image/png');
});
