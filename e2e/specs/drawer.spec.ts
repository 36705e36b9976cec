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

test('a tap on the menu before the app has started is kept and opens the drawer once it has', async ({ page }) => {
  // The page's scripts start after its first frame (docs/decisions/0040-server-rendered-public-pages.md); here
  // the shell's entry is held back, so the tap lands while the server's button has no handler yet.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
  await expect(drawer).toBeHidden();
  release();
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Pricing', exact: true })).toBeVisible();
});
