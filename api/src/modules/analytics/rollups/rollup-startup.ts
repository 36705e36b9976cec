import type { AppLogger } from '../../../lib/logger.js';
import { ensureAppointmentIndexes } from '../../appointments/appointments.service.js';
import { ensureConversationIndexes } from '../../conversations/conversations.service.js';
import { backfillClosedDeals, ensureLeadIndexes, leadOwnerIds } from '../../leads/leads.service.js';
import { ensureRollupsAtStartup } from './rollup-jobs.js';
import { RollupStateModel } from './rollup-state.model.js';

/**
 * Analytics at start-up, in the background, in this order:
 *  1. leads closed before closedAt/firstContactAt existed get them (once;
 *     a bulk write the rollup marks do not see, so when it changed
 *     anything every agent's rollups are rebuilt);
 *  2. the indexes analytics reads are built now, not by the first request;
 *  3. every agent with leads and no rollups gets a rebuild job.
 */
export async function startAnalytics(logger: Pick<AppLogger, 'info'>): Promise<void> {
  const backfilled = await backfillClosedDeals();
  if (backfilled > 0) {
    logger.info({ leads: backfilled }, 'analytics: closed-deal dates backfilled');
    await RollupStateModel.updateMany({}, { $set: { stale: true }, $inc: { version: 1 } });
  }
  await Promise.all([ensureLeadIndexes(), ensureConversationIndexes(), ensureAppointmentIndexes()]);
  await ensureRollupsAtStartup(await leadOwnerIds(), logger);
}
