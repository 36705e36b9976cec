import type { AssistantFinancing, AssistantTimeline, LeadSource, LeadStage, ScoreLabel } from '@leadnest/contracts';

/**
 * What the score may look at: how reachable the lead is, where they came
 * from, how engaged they are, and how far along the pipeline they are.
 * Nothing else, on purpose: see scoreLead.
 */
export interface LeadScoreFacts {
  hasEmail: boolean;
  hasPhone: boolean;
  source: LeadSource;
  stage: LeadStage;
  noteCount: number;
  messageCount: number;
  /** What a conversation learned about readiness (the assistant, issue 6); absent for leads nobody talked to. */
  readiness?: ReadinessFacts;
}

/** Readiness to move, as the assistant extracts it. Never who the lead is. */
export interface ReadinessFacts {
  timeline?: AssistantTimeline;
  financing?: AssistantFinancing;
  /** Any budget stated. */
  hasBudget: boolean;
  /** Buy, sell, rent, invest or valuation stated. */
  hasIntent: boolean;
}

const SOURCE_POINTS: Record<LeadSource, number> = {
  // Filled in a form on the agent's own page: asked for contact.
  website: 15,
  // Texted or mailed the agent first.
  sms: 12,
  email: 10,
  // Social leads are often a single click on an ad.
  facebook: 8,
  instagram: 8,
  // Called the agent's number: as direct as a text.
  phone: 12,
};

const STAGE_POINTS: Record<LeadStage, number> = {
  new: 0,
  contacted: 5,
  qualified: 12,
  showing: 18,
  offer: 22,
  closed: 25,
  lost: 0,
};

const TIMELINE_POINTS: Record<AssistantTimeline, number> = { asap: 12, '0-3m': 10, '3-6m': 6, '6-12m': 3, '12m+': 0 };
const FINANCING_POINTS: Record<AssistantFinancing, number> = { cash: 10, preapproved: 10, 'needs-lender': 4, unknown: 0 };

/** A lost lead is not worth working first, whatever else is known. */
const LOST_CAP = 15;

/**
 * The lead score, 0–100: the one rule, recomputed on every change to a lead
 * (create, edit, stage, note, capture).
 *
 *   contact completeness  up to 35   email 15, phone 20 (a phone can be called and texted)
 *   source                up to 15   website 15, sms 12, email 10, facebook/instagram 8
 *   engagement            up to 25   5 per note (max 10), 3 per message (max 15)
 *   stage                 up to 25   new 0 … offer 22, closed 25; lost 0 and the total capped at 15
 *   readiness             up to 30   what the assistant learned in conversation:
 *                                    timeline asap 12, 0-3m 10, 3-6m 6, 6-12m 3, 12m+ 0;
 *                                    financing cash or pre-approved 10, needs a lender 4;
 *                                    any budget 5; an intent (buy, sell…) 3
 *
 * The total is capped at 100. The assistant labels it hot ≥ 70, warm ≥ 40,
 * else cold (labelFor).
 *
 * Fair Housing (DECISIONS.md): the score never uses protected
 * characteristics (race, colour, religion, sex, disability, familial status,
 * national origin, nor state-protected ones) or stand-ins for them. That is
 * why it does not read the name, the address, the area code, the email's
 * domain or any free text; only the facts above reach this function.
 */
export function scoreLead(facts: LeadScoreFacts): number {
  const contact = (facts.hasEmail ? 15 : 0) + (facts.hasPhone ? 20 : 0);
  const source = SOURCE_POINTS[facts.source] ?? 0;
  const engagement = Math.min(facts.noteCount, 2) * 5 + Math.min(facts.messageCount, 5) * 3;
  const stage = STAGE_POINTS[facts.stage] ?? 0;
  const r = facts.readiness;
  const readiness = r
    ? (r.timeline ? TIMELINE_POINTS[r.timeline] : 0) + (r.financing ? FINANCING_POINTS[r.financing] : 0) + (r.hasBudget ? 5 : 0) + (r.hasIntent ? 3 : 0)
    : 0;
  const total = contact + source + engagement + stage + readiness;
  const capped = facts.stage === 'lost' ? Math.min(total, LOST_CAP) : total;
  return Math.max(0, Math.min(100, Math.round(capped)));
}

/** hot ≥ 70, warm ≥ 40, else cold (issue 6). */
/** AI Settings' leadScoring (issue 20): how strict the labels are. */
export type LeadScoringStrictness = 'low' | 'medium' | 'high';

/**
 * The hot and warm thresholds per strictness: medium is the product's rule
 * (70 / 40); high asks more of a lead before it is hot or warm, low less.
 */
export const LEAD_SCORING_THRESHOLDS: Record<LeadScoringStrictness, { hot: number; warm: number }> = {
  low: { hot: 60, warm: 30 },
  medium: { hot: 70, warm: 40 },
  high: { hot: 80, warm: 55 },
};

export const labelFor = (score: number, strictness: LeadScoringStrictness = 'medium'): ScoreLabel => {
  const t = LEAD_SCORING_THRESHOLDS[strictness] ?? LEAD_SCORING_THRESHOLDS.medium;
  return score >= t.hot ? 'hot' : score >= t.warm ? 'warm' : 'cold';
};
