import { expect, test } from '../support/fixtures';

test.describe('shell navigation', () => {
  test('top navigation links work and the current route is highlighted', async ({ page }) => {
    await page.goto('/');
    const nav = page.locator('header nav').first();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await nav.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  });

  test('links inside a remote navigate with the shell’s router (one shared instance)', async ({ page }) => {
    await page.goto('/');
    await page.locator('main').getByRole('link', { name: 'View Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    await expect(page.locator('header nav').first().getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
  });

  test('signed out, the header offers Sign In and Get Started', async ({ page }) => {
    await page.goto('/about');
    const header = page.locator('header').first();
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
  });

  test('every open route renders its page inside the shell', async ({ page }) => {
    const open: Array<[string, string]> = [
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms of Service'],
      ['/onboarding', 'Onboarding'],
      ['/ai-phone', 'AI Phone Receptionist'],
    ];
    for (const [path, title] of open) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
    }
  });

  test('public routes have no shared header and footer', async ({ page }) => {
    const screens: Array<[string, string]> = [
      ['/login', 'Sign In'],
      ['/signup', 'Create Your Account'],
      ['/register', 'Registration'],
      ['/admin-login', 'Admin Login'],
      ['/forgot-password', 'Forgot Password'],
      ['/reset-password', 'Reset Password'],
      ['/join', 'Join a Team'],
    ];
    for (const [path, title] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('footer')).toHaveCount(0);
      await expect(page.locator('header nav')).toHaveCount(0);
    }
  });

  test('footer columns link where the spec says', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    const expected: Record<string, string> = {
      Dashboard: '/dashboard',
      'Lead Capture': '/capture-builder',
      Templates: '/resources',
      Integrations: '/api-settings',
      About: '/about',
      'Privacy Policy': '/privacy',
      'Terms of Service': '/terms',
    };
    for (const [name, href] of Object.entries(expected)) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    for (const label of ['Twitter', 'LinkedIn', 'Facebook']) await expect(footer.getByLabel(label)).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} LeadNest`);
    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  });

  test('an unknown path shows the not-found screen inside the shell', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
    await expect(page.locator('header nav').first()).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
  });

  test('guarded routes redirect a signed-out visitor to /login, naming the page to come back to', async ({ page }) => {
    for (const path of ['/dashboard', '/leads', '/billing']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    }
  });
});
