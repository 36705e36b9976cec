import { DateTime } from 'luxon';
import { Types } from 'mongoose';

import { zoneDayStart } from '../../../lib/zone-days.js';
import { earliestBookingDate } from '../../appointments/appointments.service.js';
import { earliestConversationDate } from '../../conversations/conversations.service.js';
import { earliestLeadDate } from '../../leads/leads.service.js';
import { type DailyRollup, DailyRollupModel } from './daily-rollup.model.js';
import { MonthlyRollupModel } from './monthly-rollup.model.js';
import { computeDays, dayKeyOf, type DayRow, monthDays, monthOfDay, sumBodies } from './rollup-days.js';
import { ROLLUP_LAYOUT, type RollupState, RollupStateModel } from './rollup-state.model.js';

/*
 * Building and refreshing an agent's daily rollups and their monthly sums.
 * Rebuild: the whole history a month at a time (batched: one
 * month's documents in memory at once), idempotent (every day and month is
 * replaced), run by the durable job in rollup-jobs.ts. Refresh: the days
 * writes marked since (rollup-marks.ts), recomputed at the next read, and
 * the months they are in summed again from their stored days.
 */

/** Replaces the stored days in [fromDay, toDay) with `rows` (a day that became empty is removed). */
async function replaceDays(userId: Types.ObjectId, fromDay: string, toDay: string, rows: DayRow[]): Promise<void> {
  const keep = rows.map((r) => r.day);
  await DailyRollupModel.deleteMany({ userId, day: { $gte: fromDay, $lt: toDay, $nin: keep } });
  if (rows.length > 0) {
    await DailyRollupModel.bulkWrite(rows.map((row) => ({ replaceOne: { filter: { userId, day: row.day }, replacement: row, upsert: true } })));
  }
}

/** Replaces the stored sum of `month` with that of its days `rows` (no document when none). */
async function replaceMonth(userId: Types.ObjectId, month: string, rows: readonly DayRow[]): Promise<void> {
  if (rows.length === 0) await MonthlyRollupModel.deleteOne({ userId, month });
  else await MonthlyRollupModel.replaceOne({ userId, month }, { userId, month, ...sumBodies(rows) }, { upsert: true });
}

/** Rebuilds every day (and month) of the agent's history in `zone`; leaves the state 'ready' for that zone. Answers how many days hold something. */
export async function rebuildAgentRollups(ownerId: string, zone: string, now = new Date()): Promise<number> {
  const userId = new Types.ObjectId(ownerId);
  // Marks made from here on are refreshed at the next read; the build itself reads everything older.
  await RollupStateModel.updateOne({ userId }, { $set: { status: 'building', zone, dirty: [], stale: false }, $inc: { version: 1 } }, { upsert: true });
  const dates = (await Promise.all([earliestLeadDate(ownerId), earliestConversationDate(ownerId), earliestBookingDate(ownerId)])).filter(
    (d): d is Date => d !== null,
  );
  let days = 0;
  if (dates.length === 0) {
    await Promise.all([DailyRollupModel.deleteMany({ userId }), MonthlyRollupModel.deleteMany({ userId })]);
  } else {
    const first = new Date(Math.min(...dates.map((d) => d.getTime())));
    const end = zoneDayStart(new Date(Math.max(now.getTime(), ...dates.map((d) => d.getTime()))), zone, { days: 1 });
    await DailyRollupModel.deleteMany({ userId, day: { $lt: dayKeyOf(first, zone) } });
    await MonthlyRollupModel.deleteMany({ userId, month: { $lt: monthOfDay(dayKeyOf(first, zone)) } });
    let month = '';
    for (let cursor = DateTime.fromJSDate(first, { zone }).startOf('month').toJSDate(); cursor < end;) {
      const next = new Date(Math.min(DateTime.fromJSDate(cursor, { zone }).plus({ months: 1 }).startOf('month').toMillis(), end.getTime()));
      const rows = await computeDays(userId, zone, cursor, next);
      await replaceDays(userId, dayKeyOf(cursor, zone), dayKeyOf(next, zone), rows);
      // The chunk is the month's every day up to `end` (none are stored after it): their sum is the month's.
      month = monthOfDay(dayKeyOf(cursor, zone));
      await replaceMonth(userId, month, rows);
      days += rows.length;
      cursor = next;
    }
    await DailyRollupModel.deleteMany({ userId, day: { $gte: dayKeyOf(end, zone) } });
    await MonthlyRollupModel.deleteMany({ userId, month: { $gt: month } });
  }
  await RollupStateModel.updateOne({ userId }, { $set: { status: 'ready', zone, builtAt: new Date(), layout: ROLLUP_LAYOUT }, $inc: { version: 1 } });
  return days;
}

/** Sums `months` again from their stored days (after some of those days were replaced). */
async function resumMonths(userId: Types.ObjectId, months: ReadonlySet<string>): Promise<void> {
  for (const month of months) {
    const { first, next } = monthDays(month);
    const rows = await DailyRollupModel.find({ userId, day: { $gte: first, $lt: next } }, { _id: 0 }).lean<DailyRollup[]>();
    await replaceMonth(userId, month, rows);
  }
}

/**
 * Recomputes the days marked since the last read (in the state's zone),
 * contiguous days in one read; answers false when the rollups cannot be
 * used (a rebuild started meanwhile).
 */
export async function refreshMarkedDays(state: RollupState): Promise<boolean> {
  if (state.dirty.length === 0) return true;
  const zone = state.zone;
  const starts = [...new Set(state.dirty.map((at) => zoneDayStart(at, zone).getTime()))].sort((a, b) => a - b);
  const runs: { start: Date; end: Date }[] = [];
  for (const t of starts) {
    const start = new Date(t);
    const last = runs[runs.length - 1];
    if (last && last.end.getTime() === t) last.end = zoneDayStart(start, zone, { days: 1 });
    else runs.push({ start, end: zoneDayStart(start, zone, { days: 1 }) });
  }
  for (const run of runs) {
    const rows = await computeDays(state.userId, zone, run.start, run.end);
    await replaceDays(state.userId, dayKeyOf(run.start, zone), dayKeyOf(run.end, zone), rows);
  }
  await resumMonths(state.userId, new Set(starts.map((t) => monthOfDay(dayKeyOf(new Date(t), zone)))));
  // Only the marks read: ones added meanwhile stay for the next read.
  const cleared = await RollupStateModel.updateOne({ userId: state.userId, version: state.version, status: 'ready' }, { $pullAll: { dirty: state.dirty } });
  return cleared.matchedCount > 0;
}

/**
 * Holds the agent's rollups as 'building' without building (reads use the
 * raw documents and schedule nothing): bench:analytics measures the raw
 * path this way before it builds them, in the same process.
 */
export async function holdRollupsBuilding(ownerId: string, zone: string): Promise<void> {
  await RollupStateModel.updateOne(
    { userId: new Types.ObjectId(ownerId) },
    { $set: { status: 'building', zone, dirty: [], stale: false }, $inc: { version: 1 } },
    { upsert: true },
  );
}
