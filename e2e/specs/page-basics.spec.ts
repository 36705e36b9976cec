import { PASSWORD, signUp } from '../support/accounts';
import { expect, test } from '../support/fixtures';

// Small things a user meets: unknown sub-paths, titles,
// the icon, the sign-in screens while signed in, coming back after signing
// in, and no doomed API calls on a guarded page while signed out.

test('a path below a page shows the not-found screen, and every page has its own title', async ({ page }) => {
  const response = await page.goto('/about/zzz');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | LeadNest');

  await page.goto('/pricing');
  await expect(page).toHaveTitle('Pricing | LeadNest');
  await page.locator('header nav').first().getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
  await expect(page).toHaveTitle('About | LeadNest');
});

test('the app has a favicon', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBe('/favicon.svg');
  const icon = await page.request.get(href!);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  expect((await page.request.get('/favicon.ico')).status()).toBe(200); // redirected to the SVG
});

test('signed out on a guarded page: no API call fails with 401; after signing in, back to that page; signed in, /login and /signup lead on', async ({
  page,
  context,
}) => {
  const email = await signUp(page, 'Robin', 'return');
  await context.clearCookies();

  const unauthorized: string[] = [];
  page.on('response', (res) => {
    if (res.status() === 401 && new URL(res.url()).pathname.startsWith('/api/')) unauthorized.push(res.url());
  });
  await page.goto('/calendar?view=week');
  await expect(page).toHaveURL(/\/login\?next=%2Fcalendar%3Fview%3Dweek$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveTitle('Sign In | LeadNest');
  // Let any request the page would make settle before looking.
  await page.waitForLoadState('networkidle');
  expect(unauthorized).toEqual([]);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/calendar\?view=week$/);
  await expect(page).toHaveTitle('Calendar | LeadNest');

  for (const path of ['/login', '/signup']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
  // In the app too (no page load): the sign-in screen is not shown to a signed-in user.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/login?next=%2Fleads');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/leads$/);
});

test('a server outage at sign-in says so, not "Invalid email or password"', async ({ page }) => {
  await page.goto('/login');
  await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'));
  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Could not reach the server. Check your connection and try again.')).toBeVisible();
  await expect(page.getByText(/Invalid email or password/)).toHaveCount(0);

  await page.unroute('**/api/auth/login');
  await page.route('**/api/auth/login', (route) =>
    route.fulfill({ status: 503, contentType: 'text/html', body: '<html><body>503 Service Unavailable</body></html>' }),
  );
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('The server is having a problem right now. Please try again in a moment.')).toBeVisible();
});
