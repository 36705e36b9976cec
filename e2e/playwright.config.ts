import { defineConfig } from '@playwright/test';

import { CHROMIUM_LAUNCH } from './support/chromium';

/**
 * Browser tests against the built product, started once by the global setup
 * on a free port with its own data folder. Debian's Chromium is the browser
 * (Playwright's own download cannot work here). Tests run one at a time:
 * some of them edit the deployment manifest the server reads.
 */
export default defineConfig({
  testDir: './specs',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    headless: true,
    launchOptions: CHROMIUM_LAUNCH,
    trace: 'off',
  },
});
