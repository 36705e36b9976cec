import { LEAD_CLAIMED_MESSAGE, type LeadDetailDto } from '@leadnest/contracts';
import { Types } from 'mongoose';

import { accountOfUser, managesTeam, type SessionUser } from '../../../lib/auth.js';
import { ConflictError, ForbiddenError } from '../../../lib/errors.js';
import { domainEvents } from '../../../lib/events/domain-events.js';
import { type JobHandler, scheduleJob } from '../../jobs/jobs.service.js';
import {
  isMemberOf,
  memberName,
  nextAfter,
  nextInRotationOf,
  routeNewLead,
  type RoutingDecision,
  type RoutingFacts,
  teamRoutingOf,
} from '../../teams/team-routing.js';
import { announceLeadUpdated } from '../hooks/lead-hooks.js';
import { type Lead, type LeadActivity, type LeadDocument, LeadModel } from '../lead.model.js';
import { toLeadDetailDto } from '../leads.dto.js';
import { LeadNotFoundError } from '../leads.errors.js';
import { firstMemberContact, KEPT_CONTACTS } from './member-contact.js';

/**
 * Who works each lead of a team (docs/decisions/0034-teams.md): assigned
 * when it arrives (routing), by an owner or admin, by a claim from the pool,
 * and moved on by the durable jobs below when no one acts in time. Every
 * move is on the lead's timeline, with who had it and why it moved.
 */

export const CLAIM_WINDOW_JOB = 'leads.claim-window';
export const REASSIGN_JOB = 'leads.reassign';

export class LeadClaimedError extends ConflictError {
  constructor() {
    super(LEAD_CLAIMED_MESSAGE, { code: 'LEAD_CLAIMED' });
  }
}

export class AssignRoleError extends ForbiddenError {
  constructor() {
    super('Only the team’s owner or an admin can assign leads.', { code: 'TEAM_ROLE' });
  }
}

export class NotAMemberError extends ForbiddenError {
  constructor() {
    super('That member is not on your team.', { code: 'MEMBER_NOT_FOUND' });
  }
}

/** What routing may read of a lead: its source, the areas it asked about, the top of its budget. */
export function routingFactsOf(lead: Pick<Lead, 'source' | 'qualification'>): RoutingFacts {
  const q = lead.qualification;
  return { source: lead.source, areas: q?.areas ?? [], budget: q?.budgetMax ?? q?.budgetMin ?? null };
}

async function assignedActivity(to: string | null, reason: string, at: Date, from?: string | null): Promise<LeadActivity> {
  const who = to ? `Assigned to ${await memberName(to)}` : 'Back in the team’s pool';
  const had = from ? ` (had by ${await memberName(from)})` : '';
  return { type: 'assigned', at, text: `${who}${had}: ${reason}` };
}

/** The fields and the timeline line of a new lead's assignment; jobs are scheduled once it is stored (afterRouted). */
async function assignmentFields(
  decision: RoutingDecision,
  at: Date,
  shared: boolean,
): Promise<Pick<Lead, 'assignedTo' | 'assignedAt'> & { activity?: LeadActivity }> {
  const assignedTo = decision.assignedTo ? new Types.ObjectId(decision.assignedTo) : null;
  // A team of one: the owner has it, as before teams; nothing on the timeline.
  if (!shared) return { assignedTo, assignedAt: assignedTo ? at : null };
  return { assignedTo, assignedAt: assignedTo ? at : null, activity: await assignedActivity(decision.assignedTo, decision.reason, at) };
}

/**
 * Routes a lead about to be stored for the first time, on every entry path
 * (by hand, forms, lead ads, calls, chats, texts): its assignee and the
 * timeline line. Call afterRouted with the answer once it is saved.
 */
export async function routeUnsavedLead(lead: LeadDocument, at: Date): Promise<RoutingDecision> {
  const accountId = String(lead.userId);
  const decision = await routeNewLead(accountId, routingFactsOf(lead));
  const { activity, ...fields } = await assignmentFields(decision, at, decision.mode !== 'owner' || decision.assignedTo !== accountId);
  Object.assign(lead, fields);
  if (activity) lead.activities.push(activity);
  return decision;
}

