import { toast } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { registerProfessional } from '../support/leads';

// The templates page's buttons work.
test('templates: chips filter, Preview, Favourite persists, Use makes an AI script, Request Custom is sent', async ({ page }) => {
  await registerProfessional(page, 'Tess', 'resources');
  await page.goto('/resources');
  const main = page.locator('main');
  const cards = main.getByRole('article');
  await expect(cards).toHaveCount(6);
  await main.getByRole('button', { name: 'SMS Templates' }).click();
  await expect(cards).toHaveCount(2);
  await main.getByRole('button', { name: 'Phone Scripts' }).click();
  await expect(cards).toHaveCount(2);

  const buyer = main.getByRole('article', { name: 'Buyer Qualification Call' });
  await buyer.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('dialog', { name: 'Buyer Qualification Call' })).toContainText('what price range are you considering');
  await page.keyboard.press('Escape');

  await buyer.getByRole('button', { name: /Favourite/ }).click();
  await expect(buyer.getByRole('button', { name: /Favourite/ })).toHaveAttribute('aria-pressed', 'true');
  await buyer.getByRole('button', { name: 'Use' }).click();
  await expect(toast(page, 'Template Added')).toBeVisible();
  const scripts = (await (await page.request.get('/api/ai-scripts')).json()) as { scripts: { name: string }[] };
  expect(scripts.scripts.map((s) => s.name)).toEqual(['Buyer Qualification Call']);

  await page.reload();
  await expect(main.getByRole('article', { name: 'Buyer Qualification Call' }).getByRole('button', { name: /Favourite/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await main.getByRole('button', { name: 'Request Custom' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a Custom Template' });
  await dialog.getByLabel('What should it say or do?').fill('A text for leads who went quiet after a showing');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(toast(page, 'Request Sent')).toBeVisible();
  const requests = (await (await page.request.get('/api/template-requests')).json()) as { requests: { description: string }[] };
  expect(requests.requests[0]?.description).toBe('A text for leads who went quiet after a showing');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(main.getByRole('link', { name: /Back to Dashboard/ })).toBeVisible();
});
