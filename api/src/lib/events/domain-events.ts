import type { AppointmentDto, ConversationHandoffDto, LeadStage } from '@leadnest/contracts';

import { type EventBus, InProcessEventBus } from './bus.js';

/*
 * Every domain event and its payload, in one map
 * (docs/decisions/0029-domain-events.md). The module that owns the data
 * publishes; the modules that react subscribe where the app is composed
 * (api/src/compose.ts). Payloads carry ids and plain values, never
 * documents, so a later delivery to other API processes can serialize them.
 */

/** What a write touched, for analytics: the instants of the dates the day rollups are keyed by, before and after (api/src/lib/analytics-writes.ts). */
export interface WrittenDates {
  userId: string;
  instants: Date[];
}

/** A lead arrived or moved: created (or merged into by a new email), a new stage, a new email. */
export interface LeadChanged {
  change: 'created' | 'stage' | 'email';
  userId: string;
  leadId: string;
  stage: LeadStage;
  at: Date;
}

/** What a lead shows elsewhere (its conversations' name, stage, score) may have changed: an edit, a note, a merge, a stage change. */
export interface LeadUpdated {
  userId: string;
  leadId: string;
  /** The team member working it (null: the pool); conversations follow it. */
  assignedTo: string | null;
  name: string;
  stage: LeadStage;
  score: number;
}

/** `removedId` was folded into `kept`: what pointed at the removed lead moves to the kept one. */
export interface LeadMerged {
  userId: string;
  removedId: string;
  kept: { id: string; name: string; stage: LeadStage; score: number };
}

export interface LeadsRemoved {
  userId: string;
  leadIds: string[];
}

export interface ConversationChanged {
  userId: string;
  conversationId: string;
  /** This change moved the conversation to needs-agent: the assistant handed it to the agent. */
  becameNeedsAgent: boolean;
  /** With becameNeedsAgent: why, as stored with it; absent when not known (a person asked for, as the mail and toast said before reasons were kept). */
  handoff?: ConversationHandoffDto;
}

export type AppointmentChange = 'booked' | 'moved' | 'cancelled' | 'confirmed';

export interface AppointmentChanged {
  change: AppointmentChange;
  appointment: AppointmentDto;
  previous?: AppointmentDto;
}

/** The agent's lead scoring strictness changed: labels already shown follow the new thresholds. */
export interface AgentScoringChanged {
  userId: string;
  thresholds: { hot: number; warm: number };
}

/** The agent's time zone was saved (changed or not): their days are this zone's days. */
export interface AgentZoneSaved {
  userId: string;
  zone: string;
}

/** A phone call reached a final status (completed, busy, no-answer, failed, canceled), its duration and outcome known. */
export interface CallEnded {
  callSid: string;
  status: string;
  duration: number;
  outcome: string | null;
}

/** Per-process read caches emptied by a write in some process (api/src/lib/read-cache.ts): the others empty theirs. */
export interface CachesCleared {
  /** A cache's name, with the one key dropped, or none when the whole cache was emptied. */
  caches: { name: string; key?: string }[];
}

/** A member left a team (docs/decisions/0034-teams.md): their open leads go to `reassignTo`, or back to the pool. */
export interface TeamMemberRemoved {
  accountId: string;
  userId: string;
  reassignTo: string | null;
  /** Who removed them, for the leads' timelines. */
  by: string;
}

/** A lead arrived for a first-to-claim team: every eligible member is told at once (by mail, and in the app on their event stream). */
export interface LeadOffered {
  accountId: string;
  leadId: string;
  claimants: string[];
  claimWindowMinutes: number;
  /** The lead's name, for the in-app notice; absent, the stream says "A new lead". */
  leadName?: string;
}

/**
 * A page's live copy changed (docs/decisions/0039-marketing-content.md): a
 * publish, a rollback, or a scheduled version going live. Every process
 * drops its cached copy of the page.
 */
export interface ContentPublished {
  page: string;
  version: number;
}

export interface DomainEvents {
  'lead.changed': LeadChanged;
  'lead.updated': LeadUpdated;
  'lead.merged': LeadMerged;
  'lead.removed': LeadsRemoved;
  'lead.written': WrittenDates;
  'conversation.changed': ConversationChanged;
  'conversation.written': WrittenDates;
  'appointment.changed': AppointmentChanged;
  'appointment.written': WrittenDates;
  'agent.scoring-changed': AgentScoringChanged;
  'agent.zone-saved': AgentZoneSaved;
  'call.ended': CallEnded;
  'team.member-removed': TeamMemberRemoved;
  'lead.offered': LeadOffered;
  'cache.cleared': CachesCleared;
  'content.published': ContentPublished;
}

export type DomainEventName = keyof DomainEvents;

/**
 * The events every API process must hear, whichever published them
 * (docs/decisions/0031-many-api-processes.md): live streams and
 * per-process caches follow them. The others run their reactions once, in
 * the process that published.
 */
export const CROSS_PROCESS_EVENTS: ReadonlySet<DomainEventName> = new Set<DomainEventName>([
  'conversation.changed',
  'lead.offered',
  'cache.cleared',
  'content.published',
]);

const processBus = new InProcessEventBus<DomainEvents>(undefined, CROSS_PROCESS_EVENTS);

/**
 * The process's bus. One per process, like the mongoose connection the
 * publishing models use: a write in any code path publishes here.
 */
export const domainEvents: EventBus<DomainEvents> & Pick<InProcessEventBus<DomainEvents>, 'reportFailuresTo' | 'forwardTo' | 'stopForwardingTo' | 'receive'> =
  processBus;
