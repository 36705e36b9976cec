import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './support/chromium';
import { startMailbox } from './support/mailbox';
import { startProductServer, stopProductServer } from './support/product-server';

const paths = (process.argv[2] ?? '/forgot-password,/reset-password?token=abcdefghijklmnopqrstuvwxyz0123456789,/login').split(',');
const signIn = process.argv[3] === 'signin';
const mailbox = await startMailbox('/tmp/shots15/mail');
process.env.E2E_MAIL_DIR = '/tmp/shots15/mail';
const server = await startProductServer({ SMTP_URL: mailbox.url });
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  for (const width of [1280, 390]) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, baseURL: server.url });
    if (signIn) {
      await page.goto('/signup');
      await page.getByLabel('First name').fill('Shay');
      await page.getByLabel('Last name').fill('Shot');
      await page.getByLabel('Email').fill(`shot-${Date.now()}@example.com`);
      await page.getByLabel('Password').fill('correct-horse-battery');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.waitForURL(/dashboard/);
    }
    for (const p of paths) {
      await page.goto(p);
      await page.waitForTimeout(1500);
      const name = `${p.replace(/[^a-z]/gi, '_').slice(0, 30)}-${width}`;
      await page.screenshot({ path: `/tmp/shots15/${name}.png`, fullPage: true });
      if (p === '/forgot-password') {
        await page.getByLabel('Email').fill('nobody@example.com');
        await page.getByRole('button', { name: 'Send Reset Link' }).click();
        await page.waitForTimeout(1000);
        await page.screenshot({ path: `/tmp/shots15/${name}-sent.png`, fullPage: true });
      }
    }
    await page.close();
  }
} finally {
  await browser.close();
  await stopProductServer(server.process);
  await mailbox.close();
}
