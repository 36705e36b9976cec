import type { BookedSlot } from '@leadnest/assistant-engine';
import type { AppointmentDto } from '@leadnest/contracts';

/**
 * What other modules add to the calendar without the appointments module
 * importing them (they import it): busy time from connected calendars
 * (integrations), and what happens after an appointment is booked, moved or
 * cancelled (the lead's confirmation, the calendar event). Registered once
 * when the app is assembled, by the registering module's router.
 * See docs/decisions/0004-reacting-to-changes.md.
 */
export type AppointmentChange = 'booked' | 'moved' | 'cancelled' | 'confirmed';
export type AppointmentListener = (change: AppointmentChange, appointment: AppointmentDto, previous?: AppointmentDto) => Promise<void>;
export type BusySource = (userId: string, from: Date, to: Date) => Promise<BookedSlot[]>;

const listeners = new Map<string, AppointmentListener>();
const busySources = new Map<string, BusySource>();

/** By name, so assembling a second app in one process (tests) replaces rather than doubles. */
export function onAppointmentChange(name: string, listener: AppointmentListener): void {
  listeners.set(name, listener);
}

export function registerBusySource(name: string, source: BusySource): void {
  busySources.set(name, source);
}

/**
 * Tells every listener, one after another. A listener's failure is reported
 * but never undoes the change: the appointment is stored, and listeners
 * schedule durable jobs for anything that must be retried.
 */
export async function announce(change: AppointmentChange, appointment: AppointmentDto, previous?: AppointmentDto, onError?: (err: unknown, name: string) => void): Promise<void> {
  for (const [name, listener] of listeners) {
    try {
      await listener(change, appointment, previous);
    } catch (err) {
      onError?.(err, name);
    }
  }
}

/** Busy intervals of every source over [from, to); a source that fails counts as free (logged by it), never as an outage. */
export async function externalBusy(userId: string, from: Date, to: Date): Promise<BookedSlot[]> {
  const all = await Promise.all([...busySources.values()].map((source) => source(userId, from, to).catch(() => [])));
  return all.flat();
}
