import type { BookedSlot } from '@leadnest/assistant-engine';
import { APPOINTMENT_STATUSES, APPOINTMENT_TYPES, type AppointmentStatus, type AppointmentType } from '@leadnest/contracts';
import mongoose, { type HydratedDocument, Schema, type Types } from 'mongoose';

import { trackAnalyticsWrites } from '../../lib/analytics-writes.js';
import { clearOnWrite, ReadCache } from '../../lib/read-cache.js';

/**
 * An appointment in the agent's calendar (spec part 2 §3). The AI assistant
 * books showings; the calendar screens add and cancel them by hand
 * (a later issue). `date` and `time` are the wall clock in the agent's zone
 * when it was booked, kept because the spec's screens read them; the
 * instant is `scheduledAt`.
 */
export interface Appointment {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  title: string;
  clientName: string;
  clientEmail?: string | null;
  clientPhone?: string | null;
  propertyAddress?: string | null;
  appointmentType: AppointmentType;
  date: string;
  time: string;
  scheduledAt: Date;
  durationMinutes: number;
  notes?: string | null;
  status: AppointmentStatus;
  bookedBy: 'assistant' | 'agent';
  leadId?: Types.ObjectId | null;
  conversationId?: Types.ObjectId | null;
  /** The client agreed to texts about it (the dialog's box, or the lead's recorded consent). */
  smsConsent?: boolean;
  /** Bumped on every move or cancel: reminders and public links carry it, so a stale one does nothing. */
  revision?: number;
  /** When the lead confirmed through their link. */
  confirmedAt?: Date | null;
  /**
   * A booking the assistant made for a lead (website chat, texts, calls,
   * Meta messages), for the public booking caps (public-booking-limits.ts):
   * the account whose assistant took it (the calendar may be a team
   * member's) and the lead's address as the caps count it (mailbox-key.ts).
   */
  publicBooking?: { accountId: Types.ObjectId; mailbox?: string | null } | null;
  /**
   * When someone with the lead's link (only ever sent to clientEmail, to
   * the phone with consent, or shown to the agent) first acted on it: the
   * address is the lead's. Until then an address a visitor typed gets at
   * most the first mail and no reminders (docs/decisions/0037-public-chat-and-booking-caps.md).
   */
  emailConfirmedAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type AppointmentDocument = HydratedDocument<Appointment>;

const appointmentSchema = new Schema<Appointment>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    title: { type: String, required: true, trim: true },
    // Optional on the agent's form (spec: Create needs title, date and time only).
    clientName: { type: String, trim: true, default: '' },
    clientEmail: String,
    clientPhone: String,
    propertyAddress: String,
    appointmentType: { type: String, enum: APPOINTMENT_TYPES, required: true, default: 'showing' },
    date: { type: String, required: true },
    time: { type: String, required: true },
    scheduledAt: { type: Date, required: true },
    durationMinutes: { type: Number, required: true, default: 60 },
    notes: String,
    status: { type: String, enum: APPOINTMENT_STATUSES, required: true, default: 'scheduled' },
    bookedBy: { type: String, enum: ['assistant', 'agent'], required: true },
    leadId: Schema.Types.ObjectId,
    conversationId: Schema.Types.ObjectId,
    smsConsent: { type: Boolean, default: false },
    revision: { type: Number, default: 0 },
    confirmedAt: Date,
    publicBooking: { type: new Schema({ accountId: { type: Schema.Types.ObjectId, required: true }, mailbox: String }, { _id: false }), default: undefined },
    emailConfirmedAt: Date,
  },
  { timestamps: true, strict: true, collection: 'appointments' },
);

// Never double-book: one scheduled appointment per agent per start time.
// Two leads racing for one slot both try to insert; the database lets
// exactly one in (the other gets 11000). Cancelled ones fall outside the
// partial index, so a cancelled slot can be booked again.
appointmentSchema.index({ userId: 1, scheduledAt: 1 }, { unique: true, partialFilterExpression: { status: 'scheduled' }, name: 'one_booking_per_slot' });
// The agent's appointments in time order (calendar, free slots).
appointmentSchema.index({ userId: 1, scheduledAt: 1, status: 1 });
appointmentSchema.index({ userId: 1 });
// A lead's appointments on whichever team calendar they are (the lead's timeline).
appointmentSchema.index({ leadId: 1 }, { sparse: true });
// The public booking caps: an account's open bookings the assistant made, by visitor or address.
appointmentSchema.index({ 'publicBooking.accountId': 1, status: 1, scheduledAt: 1 }, { sparse: true });
// Analytics: bookings per period, counted from the index.
appointmentSchema.index({ userId: 1, status: 1, createdAt: 1 });

/**
 * The assistant's view of each agent's busy time (busy-ahead.ts): every
 * chat, text and call turn reads it. Emptied by any write through the
 * model; the TTL bounds connected calendars' busy time and other processes.
 */
export const busyAheadCache = new ReadCache<{ from: number; to: number; busy: (BookedSlot & { own: boolean })[] }>('busy-ahead', 10_000);
clearOnWrite(appointmentSchema, busyAheadCache);
// Analytics' daily rollups count bookings by the day they were made (analytics/rollups).
trackAnalyticsWrites(appointmentSchema, {
  event: 'appointment.written',
  dates: ['createdAt'],
  moving: ['createdAt'],
  watched: ['status', 'userId', 'createdAt'],
});

export const AppointmentModel = mongoose.model<Appointment>('Appointment', appointmentSchema);
