import {
  INVITE_ROLES,
  type InviteRole,
  MEMBER_STATUSES,
  type MemberStatus,
  ROUTING_MODES,
  type RoutingMode,
  TEAM_ROLES,
  type TeamRole,
} from '@leadnest/contracts';
import mongoose, { type HydratedDocument, Schema, type Types } from 'mongoose';

import { clearOnWrite, ReadCache } from '../../lib/read-cache.js';

/**
 * A team (docs/decisions/0034-teams.md): its owner's account and the users
 * who work it. Every user is a member of exactly one team; the team's
 * leads, conversations and settings are stored under its owner's id, as
 * they were for an agent on their own, so a team of one is exactly the
 * account it always was.
 */
export interface TeamMember {
  userId: Types.ObjectId;
  role: TeamRole;
  status: MemberStatus;
  joinedAt: Date;
  /** Leads round robin has given this member: the next goes to the eligible member with the fewest. */
  routed: number;
}

export interface TeamInvite {
  _id: Types.ObjectId;
  email: string;
  role: InviteRole;
  /** sha256 of the link's token; the token itself is only in the mail. */
  tokenHash: string;
  expiresAt: Date;
  invitedBy: Types.ObjectId;
  createdAt: Date;
}

export interface RoutingRule {
  sources?: string[];
  areas?: string[];
  minBudget?: number | null;
  maxBudget?: number | null;
  memberIds: Types.ObjectId[];
}

export interface TeamRouting {
  mode: RoutingMode;
  claimWindowMinutes: number;
  reassignAfterMinutes: number;
  rules: RoutingRule[];
}

export interface Team {
  _id: Types.ObjectId;
  name: string;
  /** The account: the user whose id keys the team's data. One team per owner. */
  ownerId: Types.ObjectId;
  members: TeamMember[];
  invites: TeamInvite[];
  routing: TeamRouting;
  createdAt: Date;
  updatedAt: Date;
}

export type TeamDocument = HydratedDocument<Team>;

/** Everything to the owner: what an agent on their own had before teams existed. */
export const DEFAULT_ROUTING: TeamRouting = { mode: 'owner', claimWindowMinutes: 5, reassignAfterMinutes: 0, rules: [] };

const memberSchema = new Schema<TeamMember>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    role: { type: String, enum: TEAM_ROLES, required: true },
    status: { type: String, enum: MEMBER_STATUSES, default: 'active', required: true },
    joinedAt: { type: Date, required: true },
    routed: { type: Number, default: 0 },
  },
  { _id: false },
);

const inviteSchema = new Schema<TeamInvite>({
  email: { type: String, required: true, lowercase: true, trim: true },
  role: { type: String, enum: INVITE_ROLES, required: true },
  tokenHash: { type: String, required: true },
  expiresAt: { type: Date, required: true },
  invitedBy: { type: Schema.Types.ObjectId, required: true },
  createdAt: { type: Date, required: true },
});

const ruleSchema = new Schema<RoutingRule>(
  {
    sources: { type: [String], default: undefined },
    areas: { type: [String], default: undefined },
    minBudget: { type: Number, default: null },
    maxBudget: { type: Number, default: null },
    memberIds: { type: [Schema.Types.ObjectId], required: true },
  },
  { _id: false },
);

const teamSchema = new Schema<Team>(
  {
    name: { type: String, required: true, trim: true },
    ownerId: { type: Schema.Types.ObjectId, required: true },
    members: { type: [memberSchema], default: [] },
    invites: { type: [inviteSchema], default: [] },
    routing: {
      type: new Schema<TeamRouting>(
        {
          mode: { type: String, enum: ROUTING_MODES, required: true },
          claimWindowMinutes: { type: Number, required: true },
          reassignAfterMinutes: { type: Number, required: true },
          rules: { type: [ruleSchema], default: [] },
        },
        { _id: false },
      ),
      default: () => ({ ...DEFAULT_ROUTING }),
    },
  },
  { timestamps: true, strict: true, collection: 'teams' },
);

// One team per owner: two first requests of a new user racing to create it make one.
teamSchema.index({ ownerId: 1 }, { unique: true });
teamSchema.index({ 'members.userId': 1 });
teamSchema.index({ 'invites.tokenHash': 1 }, { sparse: true });

/**
 * Who is in which team, by user id, for every signed-in request
 * (team-membership.ts). Emptied by any write through TeamModel, here and,
 * through the event log, in every other API process.
 */
export const membershipCache = new ReadCache<Team | null>('team-memberships', 30_000);
clearOnWrite(teamSchema, membershipCache);

export const TeamModel = mongoose.model<Team>('Team', teamSchema);
