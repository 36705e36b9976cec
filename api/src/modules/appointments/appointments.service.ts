import { type Availability, type BookedSlot, freeSlots, toWallTime } from '@leadnest/assistant-engine';
import { APPOINTMENT_MINUTES, type AppointmentDto, type AvailableSlotsResponse } from '@leadnest/contracts';
import { Types } from 'mongoose';

import { type Appointment, AppointmentModel } from './appointment.model.js';
import { announce, externalBusy } from './appointment-hooks.js';
import { toAppointmentDto } from './appointments.dto.js';
import { SlotTakenError } from './appointments.errors.js';
import { type PublicBookingSource, withinPublicBookingLimits } from './public-booking-limits.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** A busy interval; `own`: one of the agent's appointments (false: a connected calendar's busy time). */
export type BusyInterval = BookedSlot & { own: boolean };

/**
 * The agent's scheduled appointments that overlap [from, to), plus busy
 * time from connected calendars, as busy intervals for the slot finder.
 * Appointments last at most a day, so one day of margin before `from`
 * catches a long one that started earlier. `ignore`: an appointment being
 * moved does not block its own new time.
 */
export async function busyIntervals(userId: string, from: Date, to: Date, ignore?: Types.ObjectId): Promise<BusyInterval[]> {
  const rows = await AppointmentModel.find(
    { userId, status: 'scheduled', scheduledAt: { $gte: new Date(from.getTime() - 24 * 3600_000), $lt: to }, ...(ignore ? { _id: { $ne: ignore } } : {}) },
    { scheduledAt: 1, durationMinutes: 1 },
  ).lean();
  const own = rows
    .map((a) => ({
      start: a.scheduledAt.toISOString(),
      end: new Date(a.scheduledAt.getTime() + (a.durationMinutes || APPOINTMENT_MINUTES) * 60_000).toISOString(),
      own: true,
    }))
    .filter((b) => Date.parse(b.end) > from.getTime());
  const external = (await externalBusy(userId, from, to)).map((b) => ({ start: b.start, end: b.end, own: false }));
  return [...own, ...external];
}

/** GET /api/available-slots/{date}: that day's free hours in the agent's zone, none in the past. */
export async function availableSlots(userId: string, date: string, availability: Availability, now = new Date()): Promise<AvailableSlotsResponse> {
  // The day in any zone lies within [date - 1 day, date + 2 days) UTC.
  const dayUtc = Date.parse(`${date}T00:00:00Z`);
  const busy = await busyIntervals(userId, new Date(dayUtc - 24 * 3600_000), new Date(dayUtc + 48 * 3600_000));
  const tz = availability.timeZone;
  const slots = freeSlots(availability, busy, date, 1, now).map((start) => {
    const w = toWallTime(new Date(start), tz);
    return { start, time: `${pad(w.hour)}:${pad(w.minute)}` };
  });
  return { date, timeZone: tz, slots };
}

export interface ShowingRequest {
  userId: string;
  slot: string;
  timeZone: string;
  clientName: string;
  clientEmail?: string | null;
  clientPhone?: string | null;
  /** What the lead said they are looking for, for the agent's preparation. */
  notes?: string | null;
  leadId?: string | null;
  conversationId?: string | null;
  /** Where the showing is, when known (the demo's; a later listing search fills it). */
  propertyAddress?: string | null;
  /**
   * A stranger asked through a public channel (the assistant's bookings):
   * the public booking caps apply (public-booking-limits.ts), and may
   * refuse with PublicBookingRefusedError.
   */
  publicSource?: PublicBookingSource;
  /** The turn's clock (the open-booking check: a showing still ahead of it). */
  now?: Date;
}

export const isDuplicateKey = (err: unknown) => typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;

/**
 * Books a showing the assistant agreed with a lead. The unique index on
 * (agent, start) of scheduled appointments makes the database the referee:
 * of two bookings of one slot, exactly one is stored and the other throws
 * SlotTakenError, whatever the interleaving. With a `publicSource` the
 * public booking caps decide first (PublicBookingRefusedError).
 */
export async function bookShowing(request: ShowingRequest): Promise<AppointmentDto> {
  const { publicSource } = request;
  if (!publicSource) return insertShowing(request, null);
  return withinPublicBookingLimits(publicSource, request.clientEmail, request.now ?? new Date(), (mailbox) =>
    insertShowing(request, { accountId: publicSource.accountId, mailbox }),
  );
}

async function insertShowing(request: ShowingRequest, publicBooking: { accountId: string; mailbox: string | null } | null): Promise<AppointmentDto> {
  const at = new Date(request.slot);
  const w = toWallTime(at, request.timeZone);
  try {
    const doc = await AppointmentModel.create({
      _id: new Types.ObjectId(),
      userId: request.userId,
      title: `Showing with ${request.clientName}`,
      clientName: request.clientName,
      clientEmail: request.clientEmail ?? null,
      clientPhone: request.clientPhone ?? null,
      propertyAddress: request.propertyAddress ?? null,
      appointmentType: 'showing',
      date: `${w.year}-${pad(w.month)}-${pad(w.day)}`,
      time: `${pad(w.hour)}:${pad(w.minute)}`,
      scheduledAt: at,
      durationMinutes: APPOINTMENT_MINUTES,
      notes: request.notes ?? null,
      status: 'scheduled',
      bookedBy: 'assistant',
      leadId: request.leadId ?? null,
      conversationId: request.conversationId ?? null,
      ...(publicBooking ? { publicBooking } : {}),
    });
    const dto = toAppointmentDto(doc.toObject());
    await announce('booked', dto);
    return dto;
  } catch (err) {
    if (isDuplicateKey(err)) throw new SlotTakenError();
    throw err;
  }
}

/** The agent's appointments, soonest first (from `from` on when given). */
export async function listAppointments(userId: string, from?: string): Promise<AppointmentDto[]> {
  const filter = from ? { userId, scheduledAt: { $gte: new Date(from) } } : { userId };
  const rows = await AppointmentModel.find(filter).sort({ scheduledAt: 1 }).limit(500).lean<Appointment[]>();
  return rows.map(toAppointmentDto);
}

/** A showing booked on a lead's very first message was booked before the lead existed: it is linked once the lead is. */
export async function linkAppointmentToLead(appointmentId: string, leadId: Types.ObjectId | string): Promise<void> {
  await AppointmentModel.updateOne({ _id: appointmentId }, { $set: { leadId } });
}

export interface AppointmentFigures {
  /** Not cancelled. */
  total: number;
  /** Set (created) in the last 7 days, not cancelled. */
  recent: number;
  /** Starting from now on, not cancelled. */
  upcoming: number;
  /** Showings (type showing), not cancelled. */
  showings: number;
  /** Showings starting within [weekStart, weekEnd). */
  showingsThisWeek: number;
}

/**
 * The appointment figures of the dashboard: indexed counts of the scheduled
 * appointments on `calendars` (one agent's, or every calendar of a team:
 * docs/decisions/0034-teams.md).
 */
export async function appointmentFigures(calendars: string | readonly string[], now: Date, week: { start: Date; end: Date }): Promise<AppointmentFigures> {
  const ids = (typeof calendars === 'string' ? [calendars] : calendars).map((id) => new Types.ObjectId(id));
  const live = { userId: ids.length === 1 ? ids[0]! : { $in: ids }, status: 'scheduled' as const };
  const [total, recent, upcoming, showings, showingsThisWeek] = await Promise.all([
    AppointmentModel.countDocuments(live),
    AppointmentModel.countDocuments({ ...live, createdAt: { $gte: new Date(now.getTime() - 7 * 24 * 3600_000) } }),
    AppointmentModel.countDocuments({ ...live, scheduledAt: { $gte: now } }),
    AppointmentModel.countDocuments({ ...live, appointmentType: 'showing' }),
    AppointmentModel.countDocuments({ ...live, appointmentType: 'showing', scheduledAt: { $gte: week.start, $lt: week.end } }),
  ]);
  return { total, recent, upcoming, showings, showingsThisWeek };
}

/** Two leads were merged: the removed lead's showings now belong to the kept one. */
export async function moveAppointmentsToLead(userId: string, fromLeadId: string, toLeadId: string): Promise<void> {
  await AppointmentModel.updateMany({ userId, leadId: fromLeadId }, { $set: { leadId: toLeadId } });
}
// Analytics & Reports.
export {
  bookingDatesBetween,
  countBookingsBetween,
  earliestBookingDate,
  ensureAppointmentIndexes,
  insertAppointmentsInBulk,
} from './appointments.analytics.js';
