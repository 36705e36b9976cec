import { LEAD_CLAIMED_MESSAGE, type LeadDto, type TeamDto, type TeamMemberDto } from '@leadnest/contracts';
import { ApiError, type AppNotification, serverMessage } from '@leadnest/session';
import type { SelectOption } from '@leadnest/ui';

import { formatDate } from './lead-time';

/** What the leads screen needs to know of the viewer's team (docs/decisions/0034-teams.md). */
export interface TeamView {
  /**
   * More than one member: the screen shows who works each lead, the
   * Assigned filter and Claim. A team of one (or a team not known yet, or
   * one that failed to load) sees the screen as it was before teams.
   */
  shared: boolean;
  /** Owner or admin of a shared team: may assign and reassign. */
  manages: boolean;
  members: readonly TeamMemberDto[];
}

export const SOLO_TEAM: TeamView = { shared: false, manages: false, members: [] };

/** The Select's value for the team's pool (a Select holds strings, never null). */
export const POOL = '';

/** Reads GET /api/team defensively: anything without a members list is a team of one. */
export function teamViewOf(team: TeamDto | null | undefined): TeamView {
  const members = Array.isArray(team?.members) ? team.members : [];
  if (members.length < 2) return SOLO_TEAM;
  return { shared: true, manages: team?.myRole === 'owner' || team?.myRole === 'admin', members };
}

export function memberName(member: Pick<TeamMemberDto, 'firstName' | 'lastName' | 'email'>): string {
  return `${member.firstName ?? ''} ${member.lastName ?? ''}`.trim() || member.email;
}

/** The name of the member with that id; someone since removed from the team is no longer named. */
export function nameOf(team: TeamView, userId: string): string {
  const member = team.members.find((m) => m.userId === userId);
  return member ? memberName(member) : 'Former member';
}

/** The list's "Assigned to" line: a name, 'Unassigned' for the pool, nothing for a team of one (or a lead sent without the field). */
export function assigneeLabel(team: TeamView, lead: Pick<LeadDto, 'assignedTo'>): string | undefined {
  if (!team.shared || lead.assignedTo === undefined) return undefined;
  return lead.assignedTo === null ? 'Unassigned' : nameOf(team, lead.assignedTo);
}

/** The panel's sentence: 'Assigned to Ann Lee since Jan 2, 2030' (the agent's day), or the pool. */
export function assignmentSentence(team: TeamView, lead: Pick<LeadDto, 'assignedTo' | 'assignedAt'>, timeZone: string | undefined): string {
  if (!lead.assignedTo) return 'Unassigned: in the team’s pool';
  const since = lead.assignedAt ? formatDate(lead.assignedAt, timeZone) : '';
  return `Assigned to ${nameOf(team, lead.assignedTo)}${since ? ` since ${since}` : ''}`;
}

/** Unclaimed leads of a shared team can be claimed by any member. */
export function canClaim(team: TeamView, lead: Pick<LeadDto, 'assignedTo'>): boolean {
  return team.shared && lead.assignedTo === null;
}

/**
 * Who a lead can be given to: the pool, then the active members (away
 * members get no new leads). The current assignee stays listed while away
 * or after leaving the team, so the select still shows who has the lead.
 */
export function assigneeOptions(team: TeamView, current?: string | null): SelectOption[] {
  const options: SelectOption[] = [{ value: POOL, label: 'Unassigned' }];
  for (const m of team.members) {
    if (m.status === 'active') options.push({ value: m.userId, label: memberName(m) });
    else if (m.userId === current) options.push({ value: m.userId, label: `${memberName(m)} (away)` });
  }
  if (current && !team.members.some((m) => m.userId === current)) options.push({ value: current, label: 'Former member' });
  return options;
}

/** The API's `assignedTo` for a Select value. */
export const assigneeOfValue = (value: string): string | null => (value === POOL ? null : value);

/** The body's `error.message`, for an answer shaped `{ error: { code, message } }`. */
function nestedMessage(error: ApiError): string | undefined {
  try {
    const parsed = JSON.parse(error.body) as { error?: { message?: unknown } } | null;
    return typeof parsed?.error?.message === 'string' && parsed.error.message ? parsed.error.message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The toast for a refused claim. The error middleware sends `{ message,
 * code }`; the teams contract describes `{ error: { code, message } }`.
 * Either way the server's words are shown, and a 409 without any says the
 * contract's own sentence.
 */
export function claimFailedToast(error: unknown): AppNotification {
  if (error instanceof ApiError && error.status === 409) {
    return { title: 'Already Claimed', description: serverMessage(error) ?? nestedMessage(error) ?? LEAD_CLAIMED_MESSAGE, variant: 'destructive' };
  }
  const nested = error instanceof ApiError ? nestedMessage(error) : undefined;
  return { title: 'Claim Failed', description: serverMessage(error) ?? nested ?? 'Please try again.', variant: 'destructive' };
}
