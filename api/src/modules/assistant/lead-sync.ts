import type { LeadSource, LeadStage, Understood } from '@leadnest/contracts';
import { Types } from 'mongoose';
import { LeadModel, sortKeyOf, type LeadDocument, type LeadQualification } from '../leads/lead.model.js';
import { digitsOf, scoreOf } from '../leads/leads.dto.js';

/** Until the lead gives a name, the pipeline shows where they came from. */
export const UNNAMED_LEAD: Record<LeadSource, string> = {
  website: 'Website visitor',
  sms: 'SMS lead',
  email: 'Email lead',
  facebook: 'Facebook lead',
  instagram: 'Instagram lead',
};

const CHANNEL_NAME: Record<LeadSource, string> = { website: 'website chat', sms: 'text message', email: 'email', facebook: 'Facebook', instagram: 'Instagram' };

/** What one turn of a conversation changes on its lead. */
export interface LeadTurn {
  userId: string;
  source: LeadSource;
  understood: Understood;
  stage: LeadStage;
  /** The lead's own latest message (the pipeline's "last message"). */
  leadMessage: string;
  at: Date;
  /** Set when this turn booked a showing: the activity's text. */
  booked?: string;
  /** This turn opted the lead out (STOP), or back in (START). */
  optedOut?: boolean;
  optedIn?: boolean;
}

export function qualificationOf(u: Understood): LeadQualification {
  return {
    intent: u.intent === 'other' ? undefined : u.intent,
    budgetMin: u.budget.min,
    budgetMax: u.budget.max,
    bedrooms: u.bedrooms,
    areas: u.areas,
    propertyType: u.propertyType,
    timeline: u.timeline,
    financing: u.financing === 'unknown' ? undefined : u.financing,
  };
}

function newLead(turn: LeadTurn): LeadDocument {
  const _id = new Types.ObjectId();
  return new LeadModel({
    _id,
    userId: turn.userId,
    name: UNNAMED_LEAD[turn.source],
    source: turn.source,
    stage: 'new',
    messageCount: 0,
    activities: [{ type: 'created', at: turn.at, to: 'new', text: `AI assistant, ${CHANNEL_NAME[turn.source]}` }],
    createdAt: turn.at,
    sortKey: sortKeyOf(turn.at, _id),
  });
}

/**
 * Records a turn on the conversation's lead, creating the lead on the
 * first message: contact details the lead gave fill the fields still empty
 * (what the agent typed is never overwritten, except the placeholder name),
 * the qualification is replaced by the latest understanding, the stage only
 * moves as the engine moved it, and each stage change, booking and opt-out
 * is kept as activity. The score is recomputed by the one rule (scoreOf).
 */
export async function recordLeadTurn(leadId: Types.ObjectId | null | undefined, turn: LeadTurn): Promise<LeadDocument> {
  const lead = (leadId ? await LeadModel.findOne({ _id: leadId, userId: turn.userId }) : null) ?? newLead(turn);
  const { contact } = turn.understood;
  if (contact.name && (lead.name === UNNAMED_LEAD[turn.source] || !lead.name)) lead.name = contact.name;
  if (contact.email && !lead.email) lead.email = contact.email;
  if (contact.phone && !lead.phone) {
    lead.phone = contact.phone;
    lead.phoneDigits = digitsOf(contact.phone);
  }
  lead.qualification = qualificationOf(turn.understood);
  if (turn.stage !== lead.stage) {
    lead.activities.push({ type: 'stage', at: turn.at, from: lead.stage, to: turn.stage, text: 'AI assistant' });
    lead.stage = turn.stage;
  }
  if (turn.booked) lead.activities.push({ type: 'appointment', at: turn.at, text: turn.booked });
  if (turn.optedOut && !lead.optedOutAt) {
    lead.optedOutAt = turn.at;
    lead.activities.push({ type: 'optOut', at: turn.at, text: `Opted out in ${CHANNEL_NAME[turn.source]}` });
  }
  if (turn.optedIn && lead.optedOutAt) {
    lead.optedOutAt = null;
    lead.activities.push({ type: 'optOut', at: turn.at, text: `Opted back in by ${CHANNEL_NAME[turn.source]}` });
  }
  lead.lastMessage = turn.leadMessage;
  lead.messageCount = (lead.messageCount ?? 0) + 1;
  lead.score = scoreOf(lead);
  await lead.save();
  return lead;
}