/** After a routed lead is stored: the claim window's fallback, or the reassignment deadline, as durable jobs; claimants are told. */
export async function afterRouted(leadId: string, accountId: string, decision: RoutingDecision, at: Date, leadName?: string): Promise<void> {
  if (!decision.assignedTo && decision.claimants.length) {
    await scheduleJob(CLAIM_WINDOW_JOB, `${CLAIM_WINDOW_JOB}:${leadId}`, new Date(at.getTime() + decision.claimWindowMinutes * 60_000), { leadId });
    await domainEvents.publish('lead.offered', { accountId, leadId, claimants: decision.claimants, claimWindowMinutes: decision.claimWindowMinutes, leadName });
  }
  if (decision.assignedTo) await scheduleReassignment(leadId, decision.assignedTo, at, decision.reassignAfterMinutes);
}

async function scheduleReassignment(leadId: string, assignee: string, at: Date, minutes: number): Promise<void> {
  if (minutes <= 0) return;
  // Keyed by the assignment: a later one has its own job, and this one finds the lead moved on and does nothing.
  await scheduleJob(REASSIGN_JOB, `${REASSIGN_JOB}:${leadId}:${at.getTime()}`, new Date(at.getTime() + minutes * 60_000), {
    leadId,
    assignee,
    assignedAt: at.toISOString(),
  });
}

async function saveAssignment(lead: LeadDocument, to: string | null, reason: string, at = new Date()): Promise<LeadDetailDto> {
  const from = lead.assignedTo ? String(lead.assignedTo) : null;
  lead.assignedTo = to ? new Types.ObjectId(to) : null;
  lead.assignedAt = to ? at : null;
  lead.activities.push(await assignedActivity(to, reason, at, from));
  await lead.save();
  const dto = toLeadDetailDto(lead.toObject());
  await announceLeadUpdated(String(lead.userId), dto);
  return dto;
}

/** PATCH /api/leads/{id} { assignedTo }: owners and admins, to a member of the team or the pool. */
export async function assignLead(user: SessionUser, lead: LeadDocument, assignedTo: string | null): Promise<LeadDetailDto> {
  if (!managesTeam(user)) throw new AssignRoleError();
  const accountId = accountOfUser(user);
  if (assignedTo && !(await isMemberOf(accountId, assignedTo))) throw new NotAMemberError();
  if ((lead.assignedTo ? String(lead.assignedTo) : null) === assignedTo) return toLeadDetailDto(lead.toObject());
  const at = new Date();
  const dto = await saveAssignment(lead, assignedTo, `by ${await memberName(user.id)}`, at);
  if (assignedTo) await scheduleReassignment(dto.id, assignedTo, at, (await teamRoutingOf(accountId)).reassignAfterMinutes);
  return dto;
}

/**
 * POST /api/leads/{id}/claim: an unassigned lead to the member who asks.
 * One conditional write: of any number of members claiming at once, one
 * wins and the others get 409.
 */
export async function claimLead(user: SessionUser, id: string): Promise<LeadDetailDto> {
  const accountId = accountOfUser(user);
  if (!Types.ObjectId.isValid(id)) throw new LeadNotFoundError();
  const at = new Date();
  const me = new Types.ObjectId(user.id);
  const claimed = await LeadModel.findOneAndUpdate(
    { _id: id, userId: accountId, assignedTo: null },
    { $set: { assignedTo: me, assignedAt: at }, $push: { activities: await assignedActivity(user.id, 'claimed from the pool', at) } },
    { returnDocument: 'after' },
  );
  if (!claimed) {
    const exists = await LeadModel.exists({ _id: id, userId: accountId });
    if (!exists) throw new LeadNotFoundError();
    throw new LeadClaimedError();
  }
  const dto = toLeadDetailDto(claimed.toObject());
  await announceLeadUpdated(accountId, dto);
  await scheduleReassignment(dto.id, user.id, at, (await teamRoutingOf(accountId)).reassignAfterMinutes);
  return dto;
}

