import { z } from 'zod';

import type { LeadStage } from './leads';

/**
 * Follow-ups as tasks. A follow-up is the lead's
 * `followUpDate` (PATCH /api/leads/{id}); the picker defaults to 24 hours
 * ahead (spec part 2 §4, §9) and a time in the past is refused. Due today
 * and overdue are computed in the agent's time zone. At the time, the agent
 * is reminded in the app and, with email notifications on, by mail.
 */
export const FOLLOW_UP_MESSAGES = {
  past: 'The follow-up time has already passed. Pick a time in the future.',
  dueInvalid: 'due must be today or overdue.',
  reminderNotFound: 'Reminder not found',
} as const;

/** A follow-up this far in the past still counts as "now" (a clock a little behind, a slow request). */
export const FOLLOW_UP_PAST_GRACE_MS = 60_000;

export const FOLLOW_UP_VIEWS = ['today', 'overdue'] as const;
export type FollowUpView = (typeof FOLLOW_UP_VIEWS)[number];

/** GET /api/follow-ups?due=today|overdue */
export const FollowUpListQuery = z.object({ due: z.enum(FOLLOW_UP_VIEWS, { error: FOLLOW_UP_MESSAGES.dueInvalid }).default('today') });

export const FollowUpReminderParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/i, { error: FOLLOW_UP_MESSAGES.reminderNotFound }) });

export interface FollowUpDto {
  leadId: string;
  name: string;
  stage: LeadStage;
  followUpDate: string;
}

export interface FollowUpListResponse {
  due: FollowUpView;
  followUps: FollowUpDto[];
  /** The agent's time zone the day was computed in. */
  timeZone: string;
}

/** A reminder that fired and the agent has not seen in the app yet. */
export interface FollowUpReminderDto {
  id: string;
  leadId: string;
  leadName: string;
  followUpDate: string;
}

/** GET /api/follow-ups/summary: the header's count and the in-app reminders. */
export interface FollowUpSummaryDto {
  /** Follow-ups still ahead today (agent's time zone). */
  dueToday: number;
  /** Follow-ups whose time has passed. */
  overdue: number;
  reminders: FollowUpReminderDto[];
}

/** Whether an ISO time is too far in the past to be a follow-up. */
export function isPastFollowUp(iso: string, now: number = Date.now()): boolean {
  const at = Date.parse(iso);
  return Number.isFinite(at) && at < now - FOLLOW_UP_PAST_GRACE_MS;
}
