import { Types } from 'mongoose';

import { BACKGROUND_READ_BATCH } from '../../lib/background-reads.js';
import { AppointmentModel } from './appointment.model.js';

/**
 * How many appointments were booked (created) in [start, end) and are not
 * cancelled — the dashboard's appointments, by the day they were booked
 * rather than the day they take place (analytics). Counted from
 * the index { userId, status, createdAt } without reading an appointment.
 */
export function countBookingsBetween(ownerId: string, start: Date, end: Date): Promise<number> {
  return AppointmentModel.countDocuments({ userId: new Types.ObjectId(ownerId), status: 'scheduled', createdAt: { $gte: start, $lt: end } });
}

/** When each appointment booked in [start, end) and still scheduled was booked (analytics' daily rollups; countBookingsBetween is their oracle). */
export async function bookingDatesBetween(ownerId: string, start: Date, end: Date): Promise<Date[]> {
  const rows = await AppointmentModel.find(
    { userId: new Types.ObjectId(ownerId), status: 'scheduled', createdAt: { $gte: start, $lt: end } },
    { _id: 0, createdAt: 1 },
  )
    .batchSize(BACKGROUND_READ_BATCH)
    .lean<{ createdAt: Date }[]>();
  return rows.map((r) => r.createdAt);
}

/** When the agent's first appointment was booked; null without any. */
export async function earliestBookingDate(ownerId: string): Promise<Date | null> {
  const first = await AppointmentModel.findOne({ userId: new Types.ObjectId(ownerId) }, { createdAt: 1 })
    .sort({ createdAt: 1 })
    .lean<{ createdAt: Date }>();
  return first?.createdAt ?? null;
}

/** Many appointments at once, stored as given (bench:analytics seeds 5k this way). */
export async function insertAppointmentsInBulk(appointments: Record<string, unknown>[]): Promise<void> {
  await AppointmentModel.insertMany(appointments, { lean: true, ordered: false });
}

/** Waits until the appointments collection's indexes are built (analytics warms them at start-up). */
export async function ensureAppointmentIndexes(): Promise<void> {
  await AppointmentModel.init();
}
