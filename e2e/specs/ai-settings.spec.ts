import type { EmbedCodeResponse } from '@leadnest/contracts';

import { expect, test } from '../support/fixtures';
import { registerProfessional } from '../support/leads';
import { type OtherSite, serveOtherSite } from '../support/other-site';

let site: OtherSite | undefined;
test.afterEach(async () => {
  await site?.close();
  site = undefined;
});

// The agent shapes the assistant on /ai-settings, and the assistant listens.
test('personality: a new choice is saved at once and the preview answers in that voice', async ({ page }) => {
  await registerProfessional(page, 'Petra', 'ai-personality');
  await page.goto('/ai-settings');
  const main = page.locator('main');
  await expect(main.getByTestId('ai-online')).toHaveText('AI Online');

  const send = async (text: string) => {
    await main.getByRole('textbox', { name: 'Message' }).fill(text);
    await main.getByRole('button', { name: 'Send' }).click();
  };
  await send('I want to buy a house');
  await expect(main.getByTestId('preview-reply').last()).toContainText('Hi there!');
  await expect(main.getByLabel('What the assistant understood').last()).toContainText('buy');

  await main.getByRole('tab', { name: 'Personality' }).click();
  await main.getByLabel('AI personality').selectOption('professional');
  await expect(main.getByTestId('personality-sample')).toContainText('Hello.');
  await main.getByRole('button', { name: 'Start over' }).click();
  await send('I want to buy a house');
  await expect(main.getByTestId('preview-reply').last()).toContainText('Hello.');
  await expect(main.getByTestId('preview-reply').last()).not.toContainText('Hi there!');

  // Saved on the server: a reload shows it.
  await page.reload();
  await main.getByRole('tab', { name: 'Personality' }).click();
  await expect(main.getByLabel('AI personality')).toHaveValue('professional');

  // Advanced: a value out of bounds is refused with the bound named, nothing saved.
  await main.getByRole('tab', { name: 'Advanced' }).click();
  // crmSync is stored, and the page says honestly that it changes nothing yet (no CRM can be connected).
  await expect(main.getByText(/Connecting a CRM is not available yet/)).toBeVisible();
  await main.getByLabel('Response delay (seconds)').fill('99');
  await main.getByRole('button', { name: 'Save Settings' }).click();
  await expect(main.getByText('Response delay must be a whole number of seconds between 0 and 60.')).toBeVisible();
});

test('an AI script: created on /ai-settings, its trigger in the website chat gets its reply', async ({ page, browser }) => {
  await registerProfessional(page, 'Sam', 'ai-script');
  await page.goto('/ai-settings');
  const main = page.locator('main');
  await expect(main.getByText('No AI scripts yet')).toBeVisible();
  await main.getByRole('button', { name: 'New Script' }).click();
  const dialog = page.getByRole('dialog', { name: 'New AI Script' });
  await dialog.getByRole('button', { name: 'Create Script' }).click();
  await expect(dialog.getByText('Please enter a script name.')).toBeVisible();
  await dialog.getByLabel('Script name').fill('Open house');
  await dialog.getByLabel('Triggers').fill('open house\n\n  \nopen-house');
  const response = 'Our open house is Sunday 1–4 pm at 12 Elm St. Want me to save you a spot?';
  await dialog.getByLabel('Response').fill(response);
  await dialog.getByRole('button', { name: 'Create Script' }).click();
  await expect(dialog).toBeHidden();
  const item = main.getByRole('listitem', { name: 'Open house' });
  await expect(item).toContainText('Triggers: “open house”, “open-house”');
  await expect(item).toContainText('Used 0 times');

  const embed = (await (await page.request.get('/api/chat-widget/embed-code')).json()) as EmbedCodeResponse;
  site = await serveOtherSite(`<!doctype html><html><head><title>Sam's Homes</title></head><body><h1>Homes</h1>${embed.snippet}</body></html>`);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(site.url);
  await visitor.getByRole('button', { name: /^Chat with / }).click();
  const panel = visitor.getByRole('dialog', { name: /^Chat with / });
  const input = panel.getByRole('textbox', { name: 'Type your message' });
  await input.fill('Hi! When is the open house this weekend?');
  await input.press('Enter');
  // The widget names the speaker for screen readers before the text.
  await expect(panel.getByRole('log').locator('.m.assistant').last()).toContainText(response);
  await visitorContext.close();

  await page.reload();
  await expect(main.getByRole('listitem', { name: 'Open house' })).toContainText('Used 1 time');
});
