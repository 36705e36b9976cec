import { PASSWORD, signUp, toast } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { waitForMail } from '../support/mailbox';

const NEW_PASSWORD = 'a fresh e2e secret';
const SAME_ANSWER = 'If an account exists for that email, we have sent a link to reset its password. The link works for 1 hour.';
const INVALID = 'This reset link is not valid or has expired. Please ask for a new one.';

/** The /reset-password link in the mail's text, as a path of the product (the mail carries PUBLIC_BASE_URL). */
function resetPathIn(text: string): string {
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no reset link in:\n${text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

test('forgot password: the mailed link sets a new password once, and the new password signs in', async ({ page, context }) => {
  const email = await signUp(page, 'Reese', 'reset');
  await context.clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByTestId('reset-requested')).toHaveText(SAME_ANSWER);

  const mail = await waitForMail(email, /Reset your .* password/);
  const resetPath = resetPathIn(mail.text);
  await page.goto(resetPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

  // One of the most common passwords is refused; the link still works afterwards.
  await page.getByLabel('New password', { exact: true }).fill('password1');
  await page.getByLabel('Confirm new password').fill('password1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toast(page, 'Reset Failed')).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toast(page, 'Password Reset')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer signs in (one failed sign-in, counted against the per-IP limit); the new one does.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Login Failed')).toBeVisible();
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('user-menu-button')).toContainText('Reese');

  // The link was spent: opening it again says so at once (no form to fill first), with a way to a new one.
  await context.clearCookies();
  await page.goto(resetPath);
  await expect(page.getByRole('alert').getByText(INVALID)).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Request a New Link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('a reset link without a token says so at once', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText(INVALID)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a New Link' })).toHaveAttribute('href', '/forgot-password');
});
