import { type FakeMeta, startFakeMeta } from '@leadnest/api/testing';
import { expect, test } from '@playwright/test';

import { choosePlan, signUp, toast } from '../support/accounts';
import { CHROMIUM_LAUNCH } from '../support/chromium';
import { type ProductServer, startProductServer, stopProductServer } from '../support/product-server';

// Messenger and Instagram direct messages (docs/decisions/0035-meta-direct-messages.md):
// this spec runs its own product server pointed at a fake Meta on 127.0.0.1
// (META_*), so connecting the page, the signed webhook, the assistant's
// Send API reply and the agent's inbox reply are the real code paths. The
// browser uses http://localhost:PORT so Meta's callback returns to the
// same origin (and session) that started it.
test.use({ launchOptions: CHROMIUM_LAUNCH });

let meta: FakeMeta;
let server: ProductServer;
let base: string;

const PAGE = { id: '8100000001', name: 'Rivera Homes', access_token: 'EAAE2EPAGE', instagram_business_account: { id: '8100000002', username: 'riverahomes' } };
const PERSON = '8200000001';

/** A message the person sends to the page, as Meta posts it: signed with the app secret. */
async function personWrites(text: string, mid: string): Promise<void> {
  const at = Date.now();
  const body = JSON.stringify({
    object: 'page',
    entry: [{ id: PAGE.id, time: at, messaging: [{ sender: { id: PERSON }, recipient: { id: PAGE.id }, timestamp: at, message: { mid, text } }] }],
  });
  const res = await fetch(`${server.url}/api/integrations/facebook/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': meta.sign(body) },
    body,
  });
  expect(res.status, await res.text()).toBe(200);
}

const sentToPerson = () => meta.sent.filter((s) => s.recipient === PERSON);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  meta = await startFakeMeta();
  meta.pages = [PAGE];
  meta.profiles.set(PERSON, { pageId: PAGE.id, first_name: 'Jordan', last_name: 'Blake' });
  server = await startProductServer(meta.env);
  base = server.url.replace('127.0.0.1', 'localhost');
});
test.afterAll(async () => {
  await stopProductServer(server.process);
  await meta.close();
});

test('a Messenger conversation shows live in the inbox; the agent takes over and replies, and Meta receives it', async ({ browser }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signUp(page, 'Rosa', 'messenger');
  await choosePlan(page);

  // Connect the page in Meta's window; the card lists it, receiving messages.
  await page.goto('/api-settings');
  const card = page.getByRole('region', { name: 'Facebook & Instagram' });
  const popup = context.waitForEvent('page');
  await card.getByRole('button', { name: 'Connect Facebook & Instagram' }).click();
  await (await popup).waitForEvent('close');
  await expect(toast(page, 'Connected')).toBeVisible();
  const pages = card.getByRole('list', { name: 'Connected pages' });
  await expect(pages).toContainText('Rivera Homes');
  await expect(pages).toContainText('@riverahomes');
  await expect(pages).toContainText('Receiving messages');
  await page.screenshot({ path: test.info().outputPath('api-settings-facebook-1280.png'), fullPage: true });

  // The inbox is open and empty when the person writes; their conversation appears without a reload.
  await page.goto('/conversations');
  await expect(page.getByText('No client conversations yet...')).toBeVisible();
  await personWrites("Hi! I'm looking to buy a 3 bedroom house in Austin, budget around 450k.", 'm_e2e_1');
  const row = page.getByTestId('inbox-row').filter({ hasText: 'Jordan Blake' });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText('Messenger');
  // The assistant answered through the Send API, inside Meta's window.
  await expect.poll(() => sentToPerson().length, { timeout: 20_000 }).toBe(1);
  expect(sentToPerson()[0]).toMatchObject({ via: 'page', from: PAGE.id, messagingType: 'RESPONSE' });

  await row.click();
  const thread = page.getByTestId('thread');
  await expect(thread.getByTestId('platform')).toHaveText('Messenger');
  await expect(thread.getByTestId('messages')).toContainText('3 bedroom house in Austin');
  await expect(thread.getByTestId('messages').locator('[data-role="assistant"]')).toContainText(sentToPerson()[0]!.text.slice(0, 20));

  // Take over: the AI stops; the reply box says Meta's rule; the reply reaches Meta as a response.
  await thread.getByRole('button', { name: 'Take over' }).click();
  await expect(thread.getByTestId('control')).toHaveText('You are answering');
  await expect(thread.getByTestId('reply-window')).toContainText("Meta allows replies within 24 hours of the person's last message");
  await thread.getByLabel('Reply by Messenger').fill('Hi Jordan, this is Rosa. I have two great options in Austin for you!');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByTestId('messages').locator('[data-role="agent"]').last()).toContainText('two great options in Austin');
  await expect.poll(() => sentToPerson().length, { timeout: 15_000 }).toBe(2);
  expect(sentToPerson()[1]).toMatchObject({ text: 'Hi Jordan, this is Rosa. I have two great options in Austin for you!', messagingType: 'RESPONSE' });

  // Their next message shows live in the open thread; the assistant stays silent while the agent answers.
  await personWrites('Great, can we see them this weekend?', 'm_e2e_2');
  await expect(thread.getByTestId('messages').locator('[data-role="lead"]').last()).toContainText('this weekend', { timeout: 20_000 });
  expect(sentToPerson()).toHaveLength(2);
  await page.screenshot({ path: test.info().outputPath('inbox-messenger-1280.png'), fullPage: true });

  // The dashboard's Client Conversations badge it as Messenger.
  await page.goto('/dashboard');
  await expect(page.getByTestId('conversation-row').filter({ hasText: 'Jordan Blake' })).toContainText('Messenger');

  // 390 px: the thread and its note fit.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/conversations');
  await page.getByTestId('inbox-row').filter({ hasText: 'Jordan Blake' }).click();
  await expect(page.getByTestId('reply-window')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('inbox-messenger-390.png'), fullPage: true });
  await context.close();
});
