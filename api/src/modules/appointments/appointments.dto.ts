import type { AppointmentDto } from '@leadnest/contracts';

import type { Appointment } from './appointment.model.js';

/** The one place that decides what of an appointment leaves the server. */
export function toAppointmentDto(a: Appointment): AppointmentDto {
  return {
    id: String(a._id),
    userId: String(a.userId),
    title: a.title,
    clientName: a.clientName,
    leadName: a.clientName,
    clientEmail: a.clientEmail ?? null,
    clientPhone: a.clientPhone ?? null,
    propertyAddress: a.propertyAddress ?? null,
    appointmentType: a.appointmentType,
    date: a.date,
    time: a.time,
    scheduledAt: a.scheduledAt.toISOString(),
    durationMinutes: a.durationMinutes,
    notes: a.notes ?? null,
    status: a.status,
    bookedBy: a.bookedBy,
    leadId: a.leadId ? String(a.leadId) : null,
    conversationId: a.conversationId ? String(a.conversationId) : null,
    smsConsent: Boolean(a.smsConsent),
    confirmedAt: a.confirmedAt ? a.confirmedAt.toISOString() : null,
    createdAt: a.createdAt.toISOString(),
  };
}
