import { expect, test } from '../support/fixtures';

test.describe('a remote that cannot be loaded', () => {
  test('404: the panel shows, the rest of the shell works, Retry recovers', async ({ page }) => {
    let broken = true;
    await page.route('**/remotes/mfe-phone/**', (route) => (broken ? route.fulfill({ status: 404, body: 'gone' }) : route.continue()));
    await page.goto('/ai-phone');
    await expect(page.getByRole('heading', { name: 'This section could not be loaded' })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('header nav').first()).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();

    broken = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'AI Phone Receptionist' })).toBeVisible();

    broken = true;
    await page.locator('header nav').first().getByRole('link', { name: 'Pricing' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  });

  test('timeout: a remote entry that never answers gives the panel, other routes still load', async ({ page }) => {
    await page.route('**/remotes/mfe-phone/**', () => undefined); // never answers
    // The hanging preload holds back the load event, not the page.
    await page.goto('/ai-phone', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { name: 'This section could not be loaded' })).toBeVisible({ timeout: 45_000 });
    await page.locator('header nav').first().getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
  });
});
