import { z } from 'zod';

import { ALL_LEAD_SOURCES } from './constants';
import { nameField, strictBody } from './fields';

/**
 * Teams (docs/decisions/0034-teams.md): every user belongs to exactly one
 * team; a team's leads, conversations and settings are its owner's account.
 * Roles: `owner` (billing, everything), `admin` (members, routing, every lead
 * and conversation), `agent` (their own leads, the unassigned pool, their
 * own calendar).
 */
export const TEAM_ROLES = ['owner', 'admin', 'agent'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
/** The roles an invite or a role change may give: a team has one owner. */
export const INVITE_ROLES = ['agent', 'admin'] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];
/** `away` members are skipped by routing; they keep their leads. */
export const MEMBER_STATUSES = ['active', 'away'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const ROUTING_MODES = ['round_robin', 'first_to_claim', 'owner'] as const;
export type RoutingMode = (typeof ROUTING_MODES)[number];
export const ROUTING_MODE_LABELS: Readonly<Record<RoutingMode, string>> = {
  round_robin: 'Round robin',
  first_to_claim: 'First to claim',
  owner: 'Everything to the owner',
};

/** A link in an invite mail is good for 7 days, once. */
export const INVITE_TTL_DAYS = 7;
export const MAX_TEAM_NAME = 80;
export const MAX_ROUTING_RULES = 20;

export const TEAM_MESSAGES = {
  nameRequired: 'Team name is required.',
  nameTooLong: `Team name must be at most ${MAX_TEAM_NAME} characters.`,
  emailInvalid: 'Please enter a valid email address.',
  roleInvalid: `Role must be one of: ${INVITE_ROLES.join(', ')}.`,
  statusInvalid: `Status must be one of: ${MEMBER_STATUSES.join(', ')}.`,
  tokenRequired: 'This invitation link is incomplete. Open the link from the invitation email again.',
  modeInvalid: `Mode must be one of: ${ROUTING_MODES.join(', ')}.`,
  minutesInvalid: 'Minutes must be a whole number from 0 to 10080 (0 turns it off).',
  membersRequired: 'A rule needs at least one member.',
  budgetOrder: 'The rule’s minimum budget is above its maximum.',
  tooManyRules: `At most ${MAX_ROUTING_RULES} rules.`,
  idInvalid: 'That is not a valid id.',
} as const;
const M = TEAM_MESSAGES;

const objectId = z.string({ error: M.idInvalid }).regex(/^[0-9a-f]{24}$/i, { error: M.idInvalid });
const teamEmail = z
  .string({ error: M.emailInvalid })
  .trim()
  .toLowerCase()
  .max(254, { error: M.emailInvalid })
  .refine((v) => z.regexes.email.test(v), { error: M.emailInvalid });
const minutes = z
  .number({ error: M.minutesInvalid })
  .int({ error: M.minutesInvalid })
  .min(0, { error: M.minutesInvalid })
  .max(7 * 24 * 60, { error: M.minutesInvalid });

export interface TeamMemberDto {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: TeamRole;
  status: MemberStatus;
}

export interface TeamInviteDto {
  id: string;
  email: string;
  role: InviteRole;
  expiresAt: string;
}

/** GET /api/team */
export interface TeamDto {
  id: string;
  name: string;
  /** The owner's plan: every member works under it. */
  plan: string | null;
  seats: { used: number; included: number };
  members: TeamMemberDto[];
  invites: TeamInviteDto[];
  /** The signed-in user's own role, so screens know what to offer. */
  myRole: TeamRole;
}

/** PATCH /api/team */
export const TeamPatchInput = strictBody({
  name: nameField(M.nameRequired, MAX_TEAM_NAME, M.nameTooLong),
});

/** POST /api/team/invites */
export const TeamInviteInput = strictBody({
  email: teamEmail,
  role: z.enum(INVITE_ROLES, { error: M.roleInvalid }).default('agent'),
});
export type TeamInviteInput = z.input<typeof TeamInviteInput>;

/** POST /api/team/join */
export const TeamJoinInput = strictBody({
  token: z.string({ error: M.tokenRequired }).trim().min(16, { error: M.tokenRequired }).max(200, { error: M.tokenRequired }),
});

/** GET /api/team/join?token=: what the link offers, for the join page (no session needed). */
export interface TeamInvitePreviewDto {
  teamName: string;
  email: string;
  role: InviteRole;
  invitedBy: string;
  expiresAt: string;
}

/** PATCH /api/team/members/{userId}: a role, a status (away members get no new leads), or both. */
export const TeamMemberPatchInput = strictBody({
  role: z.enum(INVITE_ROLES, { error: M.roleInvalid }).optional(),
  status: z.enum(MEMBER_STATUSES, { error: M.statusInvalid }).optional(),
});

/** DELETE /api/team/members/{userId}: their open leads go to `reassignTo`, or back to the pool. */
export const TeamMemberRemoveInput = strictBody({ reassignTo: objectId.nullish() });

export const TeamIdParams = z.object({ id: objectId });
export const TeamUserParams = z.object({ userId: objectId });

export const RoutingRuleInput = strictBody({
  sources: z.array(z.enum(ALL_LEAD_SOURCES)).max(ALL_LEAD_SOURCES.length).optional(),
  areas: z.array(z.string().trim().min(1).max(80)).max(20).optional(),
  minBudget: z.number().nonnegative().nullish(),
  maxBudget: z.number().nonnegative().nullish(),
  memberIds: z.array(objectId).min(1, { error: M.membersRequired }).max(100),
}).refine((r) => r.minBudget == null || r.maxBudget == null || r.minBudget <= r.maxBudget, { error: M.budgetOrder, path: ['minBudget'] });

/** PUT /api/team/routing */
export const TeamRoutingInput = strictBody({
  mode: z.enum(ROUTING_MODES, { error: M.modeInvalid }),
  /** first_to_claim: how long every eligible member may claim before round robin picks one. */
  claimWindowMinutes: minutes.default(5),
  /** An assignee who has not contacted the lead in this time loses it to the next member; 0 never. */
  reassignAfterMinutes: minutes.default(0),
  rules: z.array(RoutingRuleInput).max(MAX_ROUTING_RULES, { error: M.tooManyRules }).default([]),
});
export type TeamRoutingInput = z.input<typeof TeamRoutingInput>;
export type TeamRoutingDto = z.output<typeof TeamRoutingInput>;

/** GET /api/leads?assigned=: `me`, the pool (`unassigned`) or `all` (an agent's all is their own plus the pool). */
export const LEAD_ASSIGNED_FILTERS = ['me', 'unassigned', 'all'] as const;
export type LeadAssignedFilter = (typeof LEAD_ASSIGNED_FILTERS)[number];

/** PATCH /api/leads/{id} `{ assignedTo }` (owner/admin): a member's id, or null for the pool. */
export const LeadAssignInput = strictBody({ assignedTo: objectId.nullable() });

/** 409 to every claimant but the first of an unassigned lead. */
export const LEAD_CLAIMED_MESSAGE = 'Another member claimed this lead first.';

/** One member's figures for the period (GET /api/analytics/team): the leaderboard's row. */
export interface TeamMemberFiguresDto {
  userId: string;
  firstName: string;
  lastName: string;
  /** Leads given to the member in the period (by routing, an admin, or a claim). */
  leadsAssigned: number;
  /** Median of assignment → the member's first contact (a call, text, reply, note, stage move or booking); null before any. */
  speedToLeadMedianSeconds: number | null;
  /** Of those leads, how many the member has contacted. */
  contacted: number;
  /** Their leads with a showing booked in the period. */
  showings: number;
  /** Their deals closed in the period, and the commission on them (dollars). */
  closed: number;
  revenue: number;
}

/** GET /api/analytics/team?period=7d|30d|90d|1y: every member, most revenue first (then most closed, then fastest). */
export interface TeamAnalyticsDto {
  period: string;
  members: TeamMemberFiguresDto[];
}
