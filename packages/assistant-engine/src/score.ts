import type { LeadSource, ScoreLabel, Understood } from '@leadnest/contracts';

import { labelFor, type LeadScoringStrictness, type ReadinessFacts, scoreLead as leadScore } from './lead-score';

/** What the lead did in the conversation that the score reads (never the stage or the agent's notes). */
export interface Engagement {
  source: LeadSource;
  messageCount: number;
}

export { labelFor, LEAD_SCORING_THRESHOLDS, type LeadScoringStrictness } from './lead-score';
export type { ScoreLabel };

/** The readiness facts of what was understood: the only part of it the score may read. */
export function readinessOf(understood: Understood): ReadinessFacts {
  return {
    timeline: understood.timeline,
    financing: understood.financing,
    hasBudget: understood.budget.min !== undefined || understood.budget.max !== undefined,
    hasIntent: understood.intent !== 'other',
  };
}

/**
 * The assistant's lead score, 0–100, and its label: the ONE rule of
 * lead-score.ts (contact, source, the lead's messages, readiness; never the stage or notes), fed
 * with what the conversation learned. Fair Housing: only the readiness
 * facts of `understood` reach it (timeline, financing, whether a budget and
 * an intent were stated), never the name, the areas, the bedrooms or any
 * free text.
 */
export function scoreLead(understood: Understood, engagement: Engagement, strictness: LeadScoringStrictness = 'medium'): { score: number; label: ScoreLabel } {
  const score = leadScore({
    hasEmail: Boolean(understood.contact.email),
    hasPhone: Boolean(understood.contact.phone),
    source: engagement.source,
    messageCount: engagement.messageCount,
    readiness: readinessOf(understood),
  });
  return { score, label: labelFor(score, strictness) };
}
