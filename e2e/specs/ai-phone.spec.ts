import { createHmac } from 'node:crypto';

import { FakeRelayCall, type FakeTwilio, startFakeTwilio } from '@leadnest/api/testing';
import type { CallLogDto } from '@leadnest/contracts';
import { expect, test } from '@playwright/test';

import { PASSWORD, toast, uniqueEmail } from '../support/accounts';
import { CHROMIUM_LAUNCH } from '../support/chromium';
import { type ProductServer, startProductServer, stopProductServer } from '../support/product-server';

// The AI phone receptionist end to end: this spec runs its own product server pointed at a
// fake Twilio on 127.0.0.1 (TWILIO_API_URL), so the wizard's calls, the
// number's webhooks and a call through the relay are all real.
test.use({ launchOptions: CHROMIUM_LAUNCH });

let twilio: FakeTwilio;
let server: ProductServer;
/** What Twilio signs: the public URL (PUBLIC_BASE_URL, by default http://localhost:PORT). */
let publicBase: string;

test.beforeAll(async () => {
  twilio = await startFakeTwilio();
  const platform = twilio.addAccount();
  server = await startProductServer({ TWILIO_API_URL: twilio.url, TWILIO_ACCOUNT_SID: platform.sid, TWILIO_AUTH_TOKEN: platform.authToken });
  publicBase = server.url.replace('127.0.0.1', 'localhost');
});
test.afterAll(async () => {
  await stopProductServer(server.process);
  await twilio.close();
});

/** X-Twilio-Signature, computed here from Twilio's documented rule (HMAC-SHA1 of URL + sorted params). */
function sign(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', authToken).update(data).digest('base64');
}

async function postWebhook(path: string, params: Record<string, string>, authToken: string): Promise<string> {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Twilio-Signature': sign(authToken, `${publicBase}${path}`, params) },
    body: new URLSearchParams(params).toString(),
  });
  expect(res.status, `${path} answered ${res.status}`).toBeLessThan(300);
  return res.text();
}

test('the wizard connects a Twilio account and buys a number; a call through the relay shows in Overview and History', async ({ page }) => {
  const email = uniqueEmail('ai-phone');
  const register = await page.request.post(`${server.url}/api/auth/register`, {
    data: { firstName: 'Maya', lastName: 'Phone', email, password: PASSWORD, companyName: 'Keystone Realty', phone: '512-555-0142', planTier: 'enterprise' },
  });
  expect(register.ok(), await register.text()).toBe(true);
  expect((await page.request.post(`${server.url}/api/auth/login`, { data: { email, password: PASSWORD } })).ok()).toBe(true);

  const own = twilio.addAccount();
  twilio.setAvailable(['+17375550100', '+15125550177']);

  // 1. Settings: no number yet; the wizard with wrong, then right credentials.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.url}/ai-phone?tab=settings`);
  await expect(page.getByText('No phone number set up')).toBeVisible();
  await page.getByRole('button', { name: 'Set Up Phone Number' }).click();
  const wizard = page.getByRole('dialog');
  await wizard.getByLabel('Account SID').fill(own.sid);
  await wizard.getByLabel('Auth Token').fill('not-the-token');
  await wizard.getByRole('button', { name: 'Connect' }).click();
  await expect(wizard.getByRole('alert')).toHaveText(
    'Connection Failed: Twilio did not accept this Account SID and Auth Token (“Authenticate”). Please check your credentials and try again.',
  );
  await wizard.getByLabel('Auth Token').fill(own.authToken);
  await wizard.getByRole('button', { name: 'Connect' }).click();
  // No numbers in the account: straight to step 3.
  await expect(wizard.getByText('Step 3 of 4: Buy a New Number')).toBeVisible();
  await wizard.getByLabel('Area code (optional)').fill('512');
  await page.screenshot({ path: 'test-results/ai-phone-wizard-1280.png' });
  await wizard.getByRole('button', { name: 'Buy Number' }).click();
  await expect(wizard.getByText('Step 4 of 4: Confirm')).toBeVisible();
  await expect(wizard.getByText('(512) 555-0177')).toBeVisible();
  await wizard.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(toast(page, 'Phone Number Ready')).toBeVisible();
  await expect(page.getByText('(512) 555-0177', { exact: true })).toBeVisible();
  expect(own.incoming[0]).toMatchObject({ phoneNumber: '+15125550177', voiceUrl: `${publicBase}/api/twilio/voice`, smsUrl: `${publicBase}/api/twilio/sms` });

  // 2. A caller rings the number: TwiML with the relay, a real WebSocket session, then Twilio's status callback.
  const callSid = `CA${'e2e0'.repeat(8)}`;
  const caller = '+18305550123';
  const twiml = await postWebhook(
    '/api/twilio/voice',
    { AccountSid: own.sid, CallSid: callSid, From: caller, To: '+15125550177', CallStatus: 'ringing' },
    own.authToken,
  );
  const relayUrl = (/<ConversationRelay url="([^"]+)"/.exec(twiml)?.[1] ?? '')
    .replace(/&amp;/g, '&')
    .replace(publicBase.replace(/^http/, 'ws'), server.url.replace(/^http/, 'ws'));
  const call = await FakeRelayCall.open(relayUrl);
  call.send({ type: 'setup', callSid, from: caller, to: '+15125550177' });
  const reply = await call.prompt("Hi, I'm Dana Reyes, looking to buy a 3 bedroom house in Austin under 450k, pre-approved.");
  // The greeting introduced Maya's assistant; the first reply goes on from it instead of introducing it again.
  expect(reply.text.length).toBeGreaterThan(10);
  expect(reply.text).not.toMatch(/AI assistant/);
  call.close();
  await postWebhook(
    '/api/twilio/voice/status',
    { AccountSid: own.sid, CallSid: callSid, From: caller, To: '+15125550177', CallStatus: 'completed', CallDuration: '95' },
    own.authToken,
  );
  const logs = (await (await page.request.get(`${server.url}/api/call-logs`)).json()) as CallLogDto[];
  expect(logs).toEqual([expect.objectContaining({ fromNumber: caller, duration: 95, cost: 28.7 })]);

  // 3. Overview and Call History show it.
  await page.goto(`${server.url}/ai-phone`);
  const stats = page.getByRole('list').filter({ hasText: 'Total Calls' });
  await expect(stats.getByText('1', { exact: true })).toBeVisible();
  await expect(stats.getByText('1:35')).toBeVisible();
  await expect(stats.getByText('$0.29')).toBeVisible();
  // Shown like every phone (docs/decisions/0015-phone-numbers.md), not as stored.
  await expect(page.getByRole('table', { name: 'Recent calls' }).getByText('(830) 555-0123')).toBeVisible();
  await page.screenshot({ path: 'test-results/ai-phone-overview-1280.png', fullPage: true });
  await page.getByRole('tab', { name: 'Call History' }).click();
  await expect(page.getByText('$0.287')).toBeVisible();
  await page.getByText('Transcript').click();
  await expect(page.getByText(/Caller: Hi, I'm Dana Reyes/)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/ai-phone-history-390.png', fullPage: true });
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByText('(512) 555-0177', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/ai-phone-settings-390.png', fullPage: true });
});

test('signed out, /ai-phone is the product page with Sign In and Get Started', async ({ page }) => {
  await page.goto(`${server.url}/ai-phone`);
  const main = page.locator('#main-content');
  await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
  await expect(main.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
});
