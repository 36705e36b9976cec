import type { RoutingMode } from '@leadnest/contracts';
import { Types } from 'mongoose';

import { findUser } from '../agent-settings/profile.service.js';
import { DEFAULT_ROUTING, type RoutingRule, type Team, type TeamMember, TeamModel, type TeamRouting } from './team.model.js';
import { findTeamOf } from './team-membership.js';

/** What routing rules match on: what is known of a lead when it arrives. */
export interface RoutingFacts {
  source: string;
  areas?: readonly string[];
  /** The top of the lead's budget, when they gave one. */
  budget?: number | null;
}

export interface RoutingDecision {
  /** Null: the pool (first to claim, or a team whose eligible members are all away). */
  assignedTo: string | null;
  mode: RoutingMode;
  /** Why, for the lead's timeline. */
  reason: string;
  /** first_to_claim: who may claim it now (to notify) and for how long. */
  claimants: string[];
  claimWindowMinutes: number;
  reassignAfterMinutes: number;
}

const norm = (s: string) => s.trim().toLowerCase();

function ruleMatches(rule: RoutingRule, facts: RoutingFacts): boolean {
  if (rule.sources?.length && !rule.sources.includes(facts.source)) return false;
  if (rule.areas?.length) {
    const wanted = new Set(rule.areas.map(norm));
    if (!(facts.areas ?? []).some((a) => wanted.has(norm(a)))) return false;
  }
  if (rule.minBudget != null && (facts.budget == null || facts.budget < rule.minBudget)) return false;
  if (rule.maxBudget != null && (facts.budget == null || facts.budget > rule.maxBudget)) return false;
  return true;
}

/**
 * Who may get a lead: the first matching rule's active members; without
 * one, every active agent (or every active member, in a team of owner and
 * admins). Away members are skipped; removed ones are no longer members.
 */
export function eligibleMembers(team: Team, facts: RoutingFacts): TeamMember[] {
  const active = team.members.filter((m) => m.status === 'active');
  const rule = team.routing.rules.find((r) => ruleMatches(r, facts));
  if (rule) {
    const named = new Set(rule.memberIds.map(String));
    const members = active.filter((m) => named.has(String(m.userId)));
    if (members.length) return members;
  }
  const agents = active.filter((m) => m.role === 'agent');
  return agents.length ? agents : active;
}

/**
 * Round robin, fair over any run: the eligible member who has been given
 * the fewest leads gets the next (ties to who joined first), counted with
 * a conditional increment, so two leads arriving at once on two API
 * processes never both go to the same member on one count.
 */
export async function nextInRotation(teamId: Types.ObjectId, accountId: string, facts: RoutingFacts, except?: string): Promise<string | null> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const team = attempt === 0 ? await findTeamOf(accountId) : await TeamModel.findById(teamId).lean<Team>();
    if (!team) return null;
    // `except`: the member losing the lead is not in this turn of the rotation (and its count does not move).
    const eligible = eligibleMembers(team, facts).filter((m) => String(m.userId) !== except);
    if (!eligible.length) return null;
    const pick = eligible.reduce((best, m) => ((m.routed ?? 0) < (best.routed ?? 0) ? m : best));
    const res = await TeamModel.updateOne(
      { _id: team._id, members: { $elemMatch: { userId: pick.userId, routed: pick.routed ?? 0 } } },
      { $inc: { 'members.$.routed': 1 } },
    );
    if (res.modifiedCount === 1) return String(pick.userId);
  }
  throw new Error('round robin: the rotation kept changing under 50 attempts');
}

export async function memberName(userId: string): Promise<string> {
  const user = await findUser(userId);
  return [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.email || 'a former member';
}

/**
 * Who a new lead of the account goes to (docs/decisions/0034-teams.md):
 * `owner` (a team's default, and all an agent on their own ever had) gives
 * it to the owner; `round_robin` to the next eligible member;
 * `first_to_claim` to no one yet, every eligible member being told.
 */
export async function routeNewLead(accountId: string, facts: RoutingFacts): Promise<RoutingDecision> {
  const team = await findTeamOf(accountId);
  if (!team || String(team.ownerId) !== accountId || team.routing.mode === 'owner' || team.members.length < 2) {
    return { assignedTo: accountId, mode: 'owner', reason: 'the team’s owner', claimants: [], claimWindowMinutes: 0, reassignAfterMinutes: 0 };
  }
  const { mode, claimWindowMinutes, reassignAfterMinutes } = team.routing;
  if (mode === 'first_to_claim' && claimWindowMinutes > 0) {
    const claimants = eligibleMembers(team, facts).map((m) => String(m.userId));
    return { assignedTo: null, mode, reason: 'first to claim', claimants, claimWindowMinutes, reassignAfterMinutes };
  }
  const assignedTo = await nextInRotation(team._id, accountId, facts);
  return { assignedTo, mode, reason: 'round robin', claimants: [], claimWindowMinutes, reassignAfterMinutes };
}

/** The routing of the account's team, for the reassignment job: who is next after `current`. */
export async function nextAfter(accountId: string, current: string | null, facts: RoutingFacts): Promise<string | null> {
  const team = await findTeamOf(accountId);
  if (!team || team.members.length < 2) return null;
  return nextInRotation(team._id, accountId, facts, current ?? undefined);
}

/** Whether `userId` is a member of the account's team (an assignee must be). */
export async function isMemberOf(accountId: string, userId: string): Promise<boolean> {
  if (accountId === userId) return true;
  const team = await findTeamOf(userId);
  return Boolean(team && String(team.ownerId) === accountId);
}

/** Round robin for a lead of the account (a claim window that closed): null in a team of one or when no one is eligible. */
export async function nextInRotationOf(accountId: string, facts: RoutingFacts): Promise<string | null> {
  const team = await findTeamOf(accountId);
  if (!team || team.members.length < 2) return null;
  return nextInRotation(team._id, accountId, facts);
}

/** The account's routing settings (the default, everything to the owner, for a team not stored yet). */
export async function teamRoutingOf(accountId: string): Promise<TeamRouting> {
  const team = await findTeamOf(accountId);
  return team && String(team.ownerId) === accountId ? team.routing : DEFAULT_ROUTING;
}
