import type { MemberStatus, TeamDto, TeamRole, TeamRoutingDto } from '@leadnest/contracts';
import { PLAN_NAMES, planIncludes, type PlanTier, seatsOf } from '@leadnest/plans';
import { Types } from 'mongoose';

import type { SessionUser } from '../../lib/auth.js';
import { domainEvents } from '../../lib/events/domain-events.js';
import { findUser } from '../agent-settings/profile.service.js';
import { PlanFeatureError } from '../billing/billing.errors.js';
import { type Team, TeamModel } from './team.model.js';
import { ensureTeamOf, findTeamOf } from './team-membership.js';
import { MemberNotFoundError, OwnerStaysError, RoutingMemberError, SeatsFullError, TeamRoleError, TeamTooBigForPlanError } from './teams.errors.js';

/** "Ada Lovelace's team", or the brokerage's name, for a team stored for its owner. */
export async function defaultTeamName(userId: string): Promise<string> {
  const user = await findUser(userId);
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  return name ? `${name}’s team` : user?.brokerage?.trim() || 'My team';
}

export const teamOfUser = (userId: string): Promise<Team> => ensureTeamOf(userId, () => defaultTeamName(userId));

export const roleIn = (team: Team, userId: string): TeamRole | undefined => team.members.find((m) => String(m.userId) === userId)?.role;

/** The user's team, refusing anyone but its owner and admins. */
export async function teamManagedBy(user: SessionUser): Promise<Team> {
  const team = await teamOfUser(user.id);
  if (roleIn(team, user.id) === 'agent') throw new TeamRoleError();
  return team;
}

/** The owner's plan: the team's. */
export async function planOfTeam(team: Team): Promise<string | null> {
  return (await findUser(String(team.ownerId)))?.plan ?? null;
}

/** A team of more than one member needs the plan with team management, and a free seat (invites hold one). */
export async function assertRoomFor(team: Team, more = 1): Promise<void> {
  const plan = await planOfTeam(team);
  if (!planIncludes(plan, 'teamManagement')) throw new PlanFeatureError('teamManagement');
  const included = seatsOf(plan);
  if (team.members.length + team.invites.filter((i) => i.expiresAt > new Date()).length + more > included) throw new SeatsFullError(included);
}

/**
 * The owner may move to `plan` only if it holds the team: team management
 * for a team of more than one, and a seat for every member and open invite
 * (a billing plan-change check, registered in api/src/compose.ts).
 */
export async function assertPlanHoldsTeam(ownerId: string, plan: PlanTier): Promise<void> {
  const team = await findTeamOf(ownerId);
  if (!team || String(team.ownerId) !== ownerId) return;
  const seats = team.members.length + team.invites.filter((i) => i.expiresAt > new Date()).length;
  if (seats <= 1) return;
  if (!planIncludes(plan, 'teamManagement') || seats > seatsOf(plan)) throw new TeamTooBigForPlanError(seats, seatsOf(plan), PLAN_NAMES[plan]);
}

export async function toTeamDto(team: Team, viewerId: string, now = new Date()): Promise<TeamDto> {
  const plan = await planOfTeam(team);
  const people = await Promise.all(team.members.map((m) => findUser(String(m.userId))));
  return {
    id: String(team._id),
    name: team.name,
    plan,
    seats: { used: team.members.length, included: seatsOf(plan) },
    members: team.members.map((m, i) => ({
      userId: String(m.userId),
      firstName: people[i]?.firstName ?? '',
      lastName: people[i]?.lastName ?? '',
      email: people[i]?.email ?? '',
      role: m.role,
      status: m.status,
    })),
    invites: team.invites
      .filter((i) => i.expiresAt > now)
      .map((i) => ({ id: String(i._id), email: i.email, role: i.role, expiresAt: i.expiresAt.toISOString() })),
    myRole: roleIn(team, viewerId) ?? 'agent',
  };
}

export async function getTeam(user: SessionUser): Promise<TeamDto> {
  return toTeamDto(await teamOfUser(user.id), user.id);
}

