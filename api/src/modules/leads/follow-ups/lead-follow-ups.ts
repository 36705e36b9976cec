import { FOLLOW_UP_MESSAGES, type FollowUpDto, isPastFollowUp } from '@leadnest/contracts';
import { Types } from 'mongoose';

import { BadRequestError } from '../../../lib/errors.js';
import { scheduleJob } from '../../jobs/jobs.service.js';
import { type Lead, LeadModel } from '../lead.model.js';

/**
 * Follow-ups as tasks, the leads side: the lead keeps
 * the time (`followUpDate`); a time in the past is refused; setting one
 * stores a durable reminder job for that exact time. The job is keyed by
 * lead and time, so setting the same time twice stores one job, and the
 * reminder side (follow-ups.service.ts) checks the lead still has that time
 * before it reminds anyone (a moved or cleared follow-up's old job does
 * nothing).
 */
export const FOLLOW_UP_REMINDER_JOB = 'leads.follow-up-reminder';

/** 400 with the picker's message when the time has passed (a minute's grace for clocks). */
export function assertFollowUpAhead(iso: string | null | undefined, now = Date.now()): void {
  if (iso && isPastFollowUp(iso, now))
    throw new BadRequestError(FOLLOW_UP_MESSAGES.past, { followUpDate: FOLLOW_UP_MESSAGES.past }, { code: 'VALIDATION_FAILED' });
}

export const followUpJobKey = (leadId: string, at: Date) => `follow-up:${leadId}:${at.toISOString()}`;

/** Stores the reminder job of the lead's follow-up (none when it has none, or it is not ahead). */
export async function scheduleFollowUpReminder(lead: { id: string; followUpDate: string | null }): Promise<void> {
  if (!lead.followUpDate) return;
  const at = new Date(lead.followUpDate);
  if (!Number.isFinite(at.getTime())) return;
  await scheduleJob(FOLLOW_UP_REMINDER_JOB, followUpJobKey(lead.id, at), at, { leadId: lead.id, followUpDate: at.toISOString() });
}

const toFollowUpDto = (lead: Pick<Lead, '_id' | 'name' | 'stage' | 'followUpDate'>): FollowUpDto => ({
  leadId: String(lead._id),
  name: lead.name,
  stage: lead.stage,
  followUpDate: (lead.followUpDate as Date).toISOString(),
});

/**
 * Whose follow-ups: the account's leads, and in a team the ones assigned to
 * these members (null: the pool) (docs/decisions/0034-teams.md).
 */
export interface FollowUpScope {
  accountId: string;
  assignees?: (string | null)[];
}

const rangeFilter = ({ accountId, assignees }: FollowUpScope, from: Date | null, to: Date) => ({
  userId: accountId,
  followUpDate: from ? { $gte: from, $lt: to } : { $lt: to },
  ...(assignees ? { assignedTo: { $in: assignees.map((id) => (id ? new Types.ObjectId(id) : null)) } } : {}),
});

/** The scope's leads with a follow-up in [from, to) (from null: everything before `to`), soonest first. */
export async function listFollowUpsBetween(scope: FollowUpScope, from: Date | null, to: Date, limit = 100): Promise<FollowUpDto[]> {
  const rows = await LeadModel.find(rangeFilter(scope, from, to), { name: 1, stage: 1, followUpDate: 1 })
    .sort({ followUpDate: 1 })
    .limit(limit)
    .lean();
  return rows.map(toFollowUpDto);
}

export function countFollowUpsBetween(scope: FollowUpScope, from: Date | null, to: Date): Promise<number> {
  return LeadModel.countDocuments(rangeFilter(scope, from, to));
}

/** What a reminder needs of the lead: null when it is gone. */
export async function followUpOf(leadId: string): Promise<{ userId: string; assignedTo: string | null; name: string; followUpDate: string | null } | null> {
  const lead = await LeadModel.findById(leadId, { userId: 1, assignedTo: 1, name: 1, followUpDate: 1 }).lean<
    Pick<Lead, 'userId' | 'assignedTo' | 'name' | 'followUpDate'> & { _id: Types.ObjectId }
  >();
  return lead
    ? {
        userId: String(lead.userId),
        assignedTo: lead.assignedTo ? String(lead.assignedTo) : null,
        name: lead.name,
        followUpDate: lead.followUpDate ? lead.followUpDate.toISOString() : null,
      }
    : null;
}
