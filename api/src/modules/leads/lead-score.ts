import type { LeadSource, LeadStage } from '@leadnest/contracts';

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
  const total = contact + source + engagement + stage;
  const capped = facts.stage === 'lost' ? Math.min(total, LOST_CAP) : total;
  return Math.max(0, Math.min(100, Math.round(capped)));
}
