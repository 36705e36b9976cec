import type { Page } from '@playwright/test';

import { expect } from './fixtures';

/** A fresh email per call, so tests never collide with accounts from earlier runs or tests. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export const PASSWORD = 'correct-horse-battery';

/** Signs up through /signup and waits for /dashboard; returns the email. */
export async function signUp(page: Page, firstName = 'Dana', tag = 'signup'): Promise<string> {
  const email = uniqueEmail(tag);
  await page.goto('/signup');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}

/** The toast the shell shows (role alert for failures, status otherwise) holding `title`. */
export function toast(page: Page, title: string) {
  return page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true });
}

/** Gives the signed-in account of `page` a plan through the API (PATCH /api/subscription/{id}), for tests that are not about choosing one. */
export async function choosePlan(page: Page, plan: 'starter' | 'professional' | 'enterprise' | 'agency' = 'professional'): Promise<void> {
  const profile = await page.request.get('/api/user/profile');
  expect(profile.ok(), await profile.text()).toBe(true);
  const { id } = (await profile.json()) as { id: string };
  const res = await page.request.patch(`/api/subscription/${id}`, { data: { plan } });
  expect(res.ok(), await res.text()).toBe(true);
}
