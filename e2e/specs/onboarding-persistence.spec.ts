import { choosePlan, signUp } from '../support/accounts';
import { expect, test } from '../support/fixtures';

// A 1×1 transparent PNG.
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('onboarding keeps what it is given: each step saved when left, a reload resumes there, a new tab is prefilled with the photo', async ({
  page,
  context,
}) => {
  await signUp(page, 'Harper', 'onboarding-keep');
  // Step 2's embed code is part of the subscription (402 without a plan).
  await choosePlan(page);
  await page.goto('/onboarding');
  const main = page.locator('main');
  await main.getByLabel('Profile photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(main.getByRole('img', { name: 'Uploaded profile photo' })).toBeVisible();
  await main.getByLabel('Full name').fill('Harper Keep');
  await main.getByLabel('Brokerage').fill('Keep Realty');
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(main.getByText('Step 2 of 5')).toBeVisible();

  // Saved when step 1 was left, not only at the end.
  await expect.poll(async () => ((await (await page.request.get('/api/user/profile')).json()) as { fullName: string | null }).fullName).toBe('Harper Keep');

  await page.reload();
  await expect(main.getByText('Step 2 of 5')).toBeVisible();

  // A new tab (no draft): prefilled from the profile, the photo shown again; blank fields never overwrite saved ones.
  const other = await context.newPage();
  await other.goto('/onboarding');
  const otherMain = other.locator('main');
  await expect(otherMain.getByText('Step 1 of 5')).toBeVisible();
  await expect(otherMain.getByLabel('Full name')).toHaveValue('Harper Keep');
  await expect(otherMain.getByLabel('Brokerage')).toHaveValue('Keep Realty');
  await expect(otherMain.getByRole('img', { name: 'Uploaded profile photo' })).toBeVisible();
  await otherMain.getByLabel('Service area').fill('Boise, ID');
  await otherMain.getByRole('button', { name: 'Continue' }).click();
  await expect
    .poll(async () => (await (await other.request.get('/api/user/profile')).json()) as { serviceArea: string | null; brokerage: string | null })
    .toMatchObject({
      serviceArea: 'Boise, ID',
      brokerage: 'Keep Realty',
    });
});
