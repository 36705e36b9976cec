import type { LeadSource, LeadStage, Understood } from '@leadnest/contracts';
import { scoreLead as leadScore } from '../../leads/lead-score';

export interface Engagement {
  source: LeadSource;
  stage: LeadStage;
  messageCount: number;
  noteCount?: number;
}

export type ScoreLabel = 'hot' | 'warm' | 'cold';

/** hot ≥ 70, warm ≥ 40, else cold (issue 6). */
export const labelFor = (score: number): ScoreLabel => (score >= 70 ? 'hot' : score >= 40 ? 'warm' : 'cold');

const TIMELINE_POINTS = { asap: 12, '0-3m': 10, '3-6m': 6, '6-12m': 3, '12m+': 0 } as const;
const FINANCING_POINTS = { cash: 10, preapproved: 10, 'needs-lender': 4, unknown: 0 } as const;

/**
 * The assistant's lead score, 0–100, and its label.
 *
 * It is the leads module's rule (contact 35, source 15, engagement 25,
 * stage 25; see leads/lead-score.ts) plus what the conversation learned
 * about readiness, capped at 100:
 *
 *   timeline    up to 12   asap 12, 0-3m 10, 3-6m 6, 6-12m 3, 12m+ 0
 *   financing   up to 10   cash or pre-approved 10, needs a lender 4
 *   budget      5          any budget stated
 *   intent      3          buy, sell, rent, invest or valuation stated
 *
 * Fair Housing: only those facts are read. Never the name, the areas, the
 * bedrooms, the free text, nor anything about who the lead is.
 */
export function scoreLead(understood: Understood, engagement: Engagement): { score: number; label: ScoreLabel } {
  const base = leadScore({
    hasEmail: Boolean(understood.contact.email),
    hasPhone: Boolean(understood.contact.phone),
    source: engagement.source,
    stage: engagement.stage,
    noteCount: engagement.noteCount ?? 0,
    messageCount: engagement.messageCount,
  });
  const readiness =
    (understood.timeline ? TIMELINE_POINTS[understood.timeline] : 0) +
    FINANCING_POINTS[understood.financing] +
    (understood.budget.min !== undefined || understood.budget.max !== undefined ? 5 : 0) +
    (understood.intent !== 'other' ? 3 : 0);
  // A lost lead stays capped as the leads rule caps it.
  const score = engagement.stage === 'lost' ? base : Math.max(0, Math.min(100, base + readiness));
  return { score, label: labelFor(score) };
}
