import { type Availability, fromWallTime, isFreeSlot } from '@leadnest/assistant-engine';
import { APPOINTMENT_MINUTES, type AppointmentCreateValue, type AppointmentDto, type AppointmentPatchValue } from '@leadnest/contracts';
import mongoose, { Types } from 'mongoose';

import { type Appointment, AppointmentModel } from './appointment.model.js';
import { announce } from './appointment-hooks.js';
import { toAppointmentDto } from './appointments.dto.js';
import { AppointmentCancelledError, AppointmentNotFoundError, OutsideAvailabilityError, SlotInPastError, SlotTakenError } from './appointments.errors.js';
import { busyIntervals, isDuplicateKey } from './appointments.service.js';

/**
 * What the agent does by hand in /calendar: create, move, edit and cancel.
 * A time must be one of the agent's free slots, the very slots
 * GET /api/available-slots lists and the assistant offers (one function,
 * freeSlots, decides all three). The check reads first to answer with a
 * clear message; the unique index on (agent, start) stays the referee when
 * two requests race for one slot.
 */

/** The instant of a wall-clock date and hour in the agent's zone; a time that does not exist that day (clocks spring forward) is outside availability. */
function instantOf(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const at = fromWallTime(y, m, d, Number(time.slice(0, 2)), 0, timeZone);
  if (!at) throw new OutsideAvailabilityError();
  return at;
}

async function assertFree(userId: string, at: Date, availability: Availability, now: Date, ignore?: Types.ObjectId): Promise<void> {
  if (at.getTime() <= now.getTime()) throw new SlotInPastError();
  const end = new Date(at.getTime() + APPOINTMENT_MINUTES * 60_000);
  const busy = await busyIntervals(userId, new Date(at.getTime() - 1), end, ignore);
  const mine = busy.filter((b) => b.own !== false);
  // Taken by another appointment: 409 "just been booked"; anything else (hours, a calendar's busy time): outside availability.
  if (mine.some((b) => Date.parse(b.start) < end.getTime() && at.getTime() < Date.parse(b.end))) throw new SlotTakenError();
  if (!isFreeSlot(availability, busy, at.toISOString(), now)) throw new OutsideAvailabilityError();
}

async function ownAppointment(userId: string, id: string): Promise<Appointment> {
  if (!mongoose.isValidObjectId(id)) throw new AppointmentNotFoundError();
  const found = await AppointmentModel.findOne({ _id: id, userId }).lean<Appointment>();
  if (!found) throw new AppointmentNotFoundError();
  return found;
}

export async function getAppointment(userId: string, id: string): Promise<AppointmentDto> {
  return toAppointmentDto(await ownAppointment(userId, id));
}

/** POST /api/appointments. */
export async function createAppointment(userId: string, input: AppointmentCreateValue, availability: Availability, now = new Date()): Promise<AppointmentDto> {
  const at = instantOf(input.date, input.time, availability.timeZone);
  await assertFree(userId, at, availability, now);
  try {
    const doc = await AppointmentModel.create({
      userId,
      title: input.title,
      clientName: input.clientName ?? '',
      clientEmail: input.clientEmail,
      clientPhone: input.clientPhone,
      propertyAddress: input.propertyAddress,
      appointmentType: input.appointmentType,
      date: input.date,
      time: input.time,
      scheduledAt: at,
      durationMinutes: APPOINTMENT_MINUTES,
      notes: input.notes,
      status: 'scheduled',
      bookedBy: 'agent',
      smsConsent: Boolean(input.smsConsent),
    });
    const dto = toAppointmentDto(doc.toObject());
    await announce('booked', dto);
    return dto;
  } catch (err) {
    if (isDuplicateKey(err)) throw new SlotTakenError();
    throw err;
  }
}

/** PATCH /api/appointments/{id}: a new date and time moves it (checked like a new booking); other fields are edited in place. */
export async function updateAppointment(
  userId: string,
  id: string,
  input: AppointmentPatchValue,
  availability: Availability,
  now = new Date(),
): Promise<AppointmentDto> {
  const before = await ownAppointment(userId, id);
  if (before.status === 'cancelled') throw new AppointmentCancelledError();
  const { date, time, ...details } = input;
  const $set: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details)) if (value !== undefined) $set[key] = value;
  let moved = false;
  if (date && time) {
    const at = instantOf(date, time, availability.timeZone);
    if (at.getTime() !== before.scheduledAt.getTime()) {
      await assertFree(userId, at, availability, now, before._id);
      Object.assign($set, { date, time, scheduledAt: at, confirmedAt: null });
      moved = true;
    }
  }
  try {
    const after = await AppointmentModel.findOneAndUpdate(
      { _id: before._id, userId, status: 'scheduled' },
      { $set, ...(moved ? { $inc: { revision: 1 } } : {}) },
      { returnDocument: 'after', runValidators: true },
    ).lean<Appointment>();
    if (!after) throw new AppointmentCancelledError();
    const dto = toAppointmentDto(after);
    if (moved) await announce('moved', dto, toAppointmentDto(before));
    return dto;
  } catch (err) {
    if (isDuplicateKey(err)) throw new SlotTakenError();
    throw err;
  }
}

/** DELETE /api/appointments/{id}: cancels it (kept, so the lead is told and the slot is free again); cancelling twice is a no-op. */
export async function cancelAppointment(userId: string, id: string): Promise<AppointmentDto> {
  const before = await ownAppointment(userId, id);
  if (before.status === 'cancelled') return toAppointmentDto(before);
  const after = await AppointmentModel.findOneAndUpdate(
    { _id: before._id, status: 'scheduled' },
    { $set: { status: 'cancelled' }, $inc: { revision: 1 } },
    { returnDocument: 'after' },
  ).lean<Appointment>();
  if (!after) return getAppointment(userId, id);
  const dto = toAppointmentDto(after);
  await announce('cancelled', dto);
  return dto;
}

/** Whose appointment `id` is and its revision, for the lead's link page; undefined once it is deleted. */
export async function linkedAppointment(id: string): Promise<{ userId: string; revision: number } | undefined> {
  const row = await AppointmentModel.findById(id, { userId: 1, revision: 1 }).lean();
  return row ? { userId: String(row.userId), revision: row.revision ?? 0 } : undefined;
}

/**
 * Someone acted on the lead's link (the public page): it is only ever sent
 * to the appointment's address, to its phone with consent, or shown to the
 * agent, so the address is the lead's from now on (appointment-notices.ts).
 */
export async function confirmLeadAddress(id: string): Promise<void> {
  await AppointmentModel.updateOne({ _id: id, emailConfirmedAt: null }, { $set: { emailConfirmedAt: new Date() } });
}

/** The lead confirmed through their link (the public page); null when it is cancelled, moved since, or confirmed already (announced once). */
export async function confirmAppointment(id: string, revision: number): Promise<AppointmentDto | null> {
  const after = await AppointmentModel.findOneAndUpdate(
    { _id: id, status: 'scheduled', revision, confirmedAt: null },
    { $set: { confirmedAt: new Date() } },
    { returnDocument: 'after' },
  ).lean<Appointment>();
  if (!after) return null;
  const dto = toAppointmentDto(after);
  await announce('confirmed', dto);
  return dto;
}
