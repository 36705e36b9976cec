import { type AppointmentDto, DEFAULT_AVAILABILITY_SETTINGS } from '@leadnest/contracts';
import { captureToasts, renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { CalendarPage } from '../components/CalendarPage';
import { dayLabel } from '../dates';

const PROFILE = { id: 'u1', email: 'cal@example.com', role: 'user', firstName: 'Cal', lastName: 'Agent', plan: 'professional', timeZone: 'America/New_York' };

function appointmentOn(date: string): AppointmentDto {
  return {
    id: 'a1',
    userId: 'u1',
    title: 'Showing at 12 Elm St',
    clientName: 'Dana Reyes',
    leadName: 'Dana Reyes',
    clientEmail: 'dana@example.com',
    clientPhone: null,
    propertyAddress: '12 Elm St',
    appointmentType: 'showing',
    date,
    time: '10:00',
    scheduledAt: `${date}T15:00:00.000Z`,
    durationMinutes: 60,
    notes: null,
    status: 'scheduled',
    bookedBy: 'agent',
    leadId: null,
    conversationId: null,
    smsConsent: false,
    confirmedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
  };
}

describe('cancelling an appointment from /calendar', () => {
  const toasts = captureToasts();

  const newYorkDay = (offsetDays: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(Date.now() + offsetDays * 86_400_000));
  it.each([
    ['today', 0, "Today's Schedule", 'No appointments today'],
    ['tomorrow', 1, 'Upcoming', 'No upcoming appointments'],
  ])(
    'says "Appointment Cancelled" for one %s, although the refetched list no longer holds it (the dialog remounts)',
    async (_when, offset, region, emptyText) => {
      const day = newYorkDay(offset);
      let cancelled = false;
      routeFetch((method, url) => {
        if (method === 'GET' && url === '/api/user/profile') return { body: PROFILE };
        if (method === 'GET' && url === '/api/users/u1/availability') return { body: DEFAULT_AVAILABILITY_SETTINGS };
        if (method === 'GET' && url === '/api/appointments') return { body: { appointments: cancelled ? [] : [appointmentOn(day)] } };
        if (method === 'GET' && url.startsWith('/api/available-slots/')) return { body: { date: day, slots: [] } };
        if (method === 'GET' && url === '/api/integrations') return { body: { integrations: [] } };
        if (method === 'DELETE' && url === '/api/appointments/a1') {
          cancelled = true;
          return { body: { appointment: { ...appointmentOn(day), status: 'cancelled' } } };
        }
        return { status: 404, body: { message: 'not here' } };
      });
      renderWithClient(<CalendarPage />, '/calendar');

      const upcoming = await screen.findByRole('region', { name: region });
      fireEvent.click(await within(upcoming).findByRole('button', { name: /Showing at 12 Elm St/ }));
      fireEvent.click(within(await screen.findByRole('dialog', { name: 'Showing at 12 Elm St' })).getByRole('button', { name: 'Cancel Appointment' }));
      fireEvent.click(within(await screen.findByRole('dialog', { name: 'Cancel this appointment?' })).getByRole('button', { name: 'Cancel Appointment' }));

      await waitFor(() => expect(within(upcoming).getByText(emptyText)).toBeVisible());
      await waitFor(() => expect(toasts.map((t) => t.title)).toContain('Appointment Cancelled'));
      expect(toasts.find((t) => t.title === 'Appointment Cancelled')?.description).toBe(
        `The showing with Dana Reyes on ${dayLabel(day)} at 10:00 AM was cancelled. The client is being told.`,
      );
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    // Five waits for the page, two dialogs and the refetch: on a loaded 2-core run that has passed the project's 20 s.
    45_000,
  );
});
