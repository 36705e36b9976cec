import { busyAheadCache } from './appointment.model.js';
import { type BusyInterval, busyIntervals } from './appointments.service.js';

/** Read this much further ahead than asked, so the cached window still covers the next turns' (it slides with `now`). */
const SLACK_MS = 3600_000;

/**
 * busyIntervals for the assistant's turns, read at most once per agent every
 * few seconds (busyAheadCache: a booking or any appointment write through
 * the model empties it at once). A stale moment is safe: booking a slot
 * taken meanwhile fails on the unique slot index and the assistant offers
 * other times.
 */
export async function busyAheadOf(userId: string, from: Date, to: Date): Promise<BusyInterval[]> {
  const cached = busyAheadCache.get(userId);
  const window = cached && cached.from <= from.getTime() && cached.to >= to.getTime() ? cached : null;
  let busy = window?.busy;
  if (!busy) {
    const ticket = busyAheadCache.ticket();
    const until = new Date(to.getTime() + SLACK_MS);
    busy = await busyIntervals(userId, from, until);
    busyAheadCache.set(userId, { from: from.getTime(), to: until.getTime(), busy }, ticket);
  }
  // What busyIntervals(userId, from, to) answers: intervals overlapping [from, to).
  return busy.filter((b) => Date.parse(b.end) > from.getTime() && Date.parse(b.start) < to.getTime()).map((b) => ({ ...b }));
}
