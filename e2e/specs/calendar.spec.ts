import { choosePlan, signUp, toast } from '../support/accounts';
import { expect, test } from '../support/fixtures';

/** YYYY-MM-DD of the Wednesday of next week (weeks start Monday), in New York: the agent's default zone. */
function nextWeeksWednesday(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  const toMonday = (d.getUTCDay() + 6) % 7;
  d.setUTCDate(d.getUTCDate() - toMonday + 7 + 2);
  return d.toISOString().slice(0, 10);
}

test('the agent creates, moves and cancels a showing in /calendar; the lead’s link moves it too', async ({ page, browser }) => {
  await signUp(page, 'Cal', 'calendar');
  await choosePlan(page);
  await page.goto('/calendar');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { name: "Today's Schedule" })).toBeVisible();
  await expect(main.getByText('No upcoming appointments')).toBeVisible();

  // New Appointment: Create stays disabled until title, date and time are set.
  await main.getByRole('button', { name: 'New Appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Appointment' });
  const create = dialog.getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Title').fill('Showing at 12 Elm St');
  const date = nextWeeksWednesday();
  await dialog.getByLabel('Date').fill(date);
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Time').selectOption('10:00');
  await dialog.getByLabel('Client name').fill('Dana Reyes');
  await dialog.getByLabel('Client email').fill('dana@example.com');
  await create.click();
  await expect(toast(page, 'Appointment Created')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Upcoming lists it; the week view has it next week.
  await expect(main.getByRole('region', { name: 'Upcoming' }).getByRole('button', { name: /Showing at 12 Elm St/ })).toContainText('10:00 AM');
  await main.getByRole('button', { name: 'Next week' }).click();
  const chip = main.getByRole('region', { name: /Week of/ }).getByRole('button', { name: /Showing at 12 Elm St/ });
  await expect(chip).toContainText('10:00 AM');

  // Move it from the week view.
  await chip.click();
  const details = page.getByRole('dialog', { name: 'Showing at 12 Elm St' });
  await details.getByLabel('Time').selectOption('14:00');
  await details.getByRole('button', { name: 'Reschedule' }).click();
  await expect(toast(page, 'Appointment Rescheduled')).toBeVisible();
  await expect(chip).toContainText('2:00 PM');

  // The lead's own link (no session) moves it to another free time.
  const list = (await (await page.request.get('/api/appointments')).json()) as { appointments: { id: string }[] };
  const id = list.appointments[0]!.id;
  const { clientLink } = (await (await page.request.get(`/api/appointments/${id}`)).json()) as { clientLink: string };
  const lead = await browser.newPage();
  await lead.goto(new URL(clientLink).pathname);
  await expect(lead.getByRole('heading', { name: 'Showing at 12 Elm St' })).toBeVisible();
  const choice = lead.getByRole('radio').first();
  const picked = await choice.getAttribute('value');
  await choice.check();
  await lead.getByRole('button', { name: 'Move my appointment' }).click();
  await expect(lead.getByRole('status')).toContainText('has moved to the new time');
  await lead.close();
  const after = (await (await page.request.get(`/api/appointments/${id}`)).json()) as { appointment: { scheduledAt: string } };
  expect(after.appointment.scheduledAt).toBe(picked);

  // Cancel it from the calendar.
  await page.reload();
  // The lead's first free time may be later today (Today's Schedule) or a later day (Upcoming), depending on the hour the test runs.
  await main
    .getByRole('button', { name: /Showing at 12 Elm St/ })
    .first()
    .click();
  await page.getByRole('dialog', { name: 'Showing at 12 Elm St' }).getByRole('button', { name: 'Cancel Appointment' }).click();
  await page.getByRole('dialog', { name: 'Cancel this appointment?' }).getByRole('button', { name: 'Cancel Appointment' }).click();
  await expect(toast(page, 'Appointment Cancelled')).toBeVisible();
  await expect(main.getByText('No upcoming appointments')).toBeVisible();
});

test('availability settings are saved and change the free times', async ({ page }) => {
  await signUp(page, 'Ava', 'availability');
  await choosePlan(page);
  await page.goto('/calendar');
  const card = page.locator('main').getByRole('region', { name: 'Availability Settings' });
  await card.getByLabel('Time zone').selectOption('America/Chicago');
  await card.getByLabel('Monday start').selectOption('08:00');
  await card.getByRole('button', { name: 'Save Availability' }).click();
  await expect(toast(page, 'Availability Saved')).toBeVisible();
  await page.reload();
  await expect(page.locator('main').getByRole('region', { name: 'Availability Settings' }).getByLabel('Time zone')).toHaveValue('America/Chicago');
  await expect(page.locator('main').getByRole('region', { name: 'Availability Settings' }).getByLabel('Monday start')).toHaveValue('08:00');
});
