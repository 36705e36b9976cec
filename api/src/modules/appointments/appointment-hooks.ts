import type { BookedSlot } from '@leadnest/assistant-engine';
import type { AppointmentDto } from '@leadnest/contracts';

import { type AppointmentChange, domainEvents } from '../../lib/events/domain-events.js';

/**
 * What other modules add to the calendar without the appointments module
 * importing them. Busy time from connected calendars (integrations) is a
 * question this module asks, so it stays a registry of sources (filled
 * where the app is composed, api/src/compose.ts). What happens after an
 * appointment is booked, moved, cancelled or confirmed (the lead's notices,
 * the calendar event) subscribes to `appointment.changed`.
 * See docs/decisions/0029-domain-events.md.
 */
export type { AppointmentChange };
export type BusySource = (userId: string, from: Date, to: Date) => Promise<BookedSlot[]>;

const busySources = new Map<string, BusySource>();

/** By name, so composing a second app in one process (tests) replaces rather than doubles. */
export function registerBusySource(name: string, source: BusySource): void {
  busySources.set(name, source);
}

/** Publishes the change; a subscriber's failure is logged by the bus but never undoes it (the appointment is stored). */
export async function announce(change: AppointmentChange, appointment: AppointmentDto, previous?: AppointmentDto): Promise<void> {
  await domainEvents.publish('appointment.changed', { change, appointment, ...(previous ? { previous } : {}) });
}

/** Busy intervals of every source over [from, to); a source that fails counts as free (logged by it), never as an outage. */
export async function externalBusy(userId: string, from: Date, to: Date): Promise<BookedSlot[]> {
  const all = await Promise.all([...busySources.values()].map((source) => source(userId, from, to).catch(() => [])));
  return all.flat();
}

/** The registered sources' names (the composition test lists them). */
export function busySourceNames(): string[] {
  return [...busySources.keys()];
}