export async function renameTeam(user: SessionUser, name: string): Promise<TeamDto> {
  const team = await teamManagedBy(user);
  const saved = await TeamModel.findOneAndUpdate({ _id: team._id }, { $set: { name } }, { returnDocument: 'after' }).lean<Team>();
  return toTeamDto(saved!, user.id);
}

function memberOf(team: Team, userId: string) {
  const member = team.members.find((m) => String(m.userId) === userId);
  if (!member) throw new MemberNotFoundError();
  return member;
}

/** A role (agent ↔ admin) or a status (away members get no new leads). The owner's role is theirs for good. */
export async function changeMember(user: SessionUser, userId: string, patch: { role?: 'agent' | 'admin'; status?: MemberStatus }): Promise<TeamDto> {
  const team = await teamManagedBy(user);
  const member = memberOf(team, userId);
  if (patch.role && member.role === 'owner') throw new OwnerStaysError();
  const set: Record<string, unknown> = {};
  if (patch.role) set['members.$.role'] = patch.role;
  if (patch.status) set['members.$.status'] = patch.status;
  const saved = Object.keys(set).length
    ? await TeamModel.findOneAndUpdate({ _id: team._id, 'members.userId': member.userId }, { $set: set }, { returnDocument: 'after' }).lean<Team>()
    : team;
  return toTeamDto(saved!, user.id);
}

/**
 * Takes a member off the team: their open leads go to `reassignTo` or back
 * to the pool (the leads module's subscriber, before this answers), and
 * they are on a team of one again at their next request. The owner stays.
 */
export async function removeMember(user: SessionUser, userId: string, reassignTo: string | null): Promise<void> {
  const team = await teamManagedBy(user);
  const member = memberOf(team, userId);
  if (member.role === 'owner') throw new OwnerStaysError();
  if (reassignTo) {
    if (reassignTo === userId) throw new MemberNotFoundError();
    memberOf(team, reassignTo);
  }
  // Routing rules stop naming them, in the same write.
  const rules = team.routing.rules
    .map((rule) => ({ ...rule, memberIds: rule.memberIds.filter((id) => !id.equals(member.userId)) }))
    .filter((rule) => rule.memberIds.length);
  await TeamModel.updateOne({ _id: team._id }, { $pull: { members: { userId: member.userId } }, $set: { 'routing.rules': rules } });
  await domainEvents.publish('team.member-removed', { accountId: String(team.ownerId), userId, reassignTo, by: user.id });
}

export function routingDto(team: Team): TeamRoutingDto {
  const r = team.routing;
  return {
    mode: r.mode,
    claimWindowMinutes: r.claimWindowMinutes,
    reassignAfterMinutes: r.reassignAfterMinutes,
    rules: r.rules.map((rule) => ({
      ...(rule.sources?.length ? { sources: rule.sources as TeamRoutingDto['rules'][number]['sources'] } : {}),
      ...(rule.areas?.length ? { areas: rule.areas } : {}),
      ...(rule.minBudget != null ? { minBudget: rule.minBudget } : {}),
      ...(rule.maxBudget != null ? { maxBudget: rule.maxBudget } : {}),
      memberIds: rule.memberIds.map(String),
    })),
  };
}

export async function getRouting(user: SessionUser): Promise<TeamRoutingDto> {
  return routingDto(await teamOfUser(user.id));
}

export async function setRouting(user: SessionUser, input: TeamRoutingDto): Promise<TeamRoutingDto> {
  const team = await teamManagedBy(user);
  const members = new Set(team.members.map((m) => String(m.userId)));
  input.rules.forEach((rule, i) => {
    rule.memberIds.forEach((id, j) => {
      if (!members.has(id)) throw new RoutingMemberError(`rules.${i}.memberIds.${j}`);
    });
  });
  const routing = {
    ...input,
    rules: input.rules.map((rule) => ({ ...rule, memberIds: rule.memberIds.map((id) => new Types.ObjectId(id)) })),
  };
  const saved = await TeamModel.findOneAndUpdate({ _id: team._id }, { $set: { routing } }, { returnDocument: 'after' }).lean<Team>();
  return routingDto(saved!);
}
