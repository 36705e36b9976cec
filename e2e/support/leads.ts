import type { Page } from '@playwright/test';

import { PASSWORD, uniqueEmail } from './accounts';
import { expect } from './fixtures';

/**
 * Registers a professional-plan user through the API (POST /api/auth/register)
 * and signs in with the page's own request context, so the browser holds
 * the session cookie. /leads and /capture-builder need a plan.
 */
export async function registerProfessional(page: Page, firstName = 'Lena', tag = 'leads'): Promise<string> {
  const email = uniqueEmail(tag);
  const register = await page.request.post('/api/auth/register', {
    data: { firstName, lastName: 'Leads', email, password: PASSWORD, companyName: 'Nest Realty', phone: '555-010-0199', planTier: 'professional' },
  });
  expect(register.ok(), await register.text()).toBe(true);
  const login = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  return email;
}

/** The path part of a capture page's public URL (`/p/{slug}`), to open on the test server. */
export function publicPath(publicUrl: string): string {
  const path = new URL(publicUrl).pathname;
  expect(path).toMatch(/^\/p\/[^/]+$/);
  return path;
}
