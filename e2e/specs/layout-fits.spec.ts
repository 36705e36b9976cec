import { ROUTES } from '@leadnest/remotes';
import type { Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { type ProductServer, startProductServer, stopProductServer } from '../support/product-server';

// Every signed-in page fits its screen, at 1280 and 390 px, on the demo
// agent's data (rows in every table and list). Guards CSS-only fixes no unit
// test sees: the kit's DataTable turning rows into cards below md, its tab
// rows wrapping, and /leads keeping its rows' hidden labels inside the list
// (they once stretched the page 7,000 px below the footer).
const DEMO = { email: 'demo@leadnest.example', password: 'demo-agent-2025' };
const WIDTHS = [1280, 390] as const;
/**
 * Rows made to scroll sideways on a phone, by their aria-label: /leads' six
 * stage counts are one swiped row so the list starts on the first screen.
 */
const MEANT_TO_SCROLL = ['Leads per stage'];
/** The product's own pages (the marketing site has its own specs). */
const SIGNED_IN = ROUTES.filter((r) => r.remote !== 'mfe_marketing');

let product: ProductServer | undefined;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  product = await startProductServer({ DEMO_DATA: '1', NODE_ENV: 'development' });
});
test.afterAll(async () => {
  if (product) await stopProductServer(product.process);
});

interface Fit {
  viewport: number;
  scrollWidth: number;
  scrollHeight: number;
  footerBottom: number;
  /** Boxes in <main> that scroll sideways (other than MEANT_TO_SCROLL): tag, label, classes and widths, e.g. `div[aria-label=null].sc-x 620>358`. */
  sideways: string[];
}

/** The page as it lies: document width and height, where the footer ends, and any box in <main> that scrolls sideways. */
function measure(page: Page): Promise<Fit> {
  return page.evaluate((meant) => {
    const doc = document.documentElement;
    const footer = document.querySelector('[data-testid="shell-footer"]');
    const sideways = [...document.querySelectorAll('main *')]
      .filter((el) => {
        const overflow = getComputedStyle(el).overflowX;
        return (
          (overflow === 'auto' || overflow === 'scroll') &&
          el.clientWidth > 0 &&
          el.scrollWidth > el.clientWidth + 1 &&
          !meant.includes(el.getAttribute('aria-label') ?? '')
        );
      })
      .map(
        (el) => `${el.tagName.toLowerCase()}[aria-label=${el.getAttribute('aria-label')}].${[...el.classList].join('.')} ${el.scrollWidth}>${el.clientWidth}`,
      );
    return {
      viewport: window.innerWidth,
      scrollWidth: doc.scrollWidth,
      scrollHeight: doc.scrollHeight,
      footerBottom: footer ? Math.round(footer.getBoundingClientRect().bottom + window.scrollY) : -1,
      sideways,
    };
  }, MEANT_TO_SCROLL);
}

test('no signed-in page scrolls sideways or reaches below its footer, at 1280 and 390 px', async ({ browser }) => {
  test.setTimeout(SIGNED_IN.length * WIDTHS.length * 20_000);
  const context = await browser.newContext({ baseURL: product!.url });
  const page = await context.newPage();
  const login = await page.request.post('/api/auth/login', { data: DEMO });
  expect(login.ok(), await login.text()).toBe(true);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const route of SIGNED_IN) {
      await page.goto(route.path);
      await expect(page.locator('main h1').first(), `${route.path} at ${width} px`).toBeVisible();
      // The page's data in place (no spinner left), as the agent sees it.
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main [role="status"][aria-label]')).toHaveCount(0);
      const fit = await measure(page);
      const where = `${route.path} at ${width} px`;
      expect.soft(fit.scrollWidth, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(fit.viewport);
      expect.soft(fit.sideways, `${where}: a box scrolls sideways`).toEqual([]);
      expect.soft(fit.footerBottom, `${where}: the footer is not where the page ends`).toBeGreaterThan(0);
      expect
        .soft(Math.abs(fit.scrollHeight - fit.footerBottom), `${where}: the page goes on ${fit.scrollHeight - fit.footerBottom} px below the footer`)
        .toBeLessThanOrEqual(1);
    }
  }
  await context.close();
});
