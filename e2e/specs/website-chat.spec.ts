import type { ConversationListResponse, EmbedCodeResponse } from '@leadnest/contracts';

import { expect, test } from '../support/fixtures';
import { registerProfessional } from '../support/leads';
import { type OtherSite, serveOtherSite } from '../support/other-site';

let site: OtherSite | undefined;
test.afterEach(async () => {
  await site?.close();
  site = undefined;
});

// The website chat end to end: an agent's embed code on another site, a visitor who
// chats to a booked showing, and the lead and conversation in the agent's app.
test('website chat on another site: a visitor books a showing; the agent sees the lead and the conversation', async ({ page, browser, baseURL }) => {
  await registerProfessional(page, 'Wendy', 'website-chat');

  // 1. The agent's embed code: in onboarding step 2, the same as the API's.
  const embed = (await (await page.request.get('/api/chat-widget/embed-code')).json()) as EmbedCodeResponse;
  expect(embed.snippet).toBe(`<script src="${baseURL}/widget.js" data-agent="${embed.agentPublicId}" async></script>`);
  await page.goto('/onboarding');
  const main = page.locator('main');
  await main.getByLabel('Full name').fill('Wendy Leads');
  await main.getByLabel('Phone').fill('404-555-0100');
  await main.getByLabel('Service area').fill('Decatur, GA');
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(main.getByText('Step 2 of 5')).toBeVisible();
  await expect(main.getByLabel('Embed code', { exact: true })).toHaveValue(embed.snippet);

  // 2. The agent's website, on another origin, with CSS that would break a widget living in the page's own DOM.
  site = await serveOtherSite(`<!doctype html><html><head><title>Wendy's Homes</title>
<style>button { display: none !important; } div, p { color: red !important; font-size: 40px !important; }</style>
</head><body><h1>Homes for sale in Decatur</h1>${embed.snippet}</body></html>`);
  expect(new URL(site.url).origin).not.toBe(new URL(baseURL!).origin);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(site.url);

  // 3. The bubble opens the panel: the agent's name, the assistant's greeting, focus in the input.
  const bubble = visitor.getByRole('button', { name: /^Chat with / });
  await bubble.click();
  const panel = visitor.getByRole('dialog', { name: /^Chat with / });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('AI assistant', { exact: false }).first()).toBeVisible();
  const input = panel.getByRole('textbox', { name: 'Type your message' });
  await expect(input).toBeFocused();
  const log = panel.getByRole('log');
  const assistantSays = () => log.locator('.m.assistant').last();

  // 4. Qualify: the visitor's message shows at once, then the assistant asks for contact details.
  const first = 'Hi, I’m looking to buy a 3 bed house in Decatur around 450k, pre-approved, moving in 2 months';
  await input.fill(first);
  await input.press('Enter');
  await expect(log.locator('.m.lead').filter({ hasText: first })).toBeVisible();
  await expect(input).toHaveValue('');
  await expect(log.locator('.m.assistant')).toHaveCount(2); // the greeting and the reply
  await input.fill('I’m Jordan Visitor, 404-555-0123');
  await input.press('Enter');

  // 5. Slots are offered; the visitor takes the first one and the reply confirms it.
  await expect(assistantSays()).toContainText('Which one works for you?');
  const offer = (await assistantSays().textContent()) ?? '';
  const slot = /1\) (.+?)(?:; 2\)|\. Which)/.exec(offer)?.[1];
  expect(slot, offer).toBeTruthy();
  await input.fill('the first one');
  await input.press('Enter');
  await expect(assistantSays()).toContainText(slot!);
  await expect(assistantSays()).toContainText(/all set|booked|confirmed/i);
  const transcript = await log.locator('.m:not([hidden])').allTextContents();

  // 6. A reload on the agent's site restores the whole conversation.
  await visitor.reload();
  await visitor.getByRole('button', { name: /^Chat with / }).click();
  await expect(visitor.getByRole('log').locator('.m:not([hidden])')).toHaveText(transcript);
  await visitorContext.close();

  // 7. The agent: the lead in /leads (Website, Showing Scheduled) and the conversation in the API.
  await page.goto('/leads');
  const row = page.getByTestId('lead-row').filter({ hasText: 'Jordan Visitor' });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('stage-badge')).toHaveText('Showing Scheduled');
  await expect(row.getByRole('img', { name: 'Source: Website' })).toBeVisible();
  // What the assistant learned, in the lead's panel.
  await row.click();
  const leadPanel = page.getByTestId('lead-panel');
  await expect(leadPanel.getByTestId('qualification-row').filter({ hasText: 'Looking to' })).toHaveText('Looking toBuy');
  await expect(leadPanel.getByTestId('qualification-row').filter({ hasText: 'Bedrooms' })).toHaveText('Bedrooms3');
  await expect(leadPanel.getByTestId('qualification-row').filter({ hasText: 'Financing' })).toHaveText('FinancingPre-approved');
  const list = (await (await page.request.get('/api/conversations')).json()) as ConversationListResponse;
  const conversation = list.conversations.find((c) => c.leadName === 'Jordan Visitor');
  expect(conversation).toMatchObject({ platform: 'website', leadId: expect.any(String) });
  const detail = await (await page.request.get(`/api/conversations/${conversation!.id}`)).json();
  expect(detail.scheduledShowing).toEqual(expect.any(String));
  expect(detail.messages.map((m: { text: string }) => m.text)).toContain(first);
});
