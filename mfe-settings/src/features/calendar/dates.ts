import type { AppointmentDto, AppointmentType } from '@leadnest/contracts';
import type { BadgeTone } from '@leadnest/ui';

/**
 * Calendar days as "YYYY-MM-DD" strings. A day has no zone: "today" is read
 * in the agent's zone once (Intl's zone database), and everything after
 * that is date arithmetic on UTC midnight, which no clock change can shift.
 */
export function todayIn(timeZone: string, now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The Monday of the week `date` is in (weeks run Monday–Sunday, like the availability settings). */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((day + 6) % 7));
}

/** "Tue, Nov 24" */
export function dayLabel(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });
}

/** "14:00" → "2:00 PM" */
export function timeLabel(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** Spec part 2 §9: blue showing, green consultation, orange listing; a follow-up (not given) purple. */
export const TYPE_TONES: Record<AppointmentType, BadgeTone> = { showing: 'blue', consultation: 'green', listing: 'orange', followup: 'purple' };
export const TYPE_LABELS: Record<AppointmentType, string> = { showing: 'Showing', consultation: 'Consultation', listing: 'Listing', followup: 'Follow-up' };

export const isLive = (a: AppointmentDto) => a.status === 'scheduled';

/** Live appointments on one day, by time. */
export const onDay = (all: AppointmentDto[], date: string) =>
  all.filter((a) => isLive(a) && a.date === date).sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt));

/** Spec: the next 5, starting from tomorrow. */
export const upcomingFrom = (all: AppointmentDto[], today: string) =>
  all
    .filter((a) => isLive(a) && a.date > today)
    .sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt))
    .slice(0, 5);

/** Live appointments in the week that starts on `monday`. */
export const inWeek = (all: AppointmentDto[], monday: string) => {
  const end = addDays(monday, 7);
  return all.filter((a) => isLive(a) && a.date >= monday && a.date < end);
};
