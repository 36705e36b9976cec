import type { LeadStage } from '@leadnest/contracts';
import type { Types } from 'mongoose';
import { LeadModel } from '../lead.model.js';

/**
 * What other modules do when a lead arrives or moves, without the leads
 * module importing them (they import it): e.g. the Mailchimp sync
 * (integrations). Every path that creates a lead or changes its stage or
 * email announces it here: createOrMergeLead (by hand, capture pages, lead
 * ads, campaigns), the assistant's turns (chat, SMS, calls), an edit, and
 * the bulk stage change. Listeners are registered once when the app is
 * assembled, by the registering module's router.
 * See docs/decisions/0004-reacting-to-changes.md.
 */
export type LeadChange = 'created' | 'stage' | 'email';

export interface LeadChangeEvent {
  change: LeadChange;
  userId: string;
  leadId: string;
  stage: LeadStage;
  at: Date;
}

export type LeadListener = (event: LeadChangeEvent) => Promise<void>;

const listeners = new Map<string, LeadListener>();

/** By name, so assembling a second app in one process (tests) replaces rather than doubles. */
export function onLeadChange(name: string, listener: LeadListener): void {
  listeners.set(name, listener);
}

/**
 * Tells every listener, one after another. A listener's failure never
 * undoes the change (the lead is stored) and never reaches the caller:
 * listeners log their own errors and keep anything to retry in durable jobs.
 */
export async function announceLeadChange(change: LeadChange, lead: { _id: Types.ObjectId | string; userId: Types.ObjectId | string; stage: LeadStage }, at = new Date()): Promise<void> {
  const event: LeadChangeEvent = { change, userId: String(lead.userId), leadId: String(lead._id), stage: lead.stage, at };
  for (const listener of listeners.values()) await listener(event).catch(() => undefined);
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
