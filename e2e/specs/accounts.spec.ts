import { PASSWORD, signUp, toast, uniqueEmail } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { E2E_ADMIN_PASSCODE } from '../support/product-server';

// Failing sign-in attempts count against a per-IP limit (10 in 15 minutes):
// this file makes two (one wrong password, one wrong passcode). Every other
// invalid form is refused in the browser before any request.

test('sign up lands on /dashboard, which shows Upgrade Required (no plan yet)', async ({ page }) => {
  await signUp(page, 'Sasha');
  await expect(page.getByTestId('upgrade-required')).toBeVisible();
  await expect(page.getByText('Access to the dashboard requires an active subscription plan.')).toBeVisible();
  await expect(page.getByTestId('user-menu-button')).toContainText('Sasha');
});

test('signup refuses a short password with its toast', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to .* home/ })).toHaveAttribute('href', '/');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'Missing Information')).toBeVisible();
  await expect(page.getByText('Please fill in all required fields.')).toBeVisible();
  await page.getByLabel('First name').fill('Kim');
  await page.getByLabel('Last name').fill('Lee');
  await page.getByLabel('Email').fill(uniqueEmail('short'));
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'Password Too Short')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters long.')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test('registration shows each invalid field’s message, then succeeds with a toast and goes to /login', async ({ page }) => {
  await page.goto('/register');
  const field = (label: string) => page.getByLabel(label, { exact: true });
  const submit = () => page.getByRole('button', { name: 'Create Account' }).click();
  // The plan defaults to professional and lists its features and price.
  await expect(page.getByRole('radio', { name: /Professional/ })).toBeChecked();
  await expect(page.getByTestId('plan-features')).toContainText('$297/month');
  await expect(page.getByTestId('plan-features')).toContainText('24/7 AI chat assistant');

  await submit();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Please enter a valid email',
    'Password must be at least 8 characters',
    'Company name is required',
    'Please enter a valid phone number',
    'You must agree to the terms',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(field('First name')).toHaveAttribute('aria-invalid', 'true');

  const email = uniqueEmail('register');
  await field('First name').fill('Riley');
  await field('Last name').fill('Register');
  await field('Email').fill('not-an-email');
  await field('Password').fill('short');
  await field('Confirm password').fill('different');
  await field('Company or brokerage').fill('Nest Realty');
  await field('Phone').fill('555-01');
  await submit();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  await expect(page.getByText('First name is required')).toBeHidden();

  await field('Email').fill(email);
  await field('Password').fill(PASSWORD);
  await field('Confirm password').fill('not-the-same-password');
  await field('Phone').fill('555-010-0199');
  await page.getByRole('radio', { name: /Enterprise/ }).check();
  await expect(page.getByTestId('plan-features')).toContainText('AI phone receptionist');
  await page.getByRole('checkbox').check();
  await submit();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await field('Confirm password').fill(PASSWORD);
  await submit();

  await expect(toast(page, 'Registration Successful!')).toBeVisible();
  await expect(page.getByText('Please check your email to verify your account.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The registered account signs in; its plan (enterprise) opens the dashboard.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('user-menu-button')).toContainText('Riley');
  await expect(page.getByTestId('upgrade-required')).toHaveCount(0);
});

test('login: missing fields, wrong password, success with the first name, then log out', async ({ page, context }) => {
  const email = await signUp(page, 'Morgan', 'login');
  await context.clearCookies();

  await page.goto('/login');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Missing Information')).toBeVisible();
  await expect(page.getByText('Please enter both email and password.')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Login Failed')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const menu = page.getByTestId('user-menu-button');
  await expect(menu).toContainText('Morgan');

  await menu.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(toast(page, 'Logged Out')).toBeVisible();
  await expect(page.getByText("You've been successfully logged out.")).toBeVisible();
  // Signed out on a guarded page: the user menu is gone and the guard sends the visitor to /login.
  await expect(page.getByTestId('user-menu-button')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login\?next=%2F/);
});

test('admin login: a wrong passcode is refused, the right one opens the dashboard', async ({ page }) => {
  await page.goto('/admin-login');
  await expect(page.getByText('Developer login for sales calls and platform management')).toBeVisible();
  await page.getByRole('button', { name: 'Sign In as Admin' }).click();
  await expect(page.getByText('Please enter the admin passcode.')).toBeVisible();

  await page.getByLabel('Admin passcode').fill('not-the-passcode');
  await page.getByRole('button', { name: 'Sign In as Admin' }).click();
  await expect(toast(page, 'Login Failed')).toBeVisible();
  await expect(page.getByText('Invalid admin passcode')).toBeVisible();

  await page.getByLabel('Admin passcode').fill(E2E_ADMIN_PASSCODE);
  await page.getByRole('button', { name: 'Sign In as Admin' }).click();
  await expect(toast(page, 'Admin Login Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
});

test('the verification link’s landing shows whether the email was verified', async ({ page }) => {
  await page.goto('/login?verified=1');
  await expect(toast(page, 'Email Verified')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/login?verified=0');
  await expect(toast(page, 'Verification Failed')).toBeVisible();
  await expect(page.getByText('This verification link is invalid or has expired.')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile drawer works while signed in', async ({ page }) => {
    await signUp(page, 'Jamie', 'drawer');
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(drawer).toBeVisible();
    for (const name of ['Home', 'Pricing', 'Dashboard', 'About']) await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    // The drawer shows Sign In and Get Started whatever the login state (spec part 1 §2).
    await expect(drawer.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/pricing');
    await drawer.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('upgrade-required')).toBeVisible();
  });
});
