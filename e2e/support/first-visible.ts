import type { Page } from '@playwright/test';

/**
 * Milliseconds from the navigation's start until the first element matching
 * `selector` is on screen (laid out with a size, not hidden), read by the
 * page itself in the animation frame in which that is first true, the frame
 * that then paints it: what a visitor sees, to a frame.
 *
 * The benches used `locator.waitFor()` and then asked the page for the time.
 * That polls at 0, 20, 50, 100, 100, 500 ms intervals and adds a round trip
 * to the browser, so it reported a heading that was visible at ~400 ms as
 * 420–630 ms, and /leads' rows up to ~500 ms late.
 */
export async function msUntilVisible(page: Page, selector: string, timeout = 30_000): Promise<number> {
  const handle = await page.waitForFunction(
    (sel) => {
      const element = document.querySelector(sel);
      if (!element) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden' ? performance.now() : false;
    },
    selector,
    { polling: 'raf', timeout },
  );
  return (await handle.jsonValue()) as number;
}
