import type { TimelineShowingDto } from '@leadnest/contracts';

import { AppointmentModel } from './appointment.model.js';

/** The agent's appointments with a lead (showings and the rest), newest first, for the lead's timeline. */
export async function showingsOfLead(userId: string, leadId: string, limit = 100): Promise<(TimelineShowingDto & { bookedAt: Date })[]> {
  const rows = await AppointmentModel.find({ userId, leadId }, { title: 1, appointmentType: 1, scheduledAt: 1, status: 1, propertyAddress: 1, createdAt: 1 })
    .sort({ scheduledAt: -1 })
    .limit(limit)
    .lean();
  return rows.map((a) => ({
    id: String(a._id),
    title: a.title,
    appointmentType: a.appointmentType,
    scheduledAt: a.scheduledAt.toISOString(),
    status: a.status,
    propertyAddress: a.propertyAddress ?? null,
    bookedAt: a.createdAt ?? a.scheduledAt,
  }));
}
