import type { Browser, Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';

// A visitor's public pages arrive rendered by the server and are hydrated by
// the browser without a visible change
// (docs/decisions/0040-server-rendered-public-pages.md).

const HERO = 'LeadNest: never miss another lead';
const PUBLIC_PAGES = ['/', '/pricing', '/about', '/privacy', '/terms'] as const;

/** What the init script saw of the server's page before any script ran, and what happened to its styles after. */
interface ServerView {
  h1: Element | null;
  box: { top: number; left: number; height: number };
  /** The class names of every element in #root. */
  classes: string[];
  /** Every element's computed style, in document order. */
  computed: string[];
  /** The style rules of the server's <style data-styled> tags (without styled-components' markers). */
  rules: number;
  /** For each server style tag removed: how many rules the browser's own styled-components tag held at that moment. */
  clientRulesAtRemoval: number[];
}

type Recorded = Window & { __shift: number; __server?: ServerView; __computed: () => string[] };

/** React's words for a page that did not hydrate cleanly (development text, production error numbers). */
const HYDRATION_TROUBLE =
  /hydrat|did not match|server rendered (html|text)|recoverable|react\.dev\/errors\/(418|419|421|422|423|425)|error #(418|419|421|422|423|425)/i;

/** A fresh context (cold cache) whose page records layout shifts, the server's page before any script ran, and every console error and warning. */
async function coldPage(browser: Browser, baseURL: string | undefined): Promise<{ page: Page; errors: string[]; warnings: string[] }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const w = window as unknown as Recorded;
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    w.__computed = () =>
      [...document.querySelectorAll('#root *')].map((element) => {
        const style = getComputedStyle(element);
        return [...style].map((property) => `${property}:${style.getPropertyValue(property)}`).join(';');
      });
    const styleRules = (selector: string) =>
      [...document.querySelectorAll<HTMLStyleElement>(selector)]
        .flatMap((tag) => [...(tag.sheet?.cssRules ?? [])])
        .filter((rule) => !rule.cssText.startsWith('data-styled.g'));
    // 'interactive': the whole server HTML is parsed, no deferred or async script has run yet.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const h1 = document.querySelector('main h1');
      const box = h1?.getBoundingClientRect();
      const server: ServerView = {
        h1,
        box: { top: box?.top ?? -1, left: box?.left ?? -1, height: box?.height ?? -1 },
        classes: [...new Set([...document.querySelectorAll('#root *')].flatMap((element) => [...element.classList]))].sort(),
        computed: w.__computed(),
        rules: styleRules('style[data-styled]').length,
        clientRulesAtRemoval: [],
      };
      w.__server = server;
      // styled-components moves the server's rules into its own tag and removes the server's tags in one task.
      new MutationObserver((mutations) => {
        for (const mutation of mutations)
          for (const node of mutation.removedNodes)
            if (node instanceof HTMLStyleElement && node.hasAttribute('data-styled'))
              server.clientRulesAtRemoval.push(styleRules('style[data-styled="active"]').length);
      }).observe(document.head, { childList: true });
    });
  });
  return { page, errors, warnings };
}

/** Waits until React runs the page (the h1 on screen is one of its nodes) and the page is quiet. */
async function started(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const h1 = document.querySelector('main h1');
    return Boolean(h1 && Object.keys(h1).some((key) => key.startsWith('__reactFiber$')));
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

for (const path of PUBLIC_PAGES) {
  test(`${path}: the browser hydrates the server's page: the same nodes and class names, its styles kept once, no shift, no console error`, async ({
    browser,
    baseURL,
  }) => {
    const { page, errors, warnings } = await coldPage(browser, baseURL);
    const response = await page.goto(path);
    expect(await response?.text()).toContain('"ssr":true');
    await started(page);
    const result = await page.evaluate(() => {
      const w = window as unknown as Recorded;
      const h1 = document.querySelector('main h1')!;
      const box = h1.getBoundingClientRect();
      const tags = [...document.querySelectorAll<HTMLStyleElement>('style[data-styled]')];
      const elements = [...document.querySelectorAll('#root *')];
      const computed = w.__computed();
      const { box: serverBox, classes, rules, clientRulesAtRemoval } = w.__server!;
      return {
        sameH1: h1 === w.__server!.h1 && h1.isConnected,
        shift: w.__shift,
        server: { box: serverBox, classes, rules, clientRulesAtRemoval, elements: w.__server!.computed.length },
        client: { top: box.top, left: box.left, height: box.height },
        tags: tags.map((tag) => tag.getAttribute('data-styled')),
        rules: tags.flatMap((tag) => [...(tag.sheet?.cssRules ?? [])]).length,
        elements: computed.length,
        // Elements whose computed style is not the one the server's style tags gave them.
        restyled: elements.filter((_, i) => computed[i] !== w.__server!.computed[i]).map((element) => element.outerHTML.slice(0, 120)),
      };
    });
    // Hydration keeps the server's nodes; a take-over (createRoot) would have replaced them.
    expect(result.sameH1).toBe(true);
    expect(result.shift).toBe(0);
    expect(result.client).toEqual(result.server.box);
    // The server's style tags became styled-components' one tag, which already held every server
    // rule when the first was removed (no unstyled frame), and the browser added none: its class
    // names are the server's, so nothing was inserted twice under other names.
    expect(result.server.rules).toBeGreaterThan(0);
    expect(result.tags).toEqual(['active']);
    expect(result.server.clientRulesAtRemoval.length).toBeGreaterThan(0);
    for (const held of result.server.clientRulesAtRemoval) expect(held).toBeGreaterThanOrEqual(result.server.rules);
    expect(result.rules).toBe(result.server.rules);
    // The rules kept in the browser's sheet style every element as the server's tags did.
    expect(result.elements).toBe(result.server.elements);
    expect(result.restyled).toEqual([]);

    // The browser's page works: a header link navigates in the app, and the page drawn again by the
    // browser alone has exactly the server's class names.
    const nav = page.getByTestId('shell-nav');
    if (path === '/') await nav.getByRole('link', { name: 'Pricing' }).click();
    else await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: path === '/' ? 'Pricing' : HERO })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new URL(path, baseURL).href);
    await page.waitForFunction(() => {
      const h1 = document.querySelector('main h1');
      return h1 !== null && h1 !== (window as unknown as Recorded).__server!.h1;
    });
    await page.waitForLoadState('networkidle');
    const classes = await page.evaluate(() => [...new Set([...document.querySelectorAll('#root *')].flatMap((element) => [...element.classList]))].sort());
    expect(classes).toEqual(result.server.classes);

    expect([...errors, ...warnings].filter((text) => HYDRATION_TROUBLE.test(text))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
}

test('search engines get a sitemap of the public pages and robots.txt keeps them off signed-in pages', async ({ page }) => {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap.match(/<loc>[^<]+<\/loc>/g)?.map((loc) => new URL(loc.slice(5, -6)).pathname)).toEqual([...PUBLIC_PAGES]);
  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /dashboard');
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toMatch(/^Sitemap: http.+\/sitemap\.xml$/m);
  const image = await page.request.get('/og-image.png');
  expect(image.headers()['content-type']).toBe('image/png');
});
