import { labelFor } from '@leadnest/assistant-engine';
import type { AppLogger } from '../../../lib/logger.js';
import { mirrorLeadOnConversations } from '../../conversations/conversations.service.js';
import { forgetDashboardMetrics } from '../../dashboard/dashboard.service.js';
import { registerJobHandler } from '../../jobs/jobs.service.js';
import { loadAgentSettings } from '../../users/agent-settings.service.js';
import { RESCORE_JOB, rescoreDueLeads, rescoreStoredLeads, scheduleNextRescore, type RescoredLead } from './lead-rescore.js';

/** Scores that moved reach what shows them: each conversation's score and label (under the agent's leadScoring), the dashboard's figures. */
async function mirrorRescored(leads: readonly RescoredLead[]): Promise<void> {
  const strictness = new Map<string, Awaited<ReturnType<typeof loadAgentSettings>>>();
  for (const lead of leads) {
    if (!strictness.has(lead.userId)) {
      strictness.set(lead.userId, await loadAgentSettings(lead.userId));
      forgetDashboardMetrics(lead.userId);
    }
    const label = labelFor(lead.score, strictness.get(lead.userId)?.leadScoring);
    await mirrorLeadOnConversations(lead.id, { stage: lead.stage, score: lead.score, label, name: lead.name });
  }
}

/**
 * The rescoring job (once per process, from the leads router): each run
 * first stores the next hour's run (its key is that hour, so a restart or a
 * second process adds no other), then rescores the leads whose recency band
 * changed. A run that throws is retried by the job runner; the chain goes on.
 */
export function registerRescoreJob(): void {
  registerJobHandler(RESCORE_JOB, async () => {
    const now = new Date();
    await scheduleNextRescore(now);
    await mirrorRescored(await rescoreDueLeads(now));
  });
}

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
