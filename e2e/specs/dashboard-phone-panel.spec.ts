import { choosePlan, signUp } from '../support/accounts';
import { expect, test } from '../support/fixtures';

// The dashboard's AI Phone Receptionist slot renders mfe_phone's
// ./PhonePanel, loaded at run time by the shell (mfe-dashboard never
// imports mfe-phone), for enterprise and agency plans only.
test.describe('the AI Phone Receptionist panel on the dashboard', () => {
  test('an enterprise agent gets mfe_phone’s panel, loaded from its own remote', async ({ page }) => {
    const phoneFiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/mfe-phone/')) phoneFiles.push(request.url());
    });
    await signUp(page, 'Dana', 'phone-panel');
    await choosePlan(page, 'enterprise');
    await page.goto('/dashboard');
    const slot = page.getByTestId('phone-panel-slot');
    await expect(slot.getByRole('heading', { level: 2, name: 'AI Phone Receptionist' })).toBeVisible();
    await expect(slot.getByRole('tab', { name: 'Call History' })).toBeVisible();
    await expect(slot).not.toContainText('Coming soon');
    expect(phoneFiles.some((url) => url.includes('remoteEntry'))).toBe(true);
    // The dashboard around it is the dashboard's own.
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // 390 px wide: the panel's tab row no longer widens the page past the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(slot.getByRole('tab', { name: 'Overview' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('a professional agent gets no panel, and mfe_phone is not loaded', async ({ page }) => {
    const phoneFiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/mfe-phone/')) phoneFiles.push(request.url());
    });
    await signUp(page, 'Dana', 'no-phone-panel');
    await choosePlan(page, 'professional');
    await page.goto('/dashboard');
    await expect(page.getByTestId('welcome')).toHaveText('Welcome back, Dana!');
    await expect(page.getByTestId('stat-prospects')).toBeVisible();
    await expect(page.getByTestId('phone-panel-slot')).toHaveCount(0);
    expect(phoneFiles).toEqual([]);
  });

  test('when mfe_phone cannot be loaded, the slot says so and the dashboard keeps working', async ({ page }) => {
    let broken = true;
    await page.route('**/remotes/mfe-phone/**', (route) => (broken ? route.fulfill({ status: 404, body: 'gone' }) : route.continue()));
    await signUp(page, 'Dana', 'phone-panel-down');
    await choosePlan(page, 'agency');
    await page.goto('/dashboard');
    const slot = page.getByTestId('phone-panel-slot');
    await expect(slot.getByRole('heading', { name: 'This section could not be loaded' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('stat-prospects')).toBeVisible();
    broken = false;
    await slot.getByRole('button', { name: 'Retry' }).click();
    await expect(slot.getByRole('heading', { level: 2, name: 'AI Phone Receptionist' })).toBeVisible();
  });
});
