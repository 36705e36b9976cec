import { labelFor } from '@leadnest/assistant-engine';

import type { LeadMerged, LeadUpdated } from '../../lib/events/domain-events.js';
import { loadAgentSettings } from '../agent-settings/agent-settings.service.js';
import { moveConversationsToLead } from './conversations.lead-merge.js';
import { mirrorLeadOnConversations } from './conversations.queries.js';

/*
 * A conversation shows its lead's name, stage and score (the inbox's rows,
 * the dashboard's filters). The leads module publishes when those may have
 * changed; these are the awaited subscribers that copy them, so the
 * request that changed the lead answers with its conversations in step.
 */

/** `lead.updated`: the fields again, the label under the agent's own leadScoring (as the assistant labels it). */
export async function mirrorUpdatedLead(lead: LeadUpdated): Promise<void> {
  const strictness = (await loadAgentSettings(lead.userId))?.leadScoring;
  await mirrorLeadOnConversations(lead.leadId, {
    stage: lead.stage,
    score: lead.score,
    label: labelFor(lead.score, strictness),
    name: lead.name,
    assignedTo: lead.assignedTo,
  });
}

/** `lead.merged`: the removed lead's conversations become the kept one's. */
export async function moveMergedLeadConversations(merged: LeadMerged): Promise<void> {
  await moveConversationsToLead(merged.userId, merged.removedId, merged.kept);
}
