import { type FakeStripe, startFakeStripe } from '@leadnest/api/testing';
import { expect, test } from '@playwright/test';

import { PASSWORD, toast, uniqueEmail } from '../support/accounts';
import { CHROMIUM_LAUNCH } from '../support/chromium';
import { type ProductServer, startProductServer, stopProductServer } from '../support/product-server';

// Billing in Stripe mode: this spec runs its own product server pointed at a
// fake Stripe on 127.0.0.1 (STRIPE_API_URL), so Checkout sessions, prices and
// the signed webhook are the real code paths. Stripe's hosted Checkout page
// (checkout.stripe.test) is answered by the browser route below; "paying" is
// the fake's checkout.session.completed event, signed and posted as Stripe would.
test.use({ launchOptions: CHROMIUM_LAUNCH });

let stripe: FakeStripe;
let server: ProductServer;

test.beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await startProductServer({ STRIPE_SECRET_KEY: 'sk_test_e2e', STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_URL: stripe.url });
});
test.afterAll(async () => {
  await stopProductServer(server.process);
  await stripe.close();
});

test('pricing → register Enterprise → sign in → /billing → Stripe Checkout → paid by the webhook → dashboard; no plan before', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.route('https://checkout.stripe.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Stripe Checkout</title><h1>Pay LeadNest (fake Stripe)</h1>' }),
  );
  const main = page.locator('main');

  await page.goto(`${server.url}/pricing`);
  await main.getByRole('link', { name: 'Get Started with Enterprise' }).click();
  await expect(page).toHaveURL(/\/register\?plan=enterprise$/);

  const email = uniqueEmail('register-stripe');
  await page.getByLabel('First name').fill('Stella');
  await page.getByLabel('Last name').fill('Stripe');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel('Company or brokerage').fill('Stripe Realty');
  await page.getByLabel('Phone').fill('512-555-0144');
  await expect(page.getByRole('radio', { name: /Enterprise/ })).toBeChecked();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(toast(page, 'Registration Successful!')).toBeVisible();
  await expect(page.getByText('Sign in to pay for your plan and start using it.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?next=%2Fbilling%3Fplan%3Denterprise$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/billing\?plan=enterprise$/);

  // Registered, signed in, but nothing paid: no plan, and the server gates.
  await expect(main.getByTestId('current-plan')).toContainText('No plan');
  await expect(main.getByRole('note').filter({ hasText: 'Payments are not configured' })).toHaveCount(0);
  expect((await page.request.get(`${server.url}/api/leads`)).status()).toBe(402);
  await expect(main.getByLabel('Plan', { exact: true })).toHaveValue('enterprise');

  await expect(main.getByText('You enter your card on Stripe’s secure checkout page.', { exact: false })).toBeVisible();
  await main.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/^https:\/\/checkout\.stripe\.test\/pay\/cs_\w+$/);
  await expect(page.getByRole('heading', { name: /fake Stripe/ })).toBeVisible();
  const sessionId = /\/pay\/(cs_\w+)$/.exec(page.url())?.[1] as string;
  expect((await page.request.get(`${server.url}/api/user/profile`)).ok()).toBe(true);
  expect(((await (await page.request.get(`${server.url}/api/user/profile`)).json()) as { plan: string | null }).plan).toBeNull();

  // The customer pays on Stripe's page; Stripe tells the product by the signed webhook.
  const { body, signature } = stripe.sign(stripe.completeCheckout(sessionId));
  const hook = await fetch(`${server.url}/api/billing/stripe/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body,
  });
  expect(hook.status).toBe(200);

  // Back from Checkout (its success_url).
  await page.goto(`${server.url}/billing?checkout=success`);
  await expect(toast(page, 'Payment Received')).toBeVisible();
  await expect(main.getByTestId('current-plan')).toContainText('Enterprise');
  await expect(main.getByText('$497/month').first()).toBeVisible();
  await expect(main.getByTestId('payment-method')).toContainText('Visa ending 4242');
  await expect(main.getByTestId('payment-method')).toContainText('Expires 12/2030');

  await page.goto(`${server.url}/dashboard`);
  await expect(main.getByRole('heading', { name: 'Upgrade Required' })).toHaveCount(0);
  expect((await page.request.get(`${server.url}/api/leads`)).status()).toBe(200);
});
