import type { LeadSource, LeadStage, Understood } from '@leadnest/contracts';
import { Types } from 'mongoose';

import { afterRouted, routeUnsavedLead } from './assignment/lead-assignment.js';
import { announceLeadChange } from './hooks/lead-hooks.js';
import { claimFreeKeys, findLeadByIdentity, identityKeys } from './identity/lead-identity.js';
import { type LeadDocument, LeadModel, type LeadQualification, sortKeyOf } from './lead.model.js';
import { storedPhone } from './leads.create.js';
import { digitsOf, scoredFields } from './leads.dto.js';

/*
 * The assistant's side of a lead: every conversation turn passes
 * through here, so leads are built in one module whichever way they come in
 * (by hand, a capture page, a chat, later SMS and voice).
 */

/** What the engine needs of the lead before a turn; null when the conversation has no lead yet. */
export async function leadTurnFacts(leadId: Types.ObjectId | string | null | undefined, userId: string): Promise<LeadTurnFacts | null> {
  if (!leadId) return null;
  const lead = await LeadModel.findOne({ _id: leadId, userId }, { stage: 1, messageCount: 1, name: 1, email: 1, phone: 1 }).lean();
  if (!lead) return null;
  const named = !UNNAMED_NAMES.has(lead.name);
  return {
    stage: lead.stage,
    messageCount: lead.messageCount ?? 0,
    contact: { ...(named ? { name: lead.name } : {}), ...(lead.email ? { email: lead.email } : {}), ...(lead.phone ? { phone: lead.phone } : {}) },
  };
}

/** What a turn needs of its lead: the stage, how many messages so far, and the contact details already on file (the assistant never asks for them again). */
export interface LeadTurnFacts {
  stage: LeadStage;
  messageCount: number;
  contact: { name?: string; email?: string; phone?: string };
}

/** Whether a name is a real one, not the placeholder a lead carries until they give theirs. */
export const isPlaceholderName = (name: string | null | undefined): boolean => !name || UNNAMED_NAMES.has(name);

/** A lead's stage (for the conversation view), or null when it is gone. */
export async function leadStageOf(leadId: Types.ObjectId | string): Promise<LeadStage | null> {
  const lead = await LeadModel.findById(leadId, { stage: 1 }).lean<{ stage: LeadStage }>();
  return lead?.stage ?? null;
}

/** Until the lead gives a name, the pipeline shows where they came from. */
export const UNNAMED_LEAD: Record<LeadSource, string> = {
  website: 'Website visitor',
  sms: 'SMS lead',
  email: 'Email lead',
  facebook: 'Facebook lead',
  instagram: 'Instagram lead',
  phone: 'Phone caller',
};
const UNNAMED_NAMES = new Set<string>(Object.values(UNNAMED_LEAD));

const CHANNEL_NAME: Record<LeadSource, string> = {
  website: 'website chat',
  sms: 'text message',
  email: 'email',
  facebook: 'Facebook',
  instagram: 'Instagram',
  phone: 'phone call',
};

/**
 * Whether a conversation has become a lead: the visitor gave a name or a
 * way to reach them, or something an agent would qualify on (what they
 * want to do, budget, bedrooms, areas, type, timeline, financing). Until
 * then a chat is only a chat: "hi" from a thousand IPs makes no leads.
 */
export function hasLeadFacts(u: Understood): boolean {
  const { contact } = u;
  return Boolean(
    contact.name ||
    contact.email ||
    contact.phone ||
    u.intent !== 'other' ||
    u.budget.min !== undefined ||
    u.budget.max !== undefined ||
    u.bedrooms !== undefined ||
    u.areas.length > 0 ||
    u.propertyType ||
    u.timeline ||
    u.financing !== 'unknown',
  );
}

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
  /**
   * The name the channel knows the person by (their Messenger or Instagram
   * profile), not something they said: the lead takes it in place of the
   * placeholder, on the turn that makes it, so no later write renames it.
   */
  knownName?: string | null;
}

function qualificationOf(u: Understood): LeadQualification {
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

function newLeadOfTurn(turn: LeadTurn): LeadDocument {
  const _id = new Types.ObjectId();
  return new LeadModel({
    _id,
    userId: turn.userId,
    name: turn.knownName || UNNAMED_LEAD[turn.source],
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
  const { contact } = turn.understood;
  const lead = (leadId ? await LeadModel.findOne({ _id: leadId, userId: turn.userId }) : null) ?? (await knownPerson(turn)) ?? newLeadOfTurn(turn);
  const isNew = lead.isNew;
  const before = { stage: lead.stage, email: lead.email ?? null };
  // Found by its email or phone (knownPerson) or new: its keys are claimed below; otherwise only keys this turn adds.
  const keysBefore = isNew || lead.$locals.knownPerson ? [] : identityKeys(turn.userId, lead.email, lead.phone);
  const sources = lead.sources?.length ? lead.sources : [lead.source];
  if (!sources.includes(turn.source)) lead.sources = [...sources, turn.source];
  const unnamed = lead.name === UNNAMED_LEAD[turn.source] || !lead.name;
  if (unnamed && (contact.name || turn.knownName)) lead.name = contact.name || turn.knownName!;
  if (contact.email && !lead.email) lead.email = contact.email;
  if (contact.phone && !lead.phone) {
    lead.phone = storedPhone(contact.phone);
    lead.phoneDigits = digitsOf(lead.phone);
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
  // The lead wrote: its own activity, the score's recency.
  lead.leadActiveAt = turn.at;
  Object.assign(lead, scoredFields(lead, turn.at));
  // A new lead goes to a member by the team's routing, on what this first turn told (docs/decisions/0034-teams.md).
  const routing = isNew ? await routeUnsavedLead(lead, turn.at) : null;
  await lead.save();
  if (routing) await afterRouted(String(lead._id), turn.userId, routing, turn.at, lead.name);
  // Claims only what is new: every turn re-claiming the keys the lead already holds was a failed insert per message.
  const added = identityKeys(turn.userId, lead.email, lead.phone).filter((key) => !keysBefore.includes(key));
  if (added.length > 0) await claimFreeKeys(lead._id, added);
  const change = isNew ? 'created' : before.stage !== lead.stage ? 'stage' : before.email !== (lead.email ?? null) ? 'email' : null;
  if (change) await announceLeadChange(change, lead, turn.at);
  return lead;
}

/**
 * A chat, text or call whose first lead-making turn gives an email or phone
 * the agent already has: the conversation joins that person's lead instead
 * of starting a second one.
 */
async function knownPerson(turn: LeadTurn): Promise<LeadDocument | null> {
  const { email, phone } = turn.understood.contact;
  if (!email && !phone) return null;
  const id = await findLeadByIdentity(turn.userId, email, phone);
  if (!id) return null;
  const lead = await LeadModel.findOne({ _id: id, userId: turn.userId });
  lead?.activities.push({ type: 'merged', at: turn.at, text: `Same person again: AI assistant, ${CHANNEL_NAME[turn.source]}` });
  // Found perhaps by a lead stored before claims existed: recordLeadTurn claims its keys.
  if (lead) lead.$locals.knownPerson = true;
  return lead;
}
