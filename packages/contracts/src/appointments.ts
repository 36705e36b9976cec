import { z } from 'zod';

import { NAME_CONTROL_CHARACTERS, ONE_LINE_TEXT } from './fields';

/**
 * Appointments (spec part 2 §3): showings the AI assistant books
 * and the ones the calendar screens create by hand (a later issue).
 */
export const APPOINTMENT_TYPES = ['showing', 'consultation', 'listing', 'followup'] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];

export const APPOINTMENT_STATUSES = ['scheduled', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Every appointment is one hour: the slot length the assistant offers. */
export const APPOINTMENT_MINUTES = 60;

export const APPOINTMENT_MESSAGES = {
  dateInvalid: 'Date must be a real calendar date in the form YYYY-MM-DD.',
  slotTaken: 'That time has just been booked. Please choose another slot.',
  outsideAvailability: 'That time is outside your available hours. Please choose one of the free slots.',
  inPast: 'That time has already passed. Please choose a later slot.',
  notFound: 'Appointment not found.',
  cancelled: 'This appointment was cancelled and cannot be changed.',
  titleRequired: 'Please enter a title.',
  timeInvalid: 'Time must be on the hour, in the form HH:00.',
  emailInvalid: 'Please enter a valid email address.',
} as const;

/** The New Appointment dialog's times when the slots call gives none (spec part 2 §5). */
export const FALLBACK_APPOINTMENT_TIMES = ['09:00', '10:00', '11:00', '14:00', '15:00', '16:00', '17:00'] as const;

const isRealDate = (value: string) => {
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 0));
  return date.getUTCFullYear() === y && date.getUTCMonth() + 1 === m && date.getUTCDate() === d;
};

/** GET /api/available-slots/{YYYY-MM-DD} */
export const AvailableSlotsParams = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: APPOINTMENT_MESSAGES.dateInvalid })
    .refine(isRealDate, { error: APPOINTMENT_MESSAGES.dateInvalid }),
});

export interface AvailableSlotDto {
  /** ISO instant (UTC). */
  start: string;
  /** "HH:00" in the agent's time zone: what the calendar's time picker shows. */
  time: string;
}

export interface AvailableSlotsResponse {
  date: string;
  timeZone: string;
  slots: AvailableSlotDto[];
}

/** GET /api/appointments?userId= */
export const AppointmentListQuery = z.object({
  userId: z
    .string()
    .regex(/^[0-9a-f]{24}$/i, { error: 'userId is not a valid id.' })
    .optional(),
  /** Only appointments from this instant on (ISO); default: all. */
  from: z.iso.datetime({ offset: true, error: 'from must be an ISO date-time.' }).optional(),
});

/** An appointment as the API answers it (spec part 2 §3, plus who booked it). */
export interface AppointmentDto {
  id: string;
  userId: string;
  title: string;
  clientName: string;
  /** The same name as the dashboard reads it (spec part 1 §3: Appointment id, leadName, scheduledAt, propertyAddress). */
  leadName: string;
  clientEmail: string | null;
  clientPhone: string | null;
  propertyAddress: string | null;
  appointmentType: AppointmentType;
  /** YYYY-MM-DD and HH:mm in the agent's time zone. */
  date: string;
  time: string;
  /** The instant, ISO. */
  scheduledAt: string;
  durationMinutes: number;
  notes: string | null;
  status: AppointmentStatus;
  /** Who booked it: the AI assistant (from a conversation) or the agent. */
  bookedBy: 'assistant' | 'agent';
  leadId: string | null;
  conversationId: string | null;
  /** The client agreed to texts about it. */
  smsConsent: boolean;
  /** When the lead confirmed it through their link; null until then. */
  confirmedAt: string | null;
  createdAt: string;
}

export interface AppointmentListResponse {
  appointments: AppointmentDto[];
}

const dateField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: APPOINTMENT_MESSAGES.dateInvalid })
  .refine(isRealDate, { error: APPOINTMENT_MESSAGES.dateInvalid });
const timeField = z.string().regex(/^([01]\d|2[0-3]):00$/, { error: APPOINTMENT_MESSAGES.timeInvalid });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters.` })
    .nullish()
    .transform((v) => v || null);
/** The client's name: optional text that is one line without control characters, as every name (fields.ts). */
const clientName = z
  .string()
  .trim()
  .max(120, { error: 'At most 120 characters.' })
  .regex(ONE_LINE_TEXT, { error: NAME_CONTROL_CHARACTERS })
  .nullish()
  .transform((v) => v || null);

/** POST /api/appointments: the New Appointment dialog's fields (spec part 2 §3); date and time are the agent's wall clock. */
export const AppointmentCreateInput = z.object({
  userId: z
    .string()
    .regex(/^[0-9a-f]{24}$/i, { error: 'userId is not a valid id.' })
    .optional(),
  title: z
    .string({ error: APPOINTMENT_MESSAGES.titleRequired })
    .trim()
    .min(1, { error: APPOINTMENT_MESSAGES.titleRequired })
    .max(200, { error: 'At most 200 characters.' }),
  clientName,
  clientEmail: z
    .union([z.literal(''), z.email({ error: APPOINTMENT_MESSAGES.emailInvalid })])
    .nullish()
    .transform((v) => v || null),
  clientPhone: optionalText(40),
  propertyAddress: optionalText(300),
  appointmentType: z.enum(APPOINTMENT_TYPES, { error: 'appointmentType must be showing, consultation, listing or followup.' }).default('showing'),
  date: dateField,
  time: timeField,
  notes: optionalText(2000),
  /** The instant the browser computed; the server recomputes it from date and time in the agent's zone. */
  scheduledAt: z.string().optional(),
  /** The client agreed to receive texts about this appointment. */
  smsConsent: z.boolean().optional(),
});
export type AppointmentCreateValue = z.output<typeof AppointmentCreateInput>;

/** PATCH /api/appointments/{id}: move it (date and time together) and/or edit its details. */
export const AppointmentPatchInput = AppointmentCreateInput.omit({
  userId: true,
  scheduledAt: true,
  appointmentType: true,
  title: true,
  date: true,
  time: true,
})
  .partial()
  .extend({
    title: z.string().trim().min(1, { error: APPOINTMENT_MESSAGES.titleRequired }).max(200).optional(),
    appointmentType: z.enum(APPOINTMENT_TYPES).optional(),
    date: dateField.optional(),
    time: timeField.optional(),
  })
  .refine((v) => (v.date === undefined) === (v.time === undefined), { error: 'Send date and time together to move an appointment.', path: ['time'] });
export type AppointmentPatchValue = z.output<typeof AppointmentPatchInput>;

export const AppointmentIdParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/i, { error: APPOINTMENT_MESSAGES.notFound }) });

/** What a form may send (before the schema's defaults and trimming). */
export type AppointmentCreateFields = z.input<typeof AppointmentCreateInput>;
export type AppointmentPatchFields = z.input<typeof AppointmentPatchInput>;
