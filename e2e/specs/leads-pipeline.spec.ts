import type { Page } from '@playwright/test';

import { toast } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { registerProfessional } from '../support/leads';

// The lead pipeline as an agent works it all day: add by hand,
// one record per person, search, sort, a link to one lead, merge, and the
// phone layout.

async function addByApi(page: Page, body: Record<string, unknown>): Promise<string> {
  const res = await page.request.post('/api/leads', { data: body });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const rows = (page: Page) => page.getByTestId('lead-row');

test('add lead, merge on create, search, sort, deep link and Merge', async ({ page }) => {
  await registerProfessional(page, 'Pia', 'pipeline');
  await addByApi(page, { name: 'Ann Garcia', email: 'ann.garcia@example.com', source: 'facebook' });
  const bobId = await addByApi(page, { name: 'Bob Smith', phone: '(512) 555-0123', source: 'sms' });
  const dupId = await addByApi(page, { name: 'Robert S.', email: 'bob.smith@example.com', source: 'email' });

  await page.goto('/leads');
  await expect(rows(page)).toHaveCount(3);

  // Add Lead: a new person opens in the panel at /leads/{id}.
  await page.getByRole('button', { name: 'Add Lead' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Lead' });
  await dialog.getByLabel('Name').fill('Maya Ortiz');
  await dialog.getByLabel('Email').fill('maya@example.com');
  await dialog.getByLabel('Phone').fill('415 555 0142');
  await dialog.getByLabel('Source').selectOption('instagram');
  await dialog.getByLabel('Notes').fill('Met at the open house');
  await dialog.getByLabel(/agreed to be called and texted/).check();
  await dialog.getByRole('button', { name: 'Add Lead' }).click();
  await expect(toast(page, 'Lead Added')).toBeVisible();
  await expect(page).toHaveURL(/\/leads\/[0-9a-f]{24}$/);
  const panel = page.getByTestId('lead-panel');
  await expect(panel.getByRole('heading', { name: 'Maya Ortiz' })).toBeVisible();
  await expect(panel).toContainText('(415) 555-0142');
  await expect(rows(page)).toHaveCount(4);

  // The same person again (her phone in another format): merged, still four leads.
  await page.getByRole('button', { name: 'Add Lead' }).click();
  await dialog.getByLabel('Name').fill('Maya O.');
  await dialog.getByLabel('Phone').fill('+1 (415) 555-0142');
  await dialog.getByRole('button', { name: 'Add Lead' }).click();
  await expect(toast(page, 'Lead Merged')).toBeVisible();
  await expect(rows(page)).toHaveCount(4);

  // Search by a phone in any format; the search is in the URL and survives a reload.
  await page.goto('/leads');
  await page.getByLabel('Search leads').fill('512.555.0123');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Bob Smith');
  await expect(page).toHaveURL(/q=512.555.0123/);
  await page.reload();
  await expect(page.getByLabel('Search leads')).toHaveValue('512.555.0123');
  await expect(rows(page)).toHaveCount(1);

  // Sort by name.
  await page.goto('/leads?sort=name');
  await expect(rows(page)).toHaveCount(4);
  await expect(rows(page).first()).toContainText('Ann Garcia');
  await expect(rows(page).last()).toContainText('Robert S.');
  await expect(page.getByLabel('Sort by').first()).toHaveValue('name');

  // A link to one lead opens its panel.
  await page.goto(`/leads/${bobId}`);
  await expect(page.getByTestId('lead-panel').getByRole('heading', { name: 'Bob Smith' })).toBeVisible();

  // Merge: Robert S. is Bob; his email moves onto Bob's lead and his record goes.
  await page.getByTestId('lead-panel').getByRole('button', { name: 'Merge…' }).click();
  const merge = page.getByRole('dialog', { name: 'Merge into Bob Smith' });
  await merge.getByLabel('Find the other lead').fill('bob.smith@example.com');
  await merge.getByRole('button', { name: /Robert S\./ }).click();
  await merge.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(toast(page, 'Leads Merged')).toBeVisible();
  await expect(page.getByTestId('lead-panel')).toContainText('bob.smith@example.com');
  await expect(rows(page)).toHaveCount(3);
  expect((await page.request.get(`/api/leads/${dupId}`)).status()).toBe(404);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('list first, filters in a sheet, the lead full-screen with Back, the Active badge keeps its shape', async ({ page }) => {
    await registerProfessional(page, 'Mo', 'mobile');
    await addByApi(page, { name: 'Ann Garcia', email: 'ann.garcia@example.com' });
    await addByApi(page, { name: 'Bob Smith', phone: '(512) 555-0123', stage: 'qualified' });

    await page.goto('/leads');
    await expect(rows(page)).toHaveCount(2);
    const noSideways = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await noSideways();
    // The list comes first: its first row is on the first screen (the count cards are one sideways-scrolling row).
    expect((await rows(page).first().boundingBox())!.y + 40).toBeLessThan(844);
    await expect(page.getByLabel('Stage', { exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByLabel('Stage', { exact: true }).selectOption('qualified');
    await page.keyboard.press('Escape');
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();

    await rows(page).first().click();
    const panel = page.getByTestId('lead-panel');
    await expect(panel.getByRole('heading', { name: 'Bob Smith' })).toBeVisible();
    await expect(page.getByTestId('lead-list')).toBeHidden();
    const box = (await panel.boundingBox())!;
    expect(box.width).toBeGreaterThan(330);
    await noSideways();
    // Full-screen: Back sits at the very top; the page's title and Add Lead are covered by the lead, not above it.
    const back = page.getByRole('button', { name: '← Back to leads' });
    expect((await back.boundingBox())!.y).toBeLessThan(24);
    const covered = await page.evaluate(() => {
      const title = [...document.querySelectorAll('h1')].find((h) => h.textContent === 'Lead Management');
      const r = title?.getBoundingClientRect();
      const top = r ? document.elementFromPoint(r.left + 4, r.top + r.height / 2) : null;
      return Boolean(top?.closest('[aria-label="Lead details"]'));
    });
    expect(covered).toBe(true);
    await page.getByRole('button', { name: '← Back to leads' }).click();
    await expect(page.getByTestId('lead-list')).toBeVisible();
    await expect(page).toHaveURL(/\/leads\?stage=qualified$/);

    // The capture builder's Active badge: one line, wider than tall.
    const created = await page.request.post('/api/lead-capture-pages', {
      data: {
        title: 'Spring Valuation',
        description: 'Free valuation',
        buttonText: 'Get My Free Valuation',
        backgroundImage: 'house1',
        buttonColor: 'blue',
        fields: ['email', 'phone'],
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    await page.goto('/capture-builder');
    const badge = page.getByTestId('capture-page').first().getByText('Active', { exact: true });
    await expect(badge).toBeVisible();
    const b = (await badge.boundingBox())!;
    expect(b.width).toBeGreaterThan(b.height);
    expect(b.height).toBeLessThan(32);
    await noSideways();
  });
});
