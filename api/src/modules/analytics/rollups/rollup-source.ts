import { Types } from 'mongoose';
import { scheduleJob } from '../../jobs/jobs.service.js';
import { DailyRollupModel, type DailyRollup } from './daily-rollup.model.js';
import { refreshMarkedDays } from './rollup-build.js';
import { dayKeyOf } from './rollup-days.js';
import { RollupStateModel, type RollupState } from './rollup-state.model.js';
import { rawFigures, rollupFigures, type PeriodFigures } from './period-figures.js';

/*
 * Which source a request's figures come from (issue 21): the daily rollups
 * when they are built for the agent's current zone, after recomputing the
 * days marked since the last read; otherwise the raw documents (same
 * answers, slower) while a durable job (re)builds them — an agent without
 * rollups yet, a changed time zone, or a write that marked too much.
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
  if (!state || state.status !== 'ready' || state.stale || state.zone !== zone) {
    if (state?.status !== 'building' || state.zone !== zone) await scheduleRollupRebuild(String(userId), state ? (state.stale ? 'stale' : `zone:${zone}`) : 'first');
    return false;
  }
  if (state.dirty.length === 0) return true;
  return oneAtATime(String(userId), async () => {
    const fresh = await RollupStateModel.findOne({ userId }).lean<RollupState>();
    return !!fresh && fresh.status === 'ready' && fresh.zone === zone && !fresh.stale && (await refreshMarkedDays(fresh));
  });
}

/**
 * The figures for ranges inside [from, to) (zone midnights): the rollup
 * days of that span read once, or the raw documents. `source` forces one
 * (the consistency test's oracle is 'raw').
 */
export async function periodFigures(userId: string, zone: string, from: Date, to: Date, source: 'auto' | 'raw' = 'auto'): Promise<PeriodFigures> {
  const uid = new Types.ObjectId(userId);
  if (source === 'raw' || !(await rollupsReady(uid, zone))) return rawFigures(userId);
  // Unsorted on purpose: the embedded database answers a range on {userId, day} from the index only without a sort (rollups-plans.test.ts).
  const rows = await DailyRollupModel.find({ userId: uid, day: { $gte: dayKeyOf(from, zone), $lt: dayKeyOf(to, zone) } }, { _id: 0, userId: 0 }).lean<DailyRollup[]>();
  return rollupFigures(rows, zone);
}
