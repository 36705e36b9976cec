import { DEFAULT_TIME_ZONE } from '@leadnest/assistant-engine';
import { Types } from 'mongoose';

import type { AppLogger } from '../../../lib/logger.js';
import { loadAgentSettings } from '../../agent-settings/agent-settings.service.js';
import { DailyRollupModel } from './daily-rollup.model.js';
import { MonthlyRollupModel } from './monthly-rollup.model.js';
import { rebuildAgentRollups } from './rollup-build.js';
import { ROLLUP_REBUILD_JOB, scheduleRollupRebuild } from './rollup-source.js';
import { ROLLUP_LAYOUT, RollupStateModel } from './rollup-state.model.js';

export { ROLLUP_REBUILD_JOB };

/** The durable rebuild job's handler: always in the agent's zone at the time it runs (a zone changed twice builds once for the last). */
export async function runRollupRebuild(payload: Record<string, unknown>): Promise<void> {
  const userId = String(payload.userId);
  const settings = await loadAgentSettings(userId);
  if (!settings) return;
  await rebuildAgentRollups(userId, settings.availability.timeZone ?? DEFAULT_TIME_ZONE);
}

/**
 * The agent saved a time zone: when it is not the one their rollups were
 * built in, their days are other days, so the rollups are rebuilt (durable
 * job; reads use the raw documents until it is done).
 */
export async function rebuildRollupsIfZoneChanged(userId: string, zone: string): Promise<boolean> {
  const state = await RollupStateModel.findOne({ userId: new Types.ObjectId(userId) }, { zone: 1 }).lean<{ zone: string }>();
  if (!state || state.zone === zone) return false;
  await scheduleRollupRebuild(userId, `zone:${zone}`);
  return true;
}

/**
 * At start-up: the rollup collections' indexes exist, every agent with
 * leads but no rollups gets a rebuild job, and so does every agent whose
 * rollups are of an older layout (idempotent: a scheduled job's key is
 * stored once; an agent with current rollups is left alone).
 */
export async function ensureRollupsAtStartup(agentIds: readonly string[], logger: Pick<AppLogger, 'info'>): Promise<number> {
  await Promise.all([DailyRollupModel.init(), MonthlyRollupModel.init(), RollupStateModel.init()]);
  const states = await RollupStateModel.find({}, { userId: 1, status: 1, layout: 1 }).lean<{ userId: Types.ObjectId; status: string; layout?: number }[]>();
  const built = new Set(states.map((s) => String(s.userId)));
  const missing = agentIds.filter((id) => !built.has(id));
  // A 'building' one has its job already (durable), which builds the current layout.
  const older = states.filter((s) => s.status === 'ready' && s.layout !== ROLLUP_LAYOUT).map((s) => String(s.userId));
  for (const id of missing) await scheduleRollupRebuild(id, 'first');
  for (const id of older) await scheduleRollupRebuild(id, `layout:${ROLLUP_LAYOUT}`);
  if (missing.length + older.length > 0) logger.info({ agents: missing.length, olderLayout: older.length }, 'analytics: rollups scheduled to be built');
  return missing.length + older.length;
}
