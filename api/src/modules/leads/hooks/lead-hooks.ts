import type { LeadDetailDto, LeadStage } from '@leadnest/contracts';
import type { Types } from 'mongoose';

import { domainEvents, type LeadChanged } from '../../../lib/events/domain-events.js';
import { LeadModel } from '../lead.model.js';

/*
 * A lead arrived or moved, published as `lead.changed` for the modules that
 * react (the Mailchimp sync, the dashboard's figures) without the leads
 * module importing them. Every path that creates a lead or changes its
 * stage or email publishes it: createOrMergeLead (by hand, capture pages,
 * lead ads, campaigns), the assistant's turns (chat, SMS, calls), an edit,
 * and the bulk stage change. See docs/decisions/0029-domain-events.md.
 */
export type LeadChange = LeadChanged['change'];
export type LeadChangeEvent = LeadChanged;

/** Publishes the change; a subscriber's failure never undoes it (the lead is stored) and never reaches the caller. */
export async function announceLeadChange(
  change: LeadChange,
  lead: { _id: Types.ObjectId | string; userId: Types.ObjectId | string; stage: LeadStage },
  at = new Date(),
): Promise<void> {
  await domainEvents.publish('lead.changed', { change, userId: String(lead.userId), leadId: String(lead._id), stage: lead.stage, at });
}

/**
 * What a lead shows elsewhere may have changed (an edit, a note, a merge, a
 * stage change): `lead.updated`. The leads module owns the rule that a
 * conversation mirrors its lead, so every such path of its services
 * publishes this; the conversations module's awaited subscriber copies the
 * fields before the request answers.
 */
export async function announceLeadUpdated(userId: string, lead: Pick<LeadDetailDto, 'id' | 'name' | 'stage' | 'score' | 'assignedTo'>): Promise<void> {
  await domainEvents.publish('lead.updated', {
    userId,
    leadId: lead.id,
    name: lead.name,
    stage: lead.stage,
    score: lead.score,
    assignedTo: lead.assignedTo ?? null,
  });
}

/** What an email-marketing sync needs of a lead, read now (so a late job sends the lead as it is, not as it was); null when gone. */
export interface MarketingContact {
  email: string | null;
  name: string;
  stage: LeadStage;
  /** The lead said STOP or "don't contact me" (docs/decisions/0009-opt-out-keywords.md). */
  optedOut: boolean;
}

export async function marketingContactOf(userId: string, leadId: string): Promise<MarketingContact | null> {
  const lead = await LeadModel.findOne({ _id: leadId, userId }, { email: 1, name: 1, stage: 1, optedOutAt: 1 }).lean();
  return lead ? { email: lead.email ?? null, name: lead.name, stage: lead.stage, optedOut: Boolean(lead.optedOutAt) } : null;
}
