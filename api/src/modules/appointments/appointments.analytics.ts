import { Types } from 'mongoose';
import { AppointmentModel } from './appointment.model.js';

/**
 * How many appointments were booked (created) in [start, end) and are not
 * cancelled — the dashboard's appointments, by the day they were booked
 * rather than the day they take place (analytics, issue 21). Counted from
 * the index { userId, status, createdAt } without reading an appointment.
 */
export function countBookingsBetween(ownerId: string, start: Date, end: Date): Promise<number> {
  return AppointmentModel.countDocuments({ userId: new Types.ObjectId(ownerId), status: 'scheduled', createdAt: { $gte: start, $lt: end } });
}

/** Many appointments at once, stored as given (bench:analytics seeds 5k this way). */
export async function insertAppointmentsInBulk(appointments: Record<string, unknown>[]): Promise<void> {
  await AppointmentModel.insertMany(appointments, { lean: true, ordered: false });
}
