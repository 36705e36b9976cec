import { PASSWORD, signUp, toast, uniqueEmail } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { waitForMail } from '../support/mailbox';

const NEW_PASSWORD = 'my renewed e2e secret';

test('change password on /account: another session of the user ends, this one stays, the new password signs in', async ({ page, browser }) => {
  const email = await signUp(page, 'Avery', 'account');
  // The same user signed in on another device.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const origin = new URL(page.url()).origin;
  await otherPage.goto(`${origin}/login`);
  await otherPage.getByLabel('Email').fill(email);
  await otherPage.getByLabel('Password').fill(PASSWORD);
  await otherPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(otherPage).toHaveURL(/\/dashboard$/);

  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(page.getByTestId('account-email')).toHaveText(email);
  await expect(page.getByLabel('First name')).toHaveValue('Avery');

  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Password' }) });
  await section.getByLabel('Current password').fill('not-my-password');
  await section.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await section.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await section.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(page, 'Password Not Changed')).toBeVisible();
  await expect(section.getByText('Your current password is incorrect.')).toBeVisible();

  await section.getByLabel('Current password').fill(PASSWORD);
  await section.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(page, 'Password Changed')).toBeVisible();
  await expect(section.getByLabel('Current password')).toHaveValue('');

  // This browser is still signed in; the other one is signed out.
  await page.reload();
  await expect(page.getByTestId('account-email')).toHaveText(email);
  const answer = await otherPage.request.get(`${origin}/api/user/profile`);
  expect(answer.status()).toBe(401);
  await otherPage.goto(`${origin}/dashboard`);
  await expect(otherPage).toHaveURL(/\/login\?next=/);
  await otherPage.getByLabel('Email').fill(email);
  await otherPage.getByLabel('Password').fill(NEW_PASSWORD);
  await otherPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(otherPage).toHaveURL(/\/dashboard$/);
  await other.close();
});

test('the account page saves the details and the time zone', async ({ page }) => {
  await signUp(page, 'Quinn', 'account-details');
  await page.goto('/account');
  await page.getByLabel('Brokerage').fill('Harbor Realty');
  await page.getByLabel('Service area').fill('Seattle, WA');
  await page.getByLabel('Time zone').selectOption('America/Los_Angeles');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toast(page, 'Profile Saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Brokerage')).toHaveValue('Harbor Realty');
  await expect(page.getByLabel('Time zone')).toHaveValue('America/Los_Angeles');
  const profile = (await (await page.request.get('/api/user/profile')).json()) as { timeZone: string; serviceArea: string };
  expect(profile).toMatchObject({ timeZone: 'America/Los_Angeles', serviceArea: 'Seattle, WA' });
});

test('change email: the new address gets a link, the email changes only when it is opened, the old address is told', async ({ page }) => {
  const oldEmail = await signUp(page, 'Rowan', 'email-old');
  const newEmail = uniqueEmail('email-new');
  await page.goto('/account');
  const form = page.getByRole('form', { name: 'Change email' });
  await form.getByLabel('New email').fill(newEmail);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Change Email' }).click();
  await expect(toast(page, 'Check Your New Inbox')).toBeVisible();
  await expect(page.getByTestId('pending-email')).toContainText(newEmail);
  await expect(page.getByTestId('account-email')).toHaveText(oldEmail);
  await waitForMail(oldEmail, /is being changed/);

  const mail = await waitForMail(newEmail, /Confirm your new/);
  const link = /https?:\/\/\S+\/api\/auth\/confirm-email\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page).toHaveURL(/\/account$/);
  await expect(toast(page, 'Email Changed')).toBeVisible();
  await expect(page.getByTestId('account-email')).toHaveText(newEmail);
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await waitForMail(oldEmail, /was changed/);
});
