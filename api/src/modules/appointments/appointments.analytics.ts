import { Types } from 'mongoose';
import { AppointmentModel } from './appointment.model.js';

/** When an appointment was booked and by whom (analytics, issue 21). */
export interface BookingFact {
  createdAt: Date;
  bookedBy: 'assistant' | 'agent';
}

/**
 * The appointments booked (created) in [start, end) that are not cancelled
 * — the dashboard's appointments, by the day they were booked rather than
 * the day they take place. Few per agent (thousands), so read whole and
 * bucketed by the caller.
 */
export function bookingsBetween(ownerId: string, start: Date, end: Date): Promise<BookingFact[]> {
  return AppointmentModel.find({ userId: new Types.ObjectId(ownerId), status: 'scheduled', createdAt: { $gte: start, $lt: end } }, { createdAt: 1, bookedBy: 1, _id: 0 }).lean<BookingFact[]>();
}

/** Many appointments at once, stored as given (bench:analytics seeds 5k this way). */
export async function insertAppointmentsInBulk(appointments: Record<string, unknown>[]): Promise<void> {
  await AppointmentModel.insertMany(appointments, { lean: true, ordered: false });
}
