import { Types } from 'mongoose';

import { scheduleJob } from '../../jobs/jobs.service.js';
import { type DailyRollup, DailyRollupModel } from './daily-rollup.model.js';
import { type MonthlyRollup, MonthlyRollupModel } from './monthly-rollup.model.js';
import { type PeriodFigures, rawFigures, rollupFigures, type RollupSpan } from './period-figures.js';
import { refreshMarkedDays } from './rollup-build.js';
import { dayKeyOf, monthDays, readPlan } from './rollup-days.js';
import { ROLLUP_LAYOUT, type RollupState, RollupStateModel } from './rollup-state.model.js';

/*
 * Which source a request's figures come from: the rollups when
 * they are built for the agent's current zone (and layout), after
 * recomputing the days marked since the last read; otherwise the raw
 * documents (same answers, slower) while a durable job (re)builds them — an
 * agent without rollups yet, a changed time zone, rollups of an older
 * layout, or a write that marked too much.
 */

export const ROLLUP_REBUILD_JOB = 'analytics.rollups.rebuild';

/** Schedules the agent's rebuild (once per state version: a second request for the same one is the same job). */
export async function scheduleRollupRebuild(userId: string, reason: string, now = new Date()): Promise<void> {
  const state = await RollupStateModel.findOne({ userId: new Types.ObjectId(userId) }, { version: 1 }).lean<Pick<RollupState, 'version'>>();
  await scheduleJob(ROLLUP_REBUILD_JOB, `${ROLLUP_REBUILD_JOB}:${userId}:${state?.version ?? 0}:${reason}`, now, { userId });
}

// Refreshes of one agent run one after another in this process, so an
// older recomputation never lands after a newer one.
const refreshing = new Map<string, Promise<unknown>>();
function oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
  const run = (refreshing.get(key) ?? Promise.resolve()).catch(() => undefined).then(task);
  refreshing.set(key, run);
  void run.finally(() => refreshing.get(key) === run && refreshing.delete(key)).catch(() => undefined);
  return run;
}

/** Whether the agent's rollups can answer for `zone` right now (refreshing marked days first). */
async function rollupsReady(userId: Types.ObjectId, zone: string): Promise<boolean> {
  const state = await RollupStateModel.findOne({ userId }).lean<RollupState>();
  const usable = (s: RollupState | null) => !!s && s.status === 'ready' && !s.stale && s.zone === zone && s.layout === ROLLUP_LAYOUT;
  if (!state || !usable(state)) {
    const reason = !state ? 'first' : state.stale ? 'stale' : state.zone !== zone ? `zone:${zone}` : `layout:${ROLLUP_LAYOUT}`;
    if (state?.status !== 'building' || state.zone !== zone) await scheduleRollupRebuild(String(userId), reason);
    return false;
  }
  if (state.dirty.length === 0) return true;
  return oneAtATime(String(userId), async () => {
    const fresh = await RollupStateModel.findOne({ userId }).lean<RollupState>();
    return !!fresh && usable(fresh) && (await refreshMarkedDays(fresh));
  });
}

const nextDay = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 3600_000).toISOString().slice(0, 10);

/**
 * The figures for ranges inside [from, to) (zone midnights) cut at most at
 * `cuts` (zone midnights: the previous period's end, say): the rollups of
 * that span read once — its whole months without a cut from the monthly
 * rollups, the rest as days — or the raw documents. `source` forces one
 * (the consistency test's oracle is 'raw').
 */
export async function periodFigures(
  userId: string,
  zone: string,
  from: Date,
  to: Date,
  source: 'auto' | 'raw' = 'auto',
  cuts: readonly Date[] = [],
): Promise<PeriodFigures> {
  const uid = new Types.ObjectId(userId);
  if (source === 'raw' || !(await rollupsReady(uid, zone))) return rawFigures(userId);
  const plan = readPlan(
    dayKeyOf(from, zone),
    dayKeyOf(to, zone),
    cuts.map((c) => dayKeyOf(c, zone)),
  );
  // Unsorted on purpose: the embedded database answers a range on {userId, day} from the index only without a sort (rollups-plans.test.ts).
  const [months, ...days] = await Promise.all([
    plan.months.length === 0
      ? []
      : MonthlyRollupModel.find({ userId: uid, month: { $gte: plan.months[0]!, $lte: plan.months.at(-1)! } }, { _id: 0, userId: 0 }).lean<MonthlyRollup[]>(),
    ...plan.days.map(([a, b]) => DailyRollupModel.find({ userId: uid, day: { $gte: a, $lt: b } }, { _id: 0, userId: 0 }).lean<DailyRollup[]>()),
  ]);
  const wanted = new Set(plan.months);
  const spans: RollupSpan[] = [
    // A month inside the span with a cut in it is read as days instead.
    ...months.filter((m) => wanted.has(m.month)).map(({ month, ...body }) => ({ ...body, from: monthDays(month).first, to: monthDays(month).next })),
    ...days.flat().map(({ day, ...body }) => ({ ...body, from: day, to: nextDay(day) })),
  ];
  return rollupFigures(spans, zone);
}
