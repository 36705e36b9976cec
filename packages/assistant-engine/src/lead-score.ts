import type { AssistantFinancing, AssistantTimeline, LeadSource, ScoreLabel } from '@leadnest/contracts';

/**
 * What the score may look at: what the lead said and did. How reachable
 * they are, where they came from, how much they wrote, and how ready they
 * said they are. Never what the agent did (notes, stage moves: the
 * score describes the lead), and never who the lead is: see scoreLead and
 * docs/decisions/0010-fair-housing-score.md.
 */
export interface LeadScoreFacts {
  hasEmail: boolean;
  hasPhone: boolean;
  source: LeadSource;
  /** Messages the lead sent (any channel). */
  messageCount: number;
  /** What a conversation learned about readiness (the assistant); absent for leads nobody talked to. */
  readiness?: ReadinessFacts;
  /**
   * Whole days since the lead itself last did something (arrived, wrote,
   * filled a form again), never counting what the agent did; 0 or absent
   * while it is fresh (a conversation turn is, by definition).
   */
  quietDays?: number;
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

const SOURCE_NAMES: Record<LeadSource, string> = {
  website: 'the website',
  sms: 'a text',
  email: 'an email',
  facebook: 'Facebook',
  instagram: 'Instagram',
  phone: 'a phone call',
};
const TIMELINE_POINTS: Record<AssistantTimeline, number> = { asap: 12, '0-3m': 10, '3-6m': 6, '6-12m': 3, '12m+': 0 };
const TIMELINE_NAMES: Record<AssistantTimeline, string> = {
  asap: 'as soon as possible',
  '0-3m': 'within 3 months',
  '3-6m': 'in 3–6 months',
  '6-12m': 'in 6–12 months',
  '12m+': 'in over a year',
};
const FINANCING_POINTS: Record<AssistantFinancing, number> = { cash: 10, preapproved: 10, 'needs-lender': 4, unknown: 0 };
const FINANCING_NAMES: Record<AssistantFinancing, string> = {
  cash: 'paying cash',
  preapproved: 'pre-approved',
  'needs-lender': 'needs a lender',
  unknown: 'unknown',
};
const POINTS_PER_MESSAGE = 5;

/**
 * Recency: a lead that has gone quiet cools. The bands, longest
 * first: quiet for `days` or more takes `points` off. A fresh lead loses
 * nothing, so the score of a lead that just arrived or just wrote is what it
 * gave and said; the rescoring job (api leads/score) moves stored scores as
 * leads cross a band, so the score changes with time without any event.
 */
export const RECENCY_BANDS: readonly { days: number; points: number }[] = [
  { days: 90, points: -20 },
  { days: 30, points: -10 },
];
const DAY_MS = 24 * 3600_000;

/** Whole days between the lead's own last activity and `now` (0 when in the future). */
export function quietDaysOf(activeAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - activeAt.getTime()) / DAY_MS));
}

/** When a lead last active at `activeAt` next crosses into another recency band after `now`; null when it is in the last one. */
export function nextRecencyChange(activeAt: Date, now: Date): Date | null {
  const crossings = RECENCY_BANDS.map((b) => new Date(activeAt.getTime() + b.days * DAY_MS)).filter((at) => at > now);
  return crossings.length ? new Date(Math.min(...crossings.map((d) => d.getTime()))) : null;
}
const MESSAGE_POINTS_MAX = 25;

/** One part of the score, as the hover over it explains it. */
export interface ScoreReason {
  label: string;
  points: number;
}

/**
 * The score's parts, each with what the lead did to earn it (the reasons
 * shown on hover). Parts worth nothing are left out.
 *
 *   contact completeness  up to 35   email 15, phone 20 (a phone can be called and texted)
 *   source                up to 15   website 15, sms/phone 12, email 10, facebook/instagram 8
 *   engagement            up to 25   5 per message the lead sent
 *   readiness             up to 30   what the lead told the assistant:
 *                                    timeline asap 12, 0-3m 10, 3-6m 6, 6-12m 3, 12m+ 0;
 *                                    financing cash or pre-approved 10, needs a lender 4;
 *                                    any budget 5; an intent (buy, sell…) 3
 *   recency               down to −20 the lead's own last activity: quiet 30+ days −10, 90+ days −20
 */
export function scoreReasons(facts: LeadScoreFacts): ScoreReason[] {
  const reasons: ScoreReason[] = [];
  if (facts.hasEmail) reasons.push({ label: 'Gave an email address', points: 15 });
  if (facts.hasPhone) reasons.push({ label: 'Gave a phone number', points: 20 });
  const source = SOURCE_POINTS[facts.source] ?? 0;
  if (source) reasons.push({ label: `Came through ${SOURCE_NAMES[facts.source] ?? facts.source}`, points: source });
  const messages = Math.min(facts.messageCount * POINTS_PER_MESSAGE, MESSAGE_POINTS_MAX);
  if (messages) reasons.push({ label: `Sent ${facts.messageCount} message${facts.messageCount === 1 ? '' : 's'}`, points: messages });
  const r = facts.readiness;
  if (r?.timeline && TIMELINE_POINTS[r.timeline]) reasons.push({ label: `Wants to move ${TIMELINE_NAMES[r.timeline]}`, points: TIMELINE_POINTS[r.timeline] });
  if (r?.financing && FINANCING_POINTS[r.financing])
    reasons.push({ label: `Financing: ${FINANCING_NAMES[r.financing]}`, points: FINANCING_POINTS[r.financing] });
  if (r?.hasBudget) reasons.push({ label: 'Stated a budget', points: 5 });
  if (r?.hasIntent) reasons.push({ label: 'Said what they want (buy, sell…)', points: 3 });
  const quiet = RECENCY_BANDS.find((b) => (facts.quietDays ?? 0) >= b.days);
  if (quiet) reasons.push({ label: `Quiet for over ${quiet.days} days`, points: quiet.points });
  return reasons;
}

/**
 * The lead score, 0–100: the one rule, the sum of scoreReasons capped at
 * 100. The assistant labels it hot ≥ 70, warm ≥ 40, else cold (labelFor).
 *
 * It reads the lead, not the agent: the agent's notes and stage
 * moves never change it, so a note saying "not interested" cannot raise it
 * and moving a lead along the pipeline does not make it look hotter.
 *
 * Fair Housing (docs/decisions/0010-fair-housing-score.md): the score never uses protected
 * characteristics (race, colour, religion, sex, disability, familial status,
 * national origin, nor state-protected ones) or stand-ins for them. That is
 * why it does not read the name, the address, the area code, the email's
 * domain or any free text; only the facts above reach this function.
 */
export function scoreLead(facts: LeadScoreFacts): number {
  const total = scoreReasons(facts).reduce((sum, r) => sum + r.points, 0);
  return Math.max(0, Math.min(100, Math.round(total)));
}

/** hot ≥ 70, warm ≥ 40, else cold. */
/** AI Settings' leadScoring: how strict the labels are. */
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
