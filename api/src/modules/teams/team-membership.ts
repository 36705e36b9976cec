import type { TeamRole } from '@leadnest/contracts';
import { Types } from 'mongoose';

import { DEFAULT_ROUTING, membershipCache, type Team, TeamModel } from './team.model.js';

/** Whose account a user works in, and as what (docs/decisions/0034-teams.md). */
export interface Membership {
  /** Null for a user whose team of one is not stored yet: the migration or their first team call stores it. */
  teamId: string | null;
  /** The owner's id: the key of every lead, conversation and setting of the team. */
  accountId: string;
  role: TeamRole;
  /** More than one member: what routing, the pool and the Assigned-to column are for. */
  shared: boolean;
}

/** The team `userId` is in, or null: through the cache every signed-in request reads it from. */
export async function findTeamOf(userId: string): Promise<Team | null> {
  if (!Types.ObjectId.isValid(userId)) return null;
  const cached = membershipCache.get(userId);
  if (cached !== undefined) return cached;
  const ticket = membershipCache.ticket();
  const team = await TeamModel.findOne({ 'members.userId': new Types.ObjectId(userId) }).lean<Team>();
  membershipCache.set(userId, team ?? null, ticket);
  return team ?? null;
}

export function membershipIn(team: Team | null, userId: string): Membership {
  const member = team?.members.find((m) => String(m.userId) === userId);
  if (!team || !member) return { teamId: null, accountId: userId, role: 'owner', shared: false };
  return { teamId: String(team._id), accountId: String(team.ownerId), role: member.role, shared: team.members.length > 1 };
}

export async function membershipOf(userId: string): Promise<Membership> {
  return membershipIn(await findTeamOf(userId), userId);
}

/**
 * The user's team, stored as their team of one when it is not yet: by the
 * start-up migration for users who signed up before teams, and on the first
 * team call of a user created since. An upsert on the owner, so two racing
 * calls store one team.
 */
export async function ensureTeamOf(userId: string, name: () => Promise<string>): Promise<Team> {
  const existing = await findTeamOf(userId);
  if (existing) return existing;
  const ownerId = new Types.ObjectId(userId);
  const now = new Date();
  const team = await TeamModel.findOneAndUpdate(
    { ownerId },
    {
      $setOnInsert: {
        name: await name(),
        ownerId,
        members: [{ userId: ownerId, role: 'owner', status: 'active', joinedAt: now, routed: 0 }],
        invites: [],
        routing: { ...DEFAULT_ROUTING },
      },
    },
    { upsert: true, returnDocument: 'after' },
  ).lean<Team>();
  return team!;
}

/** Every member's id of the team whose account is `accountId` (just the account for a team of one): whose calendars the team's figures count. */
export async function memberIdsOf(accountId: string): Promise<string[]> {
  const team = await findTeamOf(accountId);
  return team && String(team.ownerId) === accountId ? team.members.map((m) => String(m.userId)) : [accountId];
}
