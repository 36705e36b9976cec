import type { AppointmentStatus, AppointmentType } from './appointments';
import type { ConversationPlatform, MessageRole } from './conversations';
import type { LeadStage } from './leads';
import type { CallOutcome } from './phone';

/**
 * A lead's timeline: GET /api/leads/{id}/timeline. One
 * list, newest first, of everything that happened with the person, read
 * from each collection's owner: messages on every channel (conversations),
 * calls with their summary and recording (call logs), showings
 * (appointments), and what the lead record keeps itself (stage changes and
 * who made them, notes, consent, follow-ups).
 */
export const TIMELINE_KINDS = [
  'message',
  'call',
  'showing',
  'stage',
  'note',
  'consent',
  'followUp',
  'created',
  'merged',
  'updated',
  'optOut',
  'reminder',
  // Who works the lead changed (docs/decisions/0034-teams.md).
  'assigned',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** How many items one answer carries at most (the newest). */
export const TIMELINE_MAX_ITEMS = 300;

export interface TimelineCallDto {
  id: string;
  direction: 'inbound' | 'outbound';
  /** Seconds. */
  duration: number;
  outcome: CallOutcome | null;
  summary: string | null;
  /** GET /api/call-logs/{id}/recording when the call was recorded; null otherwise. */
  recordingUrl: string | null;
}

export interface TimelineShowingDto {
  id: string;
  title: string;
  appointmentType: AppointmentType;
  scheduledAt: string;
  status: AppointmentStatus;
  propertyAddress: string | null;
}

export interface TimelineItemDto {
  /** Stable within one answer (the list's React key). */
  id: string;
  kind: TimelineKind;
  at: string;
  /** message: what was written; note: the note (the spec's `note` field); others: a short description. */
  text: string | null;
  /** message: the channel (website chat, sms, voice) or 'form' for what a capture form carried. */
  channel?: ConversationPlatform | 'form';
  /** message: who wrote it. */
  role?: MessageRole;
  /** stage: who made the change ('AI assistant', or the agent's name). */
  by?: string | null;
  from?: LeadStage;
  to?: LeadStage;
  call?: TimelineCallDto;
  showing?: TimelineShowingDto;
  /** consent: when the person gave it, when the agent recorded it afterwards (shown in the agent's zone). */
  givenAt?: string;
}

/** The consent badge: what the person agreed to (or withdrew), when, and where. */
export interface ConsentBadgeDto {
  state: 'given' | 'withdrawn' | 'none';
  /** The consent text as the person saw it, or what they did ("Replied STOP"). */
  what: string | null;
  at: string | null;
  /** Where: a capture page's title, a channel, 'Entered by agent'. */
  where: string | null;
}

export interface LeadTimelineDto {
  items: TimelineItemDto[];
  consent: ConsentBadgeDto;
  /** True when older items were left out (TIMELINE_MAX_ITEMS). */
  truncated: boolean;
}
