import type { TimelineShowingDto } from '@leadnest/contracts';

import { AppointmentModel } from './appointment.model.js';

/**
 * The appointments with a lead (showings and the rest) on `calendars` (the
 * agent's, or every calendar of the lead's team: a member's lead books on
 * theirs, docs/decisions/0034-teams.md), newest first, for the lead's timeline.
 */
export async function showingsOfLead(calendars: string | readonly string[], leadId: string, limit = 100): Promise<(TimelineShowingDto & { bookedAt: Date })[]> {
  const userId = typeof calendars === 'string' ? calendars : { $in: [...calendars] };
  const rows = await AppointmentModel.find({ leadId, userId }, { title: 1, appointmentType: 1, scheduledAt: 1, status: 1, propertyAddress: 1, createdAt: 1 })
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
