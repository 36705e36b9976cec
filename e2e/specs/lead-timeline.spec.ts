import type { Page } from '@playwright/test';

import { toast } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { registerProfessional } from '../support/leads';

// A lead's timeline shows its chat and the agent's
// note; a follow-up is a task (picker, past refused, Due view, header count).

/** Screenshots for a person to look at, only when SHOTS_DIR is set. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

/** A visitor chats on the agent's site (the widget's public API) and gives their name: the assistant makes them a lead. */
async function leadFromChat(page: Page, name: string): Promise<void> {
  const embed = (await (await page.request.get('/api/chat-widget/embed-code')).json()) as { agentPublicId: string };
  const say = async (message: string, token?: string) => {
    const res = await page.request.post(`/api/public/chat/${embed.agentPublicId}/messages`, {
      data: { message },
      headers: token ? { 'X-Visitor-Token': token } : {},
    });
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { visitorToken: string }).visitorToken;
  };
  const token = await say(`Hi, I'm ${name}`);
  await say('We want to buy a 3 bed house', token);
}

test('the timeline shows a chat and a note; the consent badge; follow-up picker refuses the past; Due view and header count', async ({ page }) => {
  await registerProfessional(page, 'Tara', 'timeline');
  const name = `Dana Cole`;
  await leadFromChat(page, name);

  await page.goto('/leads');
  const row = page.getByTestId('lead-row').filter({ hasText: name });
  await row.click();
  const panel = page.getByTestId('lead-panel');
  const timeline = panel.getByTestId('notes-activity');
  // The chat, on its channel, from the lead.
  const chat = timeline.locator('li[data-kind="message"][data-channel="website"]').filter({ hasText: `Hi, I'm ${name}` });
  await expect(chat).toBeVisible();
  await expect(chat).toContainText('Lead · Website chat');
  await expect(panel.getByTestId('consent-badge')).toContainText('No consent recorded');

  // A note joins it, newest first.
  await panel.getByRole('button', { name: 'Add Note' }).click();
  const noteDialog = page.getByRole('dialog', { name: 'Add Note' });
  await noteDialog.getByLabel('Note').fill('Prefers texts after 5pm');
  await noteDialog.getByRole('button', { name: 'Save Note' }).click();
  await expect(timeline.locator('li[data-kind="note"]').first()).toContainText('Prefers texts after 5pm');
  await expect(timeline.locator('li').first()).toContainText('Prefers texts after 5pm');
  await expect(chat).toBeVisible();
  await shot(page, 'timeline-1280');

  // The picker: a time that has passed is refused with a clear message.
  await panel.getByRole('button', { name: 'Schedule Follow-up' }).click();
  const picker = page.getByRole('dialog', { name: 'Schedule Follow-up' });
  // Yesterday in the agent's zone (the picker's dates are the profile's wall time, not the browser's).
  const { timeZone } = (await (await page.request.get('/api/user/profile')).json()) as { timeZone: string };
  await expect(picker.getByText(`Times in your time zone (${timeZone.replace(/_/g, ' ')})`)).toBeVisible();
  const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() - 86_400_000));
  await picker.getByLabel('Date').fill(yesterday);
  await expect(picker.getByRole('alert')).toHaveText('The follow-up time has already passed. Pick a time in the future.');
  await expect(picker.getByRole('button', { name: 'Schedule', exact: true })).toBeDisabled();
  await shot(page, 'follow-up-picker-1280');
  await picker.getByRole('button', { name: 'Cancel' }).click();

  // A follow-up later today (set through the API: the picker's steps may not fit the minutes left today).
  const leadId = new URL(page.url()).pathname.split('/').pop()!;
  // Five minutes ahead, or just before midnight in the agent's zone when less is left of today (a run near midnight).
  const [h = 0, m = 0, sec = 0] = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
    .format(new Date())
    .split(':')
    .map(Number);
  const leftToday = (24 * 3600 - (h * 3600 + m * 60 + sec)) * 1000;
  const soon = new Date(Date.now() + Math.min(5 * 60_000, leftToday - 2_000)).toISOString();
  expect((await page.request.patch(`/api/leads/${leadId}`, { data: { followUpDate: soon } })).ok()).toBe(true);
  const summary = (await (await page.request.get('/api/follow-ups/summary')).json()) as { dueToday: number; overdue: number };
  const due = summary.dueToday + summary.overdue;
  expect(due).toBe(1);

  // The header's count links to the Due view.
  await page.goto('/dashboard');
  const count = page.getByTestId('follow-up-count');
  await expect(count).toHaveText('1');
  await count.click();
  await expect(page).toHaveURL(/\/leads\?followUps=today/);
  const card = page.getByTestId('follow-ups-due');
  const expected = summary.dueToday === 1 ? 'follow-ups-today' : 'follow-ups-overdue';
  if (expected === 'follow-ups-overdue') await card.getByRole('tab', { name: /Overdue/ }).click();
  await expect(card.getByTestId(expected)).toContainText(name);
  await shot(page, 'due-view-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'due-view-390');
  await card.getByTestId(expected).getByRole('button', { name: 'Open' }).click();
  await expect(panel.getByRole('heading', { name })).toBeVisible();
  await shot(page, 'timeline-390');

  // Done clears it: the count goes.
  await page.goto('/leads?followUps=today');
  await card.getByTestId(expected).getByRole('button', { name: 'Done' }).click();
  await expect(toast(page, 'Follow-up Done')).toBeVisible();
  await expect(card.getByTestId('follow-up-counts')).toHaveText('0 due today · 0 overdue');
});

test('capture builder: the server’s message in the Error toast, per-page numbers, embed code, delete', async ({ page }) => {
  await registerProfessional(page, 'Cara', 'capture');
  const created = await page.request.post('/api/lead-capture-pages', { data: { title: 'Spring Valuation' } });
  const { slug } = (await created.json()) as { slug: string };
  // Two visits (one from a campaign) make two views.
  await page.goto(`/p/${slug}?utm_source=facebook&utm_campaign=spring`);
  await expect(page.locator('input[name="utm_source"]')).toHaveValue('facebook');
  await page.goto(`/p/${slug}`);

  await page.goto('/capture-builder');
  const item = page.getByTestId('capture-page').filter({ hasText: 'Spring Valuation' });
  await expect(item.getByTestId('capture-page-stats')).toContainText('Views2');
  await expect(item.getByTestId('capture-page-stats')).toContainText('Conversion0%');

  // An empty title goes to the server; its message is the toast's.
  await page.getByLabel('Title').fill('   ');
  await page.getByRole('button', { name: 'Create Page' }).click();
  await expect(toast(page, 'Error')).toBeVisible();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Please enter a title.')).toBeVisible();

  await item.getByRole('button', { name: 'Embed Code' }).click();
  await expect(item.getByLabel('Embed code')).toHaveValue(new RegExp(`/p/${slug}`));
  await shot(page, 'capture-builder-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'capture-builder-390');

  await item.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Page Deleted')).toBeVisible();
  await expect(page.getByText('No capture pages yet')).toBeVisible();
  expect((await page.request.get(`/p/${slug}`)).status()).toBe(404);
});
