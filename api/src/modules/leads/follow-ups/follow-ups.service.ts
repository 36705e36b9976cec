import type { FollowUpListResponse, FollowUpReminderDto, FollowUpSummaryDto, FollowUpView } from '@leadnest/contracts';
import { DateTime } from 'luxon';

import type { SessionUser } from '../../../lib/auth.js';
import { accountOfUser } from '../../../lib/auth.js';
import { availabilityOf } from '../../agent-settings/agent-settings.service.js';
import { findUser } from '../../agent-settings/profile.service.js';
import type { Outbox } from '../../outbox/outbox.service.js';
import { countFollowUpsBetween, followUpOf, listFollowUpsBetween } from '../leads.service.js';
import { FollowUpReminderModel } from './follow-up-reminder.model.js';
import type { FollowUpScope } from './lead-follow-ups.js';

/**
 * Follow-ups as tasks: the Due today / Overdue view, the
 * header's count and the reminders. "Today" is the agent's day, in their
 * time zone (their availability setting), with Luxon; overdue is every
 * follow-up whose time has passed, due today the rest of today.
 */
const DEFAULT_TIME_ZONE = 'America/New_York';

export async function timeZoneOf(userId: string): Promise<string> {
  const user = await findUser(userId);
  const zone = user ? availabilityOf(user).timeZone : DEFAULT_TIME_ZONE;
  return DateTime.now().setZone(zone).isValid ? zone : DEFAULT_TIME_ZONE;
}

/** The end of the agent's day that holds `now`. */
export function endOfAgentDay(now: Date, timeZone: string): Date {
  return DateTime.fromJSDate(now, { zone: timeZone }).endOf('day').plus({ milliseconds: 1 }).toJSDate();
}

/**
 * A member's follow-ups (docs/decisions/0034-teams.md): in a team, those of
 * the leads assigned to them, the owner's with the pool's (no one else is
 * reminded of those); alone, every lead's.
 */
export function followUpScopeOf(user: SessionUser): FollowUpScope {
  const accountId = accountOfUser(user);
  if (!user.sharedTeam) return { accountId };
  return { accountId, assignees: (user.teamRole ?? 'owner') === 'owner' ? [user.id, null] : [user.id] };
}

export async function listFollowUps(user: SessionUser, due: FollowUpView, now = new Date()): Promise<FollowUpListResponse> {
  const scope = followUpScopeOf(user);
  const timeZone = await timeZoneOf(user.id);
  const followUps = due === 'overdue' ? await listFollowUpsBetween(scope, null, now) : await listFollowUpsBetween(scope, now, endOfAgentDay(now, timeZone));
  return { due, followUps, timeZone };
}

const toReminderDto = (r: { _id: unknown; leadId: unknown; leadName: string; followUpDate: Date }): FollowUpReminderDto => ({
  id: String(r._id),
  leadId: String(r.leadId),
  leadName: r.leadName,
  followUpDate: r.followUpDate.toISOString(),
});

export async function followUpSummary(user: SessionUser, now = new Date()): Promise<FollowUpSummaryDto> {
  const scope = followUpScopeOf(user);
  const timeZone = await timeZoneOf(user.id);
  const [dueToday, overdue, reminders] = await Promise.all([
    countFollowUpsBetween(scope, now, endOfAgentDay(now, timeZone)),
    countFollowUpsBetween(scope, null, now),
    // Reminders are stored for the member reminded.
    FollowUpReminderModel.find({ userId: user.id, seenAt: null }).sort({ followUpDate: 1 }).limit(20).lean(),
  ]);
  return { dueToday, overdue, reminders: reminders.map(toReminderDto) };
}

/** The app showed the reminder: it is not shown again. Another agent's is the same as a missing one (false). */
export async function markReminderSeen(userId: string, id: string): Promise<boolean> {
  const res = await FollowUpReminderModel.updateOne({ _id: id, userId }, { $set: { seenAt: new Date() } });
  return res.matchedCount > 0;
}

/** The reminders that fired for a lead (its timeline). */
export async function remindersOfLead(leadId: string): Promise<{ id: string; at: Date; followUpDate: Date }[]> {
  // Whichever member was reminded: the lead's access was checked by the caller.
  const rows = await FollowUpReminderModel.find({ leadId }, { followUpDate: 1, createdAt: 1 }).sort({ createdAt: -1 }).limit(50).lean();
  return rows.map((r) => ({ id: String(r._id), at: r.createdAt, followUpDate: r.followUpDate }));
}

export interface ReminderDeps {
  outbox: Outbox;
  baseUrl: string;
}

const isDuplicate = (err: unknown) => (err as { code?: number })?.code === 11000;

/**
 * The reminder job: only when the lead still has this follow-up time (a
 * moved or cleared one's job does nothing). The reminder is stored first,
 * unique per lead and time, and the mail goes only with the insert that
 * won, so a job run twice (a crash after the insert) mails once.
 */
export async function sendFollowUpReminder(deps: ReminderDeps, payload: Record<string, unknown>): Promise<'sent' | 'stale' | 'already'> {
  const leadId = String(payload.leadId ?? '');
  const due = String(payload.followUpDate ?? '');
  const lead = await followUpOf(leadId);
  if (!lead || lead.followUpDate !== due) return 'stale';
  // The member working the lead is reminded; the account's owner for a lead in the pool (docs/decisions/0034-teams.md).
  const recipient = lead.assignedTo ?? lead.userId;
  const agent = await findUser(recipient);
  const wantsMail = Boolean(agent?.email) && agent?.advancedSettings?.emailNotifications !== false;
  try {
    await FollowUpReminderModel.create({ userId: recipient, leadId, leadName: lead.name, followUpDate: new Date(due), mailed: wantsMail });
  } catch (err) {
    if (isDuplicate(err)) return 'already';
    throw err;
  }
  if (wantsMail && agent) {
    const timeZone = await timeZoneOf(recipient);
    const when = DateTime.fromISO(due, { zone: timeZone }).toFormat("cccc, LLLL d 'at' h:mm a");
    await deps.outbox.enqueue({
      kind: 'follow-up-reminder',
      to: agent.email,
      subject: `Follow up with ${lead.name} now`,
      text: `It is time to follow up with ${lead.name} (${when}, ${timeZone.replace(/_/g, ' ')} time).\n\nOpen the lead: ${deps.baseUrl}/leads/${leadId}\n`,
    });
  }
  return 'sent';
}