/** Bulk "Assign to…": the account's leads among `ids`; how many moved. */
export async function assignInBulk(user: SessionUser, ids: readonly string[], assignedTo: string | null): Promise<number> {
  if (!managesTeam(user)) throw new AssignRoleError();
  const accountId = accountOfUser(user);
  if (assignedTo && !(await isMemberOf(accountId, assignedTo))) throw new NotAMemberError();
  const leads = await LeadModel.find({
    _id: { $in: [...new Set(ids)] },
    userId: accountId,
    assignedTo: { $ne: assignedTo ? new Types.ObjectId(assignedTo) : null },
  });
  const reason = `by ${await memberName(user.id)}`;
  for (const lead of leads) await saveAssignment(lead, assignedTo, reason);
  return leads.length;
}

/** A member left: their open leads go to `reassignTo` or back to the pool (closed and lost ones stay theirs, for the record). */
export async function releaseLeadsOf(event: { accountId: string; userId: string; reassignTo: string | null; by: string }): Promise<void> {
  const leads = await LeadModel.find({ userId: event.accountId, assignedTo: new Types.ObjectId(event.userId), stage: { $nin: ['closed', 'lost'] } });
  const reason = `${await memberName(event.userId)} left the team`;
  for (const lead of leads) await saveAssignment(lead, event.reassignTo, reason);
}

type Job = Parameters<JobHandler>[1];

/** A job's "now": never before it was due, so the deadline it sets next is after the run that set it, whatever the runner's clock. */
const runTimeOf = (job: Pick<Job, 'runAt'>) => new Date(Math.max(Date.now(), job.runAt.getTime()));

/** The claim window closed: a lead still in the pool goes to the next member in the rotation. */
export async function runClaimWindowJob(payload: Record<string, unknown>, job: Pick<Job, 'runAt'>): Promise<void> {
  const lead = await LeadModel.findById(String(payload.leadId));
  if (!lead || lead.assignedTo) return;
  const to = await nextInRotationOf(String(lead.userId), routingFactsOf(lead));
  if (!to) return;
  // Conditional: a claim that lands now wins over the fallback.
  const at = runTimeOf(job);
  const res = await LeadModel.updateOne(
    { _id: lead._id, assignedTo: null },
    {
      $set: { assignedTo: new Types.ObjectId(to), assignedAt: at },
      $push: { activities: await assignedActivity(to, 'no one claimed it in time, round robin', at) },
    },
  );
  if (res.modifiedCount !== 1) return;
  const saved = await LeadModel.findById(lead._id);
  if (saved) await announceLeadUpdated(String(saved.userId), toLeadDetailDto(saved.toObject()));
  await scheduleReassignment(String(lead._id), to, at, (await teamRoutingOf(String(lead.userId))).reassignAfterMinutes);
}

/** Contact that keeps a lead with its assignee: a person's stage move, note, booking, inbox reply or call (member-contact.ts) since it was assigned. */
const contactedSince = (lead: Lead, since: Date) => firstMemberContact(lead, since) !== null;

/** A person of the team replied to the lead in the inbox, or took its call: it counts as contact (the lead stays with its assignee). */
export async function recordMemberContact(accountId: string, leadId: string, at: Date): Promise<void> {
  await LeadModel.updateOne({ _id: leadId, userId: accountId }, { $push: { contactedAt: { $each: [at], $slice: -KEPT_CONTACTS } } }, { timestamps: false });
}

/** The assignee did not contact the lead in time: it goes to the next member, and the timeline says why. */
export async function runReassignJob(payload: Record<string, unknown>, job: Pick<Job, 'runAt'>): Promise<void> {
  const lead = await LeadModel.findById(String(payload.leadId));
  const assignedAt = new Date(String(payload.assignedAt));
  if (!lead || String(lead.assignedTo) !== String(payload.assignee) || lead.assignedAt?.getTime() !== assignedAt.getTime()) return;
  if (contactedSince(lead, assignedAt) || ['closed', 'lost'].includes(lead.stage)) return;
  const accountId = String(lead.userId);
  const to = await nextAfter(accountId, String(payload.assignee), routingFactsOf(lead));
  if (!to) return;
  const routing = await teamRoutingOf(accountId);
  const at = runTimeOf(job);
  await saveAssignment(lead, to, `not contacted within ${routing.reassignAfterMinutes} minutes`, at);
  await scheduleReassignment(String(lead._id), to, at, routing.reassignAfterMinutes);
}
