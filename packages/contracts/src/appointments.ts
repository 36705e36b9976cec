import { z } from 'zod';

/**
 * Appointments (spec part 2 §3): showings the AI assistant books (issue 6)
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
} as const;

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
  userId: z.string().regex(/^[0-9a-f]{24}$/i, { error: 'userId is not a valid id.' }).optional(),
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
  createdAt: string;
}

export interface AppointmentListResponse {
  appointments: AppointmentDto[];
}
