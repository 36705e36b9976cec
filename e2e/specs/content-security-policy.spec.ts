import { expect, test } from '../support/fixtures';
import { registerProfessional } from '../support/leads';

// The app shell is served with a CSP (scripts from our origin and
// the boot script's nonce, styled-components' <style> tags allowed). Every
// remote must still load and render under it, with no violation reported.
const PAGES = [
  '/',
  '/pricing',
  '/login',
  '/dashboard',
  '/leads',
  '/capture-builder',
  '/analytics',
  '/ai-settings',
  '/api-settings',
  '/api-keys',
  '/billing',
  '/calendar',
  '/resources',
  '/ai-phone',
];

test('every remote loads under the CSP without a violation, and the app cannot be framed', async ({ page }) => {
  // What Chromium itself logs or throws.
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) logged.push(message.text());
  });
  page.on('pageerror', (error) => logged.push(error.message));
  // And every violation event, even those nothing logs.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI} at ${event.sourceFile}`));
  });
  const violations: string[] = [];
  const collect = async () => violations.push(...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])));

  await registerProfessional(page, 'Cora', 'csp');
  for (const path of PAGES) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toMatch(/script-src 'self' 'nonce-/);
    expect(response?.headers()['x-frame-options'], path).toBe('DENY');
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await collect();
  }
  await page.goto('/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Lead Management' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('leads-under-csp.png'), fullPage: false });
  await collect();
  expect(logged).toEqual([]);
  // Nothing may be blocked: no script, style, image or request, and no eval
  // (zod runs jitless, so it no longer probes whether eval works:
  // packages/contracts/src/zod-config.ts).
  expect(violations).toEqual([]);

  // Another page cannot frame the app (X-Frame-Options / frame-ancestors),
  // while an agent's capture page stays embeddable on their own site.
  const created = await page.request.post('/api/lead-capture-pages', { data: {} });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  const origin = new URL(page.url()).origin;
  await page.setContent(`<iframe id="app" src="${origin}/api-keys"></iframe><iframe id="capture" src="${origin}/p/${slug}"></iframe>`);
  const capture = await (await page.locator('#capture').elementHandle())!.contentFrame();
  await expect(capture!.locator('form')).toBeVisible();
  const app = await (await page.locator('#app').elementHandle())!.contentFrame();
  await app!.waitForLoadState();
  expect(await app!.locator('#root').count()).toBe(0);
});
