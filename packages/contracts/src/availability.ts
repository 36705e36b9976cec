import { z } from 'zod';

/**
 * When showings may be booked (spec part 2 §3 Availability, §9 defaults):
 * per weekday enabled/start/end on the hour ("HH:00"), plus the agent's IANA
 * time zone. The calendar's settings card and PUT /api/users/{id}/availability
 * share this schema.
 */
export const AVAILABILITY_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type AvailabilityDay = (typeof AVAILABILITY_DAYS)[number];

/** The four zones the settings list (spec part 2 §9); any other IANA zone is accepted too. */
export const AVAILABILITY_TIME_ZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'] as const;
export const DEFAULT_AVAILABILITY_TIME_ZONE = 'America/New_York';

/** "00:00" … "23:00": the hours the settings offer. */
export const AVAILABILITY_HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);

export const AVAILABILITY_MESSAGES = {
  hour: 'Hours must be on the hour, from 00:00 to 23:00.',
  order: 'A day’s end must be after its start.',
  timeZone: 'Time zone must be an IANA time zone such as America/New_York.',
  updateFailed: 'Failed to update availability settings.',
} as const;

const hour = z.string().regex(/^([01]\d|2[0-3]):00$/, { error: AVAILABILITY_MESSAGES.hour });

export const DayHoursInput = z
  .object({ enabled: z.boolean(), start: hour, end: hour })
  .refine((d) => !d.enabled || d.start < d.end, { error: AVAILABILITY_MESSAGES.order, path: ['end'] });
export type DayHoursValue = z.output<typeof DayHoursInput>;

const dayShape = Object.fromEntries(AVAILABILITY_DAYS.map((day) => [day, DayHoursInput])) as Record<AvailabilityDay, typeof DayHoursInput>;

/** PUT /api/users/{id}/availability. The zone's existence is checked by the server (a maintained zone database). */
export const AvailabilityInput = z.object({
  availableHours: z.object(dayShape).strict(),
  timeZone: z.string().trim().min(1, { error: AVAILABILITY_MESSAGES.timeZone }).max(64, { error: AVAILABILITY_MESSAGES.timeZone }),
});
export type AvailabilityValue = z.output<typeof AvailabilityInput>;

/** GET/PUT /api/users/{id}/availability answer. */
export interface AvailabilityDto {
  availableHours: Record<AvailabilityDay, { enabled: boolean; start: string; end: string }>;
  timeZone: string;
}

const workday = { enabled: true, start: '09:00', end: '17:00' };
const dayOff = { enabled: false, start: '09:00', end: '17:00' };
/** Spec part 2 §9: Monday to Friday 09:00–17:00; Saturday and Sunday off; New York. */
export const DEFAULT_AVAILABILITY_SETTINGS: AvailabilityDto = {
  availableHours: { monday: workday, tuesday: workday, wednesday: workday, thursday: workday, friday: workday, saturday: dayOff, sunday: dayOff },
  timeZone: DEFAULT_AVAILABILITY_TIME_ZONE,
};
