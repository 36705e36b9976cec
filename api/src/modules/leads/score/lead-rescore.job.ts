import type { AppLogger } from '../../../lib/logger.js';
import { announceLeadUpdated } from '../hooks/lead-hooks.js';
import { RESCORE_JOB, type RescoredLead, rescoreDueLeads, rescoreStoredLeads, scheduleNextRescore } from './lead-rescore.js';

/** Scores that moved reach what shows them (each conversation's score and label, the dashboard's figures) through `lead.updated`. */
async function mirrorRescored(leads: readonly RescoredLead[]): Promise<void> {
  for (const lead of leads) await announceLeadUpdated(lead.userId, lead);
}

/**
 * The rescoring job's handler (registered where the app is composed): each run
 * first stores the next hour's run (its key is that hour, so a restart or a
 * second process adds no other), then rescores the leads whose recency band
 * changed. A run that throws is retried by the job runner; the chain goes on.
 */
export async function runRescoreJob(): Promise<void> {
  const now = new Date();
  await scheduleNextRescore(now);
  await mirrorRescored(await rescoreDueLeads(now));
}

export { RESCORE_JOB };

/**
 * At start-up: leads stored under an older score rule are rescored once
 * (batched, idempotent), and the next hourly run is stored if it is not
 * already. A run that fell due while the server was down runs at once (the
 * runner looks at start).
 */
export async function startLeadRescoring(logger: Pick<AppLogger, 'info' | 'warn'>, now = new Date()): Promise<void> {
  await scheduleNextRescore(now);
  const moved = await rescoreStoredLeads(now);
  await mirrorRescored(moved);
  if (moved.length > 0) logger.info({ leads: moved.length }, 'leads: stored scores rescored under the current rule (recency)');
}
