import type { AppointmentDto } from '@leadnest/contracts';
import { captureToasts, renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { AppointmentDialog } from '../components/AppointmentDialog';
import { NewAppointmentDialog } from '../components/NewAppointmentDialog';

const PROFILE = { id: 'u1', email: 'cal@example.com', plan: 'professional', timeZone: 'America/New_York' };

const appointment = (over: Partial<AppointmentDto> = {}): AppointmentDto => ({
  id: 'a1',
  userId: 'u1',
  title: 'Showing at 12 Elm St',
  clientName: 'Dana Reyes',
  leadName: 'Dana Reyes',
  clientEmail: null,
  clientPhone: null,
  propertyAddress: '12 Elm St',
  appointmentType: 'showing',
  date: '2026-11-30',
  time: '10:00',
  scheduledAt: '2026-11-30T15:00:00.000Z',
  durationMinutes: 60,
  notes: null,
  status: 'scheduled',
  bookedBy: 'agent',
  leadId: null,
  conversationId: null,
  smsConsent: false,
  confirmedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('appointment toasts say the day in words', { timeout: 30_000 }, () => {
  const toasts = captureToasts();

  it('Appointment Created names the day and the time as the calendar shows them, not 2026-11-30 at 10:00', async () => {
    routeFetch((method, url) => {
      if (url === '/api/user/profile') return { body: PROFILE };
      if (url.startsWith('/api/available-slots/')) return { body: { date: '2026-11-30', timeZone: 'America/New_York', slots: [{ time: '10:00' }] } };
      if (method === 'POST' && url === '/api/appointments') return { status: 201, body: { appointment: appointment() } };
      return { status: 404, body: { message: 'not here' } };
    });
    renderWithClient(<NewAppointmentDialog open onClose={() => {}} today="2026-11-28" userId={'f'.repeat(24)} />, '/calendar');
    const dialog = await screen.findByRole('dialog', { name: 'New Appointment' });
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Showing at 12 Elm St' } });
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2026-11-30' } });
    await within(dialog).findByRole('option', { name: '10:00 AM' });
    fireEvent.change(within(dialog).getByLabelText(/^Time/), { target: { value: '10:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(toasts.map((t) => t.title)).toContain('Appointment Created'));
    expect(toasts.find((t) => t.title === 'Appointment Created')?.description).toBe('Showing at 12 Elm St on Mon, Nov 30 at 10:00 AM.');
  });

  it.each([
    ['a client with no email or phone', appointment(), 'The showing with Dana Reyes on Mon, Nov 30 at 10:00 AM was cancelled.'],
    [
      'a client who is told',
      appointment({ appointmentType: 'consultation', clientEmail: 'dana@example.com' }),
      'The consultation with Dana Reyes on Mon, Nov 30 at 10:00 AM was cancelled. The client is being told.',
    ],
    ['no client named', appointment({ clientName: undefined }), 'Showing at 12 Elm St on Mon, Nov 30 at 10:00 AM was cancelled.'],
  ])('Appointment Cancelled has a body for %s', async (_who, booked, body) => {
    routeFetch((method, url) => {
      if (url === '/api/user/profile') return { body: PROFILE };
      if (url.startsWith('/api/available-slots/')) return { body: { date: booked.date, timeZone: 'America/New_York', slots: [] } };
      if (method === 'DELETE' && url === '/api/appointments/a1') return { body: { appointment: { ...booked, status: 'cancelled' } } };
      return { status: 404, body: { message: 'not here' } };
    });
    renderWithClient(<AppointmentDialog appointment={booked} onClose={() => {}} today="2026-11-28" />, '/calendar');
    fireEvent.click(within(await screen.findByRole('dialog', { name: booked.title })).getByRole('button', { name: 'Cancel Appointment' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Cancel this appointment?' })).getByRole('button', { name: 'Cancel Appointment' }));
    await waitFor(() => expect(toasts.map((t) => t.title)).toContain('Appointment Cancelled'));
    expect(toasts.find((t) => t.title === 'Appointment Cancelled')?.description).toBe(body);
  });
});
