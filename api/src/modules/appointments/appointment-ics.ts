import type { AppointmentDto } from '@leadnest/contracts';
import { createEvent } from 'ics';

/**
 * The appointment as an iCalendar invitation (RFC 5545, through `ics`):
 * the lead's calendar app adds, moves or removes it. One UID per
 * appointment and a growing SEQUENCE, so a move replaces the earlier event
 * instead of adding a second one; a cancellation is METHOD:CANCEL.
 */
export function appointmentIcs(a: AppointmentDto, agent: { name: string; email: string }, link: string, revision: number): string {
  const start = new Date(a.scheduledAt);
  const cancelled = a.status === 'cancelled';
  const { error, value } = createEvent({
    uid: `appointment-${a.id}@leadnest`,
    sequence: revision,
    method: cancelled ? 'CANCEL' : 'REQUEST',
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: a.durationMinutes },
    title: a.title,
    description: `${a.notes ? `${a.notes}\n\n` : ''}Confirm, cancel or pick another time: ${link}`,
    location: a.propertyAddress ?? undefined,
    url: link,
    organizer: { name: agent.name, email: agent.email },
    ...(a.clientEmail ? { attendees: [{ name: a.clientName || a.clientEmail, email: a.clientEmail, rsvp: true, role: 'REQ-PARTICIPANT' as const }] } : {}),
    productId: 'leadnest/calendar',
  });
  if (error || !value) throw error ?? new Error('ics: no calendar text');
  return value;
}
