import type { Types } from 'mongoose';

import type { WrittenDates } from '../../../lib/events/domain-events.js';
import { RollupStateModel } from './rollup-state.model.js';

/*
 * What a write to leads, conversations or appointments becomes for
 * analytics. The owners' models report the instants a write touched through
 * their `*.written` domain events (published by the schema hooks of
 * api/src/lib/analytics-writes.ts), which markWrittenDates subscribes to
 * where the app is composed (api/src/compose.ts).
 * A mark is such an instant rounded down to 15 minutes: every zone's
 * midnight falls on a quarter hour, so an instant and its rounded one are on
 * the same local day in any zone (and many writes in one quarter hour make
 * one mark). The next analytics read recomputes the marked days
 * (rollup-source.ts). See docs/decisions/0017-analytics-rollups.md.
 */

const SLOT_MS = 15 * 60_000;
/** More marks than this in one write (a relabel of every conversation) → rebuild the agent instead. */
export const MAX_MARKS = 400;

/** Marks the days of `instants` as changed for the agent (a no-op for an agent without rollups yet). */
export async function markAnalyticsChange(userId: Types.ObjectId | string, instants: readonly (Date | null | undefined)[]): Promise<void> {
  const slots = new Set<number>();
  for (const at of instants) if (at instanceof Date && !Number.isNaN(at.getTime())) slots.add(Math.floor(at.getTime() / SLOT_MS) * SLOT_MS);
  if (slots.size === 0) return;
  if (slots.size > MAX_MARKS) {
    await RollupStateModel.updateOne({ userId }, { $set: { stale: true }, $inc: { version: 1 } });
    return;
  }
  await RollupStateModel.updateOne({ userId }, { $addToSet: { dirty: { $each: [...slots].map((t) => new Date(t)) } } });
}

/** The subscriber of `lead.written`, `conversation.written` and `appointment.written` (awaited: the marks are stored before the write's caller goes on). */
export async function markWrittenDates(written: WrittenDates): Promise<void> {
  await markAnalyticsChange(written.userId, written.instants);
}
