import { expect, test } from '../support/fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the drawer lists the links, Sign In and Get Started, and closes on a link', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('header nav').first()).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
  await expect(drawer).toBeVisible();
  for (const name of ['Home', 'Pricing', 'Dashboard', 'About']) await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  await expect(drawer.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/pricing');
  // Once it has slid in, it sits on the right-hand side of the screen.
  const signIn = drawer.getByRole('link', { name: 'Sign In' });
  await expect
    .poll(async () => {
      const box = await signIn.boundingBox();
      return box !== null && box.x > 390 * 0.15 && box.x + box.width <= 390;
    })
    .toBe(true);
  await drawer.getByRole('link', { name: 'About' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
});
