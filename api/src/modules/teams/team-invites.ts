import { randomBytes } from 'node:crypto';

import { BRAND_NAME } from '@leadnest/brand';
import { INVITE_TTL_DAYS, type InviteRole, type TeamDto, type TeamInviteDto, type TeamInvitePreviewDto } from '@leadnest/contracts';
import { Types } from 'mongoose';

import type { Env } from '../../config/env.js';
import type { SessionUser } from '../../lib/auth.js';
import { findUser } from '../agent-settings/profile.service.js';
import type { Outbox } from '../outbox/outbox.service.js';
import { hashToken } from '../sessions/session.service.js';
import { type Team, type TeamInvite, TeamModel } from './team.model.js';
import { findTeamOf } from './team-membership.js';
import {
  AlreadyInvitedError,
  AlreadyMemberError,
  InviteEmailMismatchError,
  InviteNotFoundError,
  LeaveTeamFirstError,
  OwnTeamHasMembersError,
} from './teams.errors.js';
import { assertRoomFor, teamManagedBy, toTeamDto } from './teams.service.js';

const INVITE_TTL_MS = INVITE_TTL_DAYS * 24 * 60 * 60 * 1000;

export interface InviteDeps {
  env: Pick<Env, 'PUBLIC_BASE_URL'>;
  outbox: Outbox;
}

const inviteDto = (invite: TeamInvite): TeamInviteDto => ({
  id: String(invite._id),
  email: invite.email,
  role: invite.role,
  expiresAt: invite.expiresAt.toISOString(),
});

async function inviterName(userId: string): Promise<string> {
  const user = await findUser(userId);
  return [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.email || 'Your team';
}

/** The mail with the single-use link; the token exists only here and in the mail. */
async function mailInvite(deps: InviteDeps, team: Team, invite: { email: string; role: InviteRole }, token: string, from: string): Promise<void> {
  const link = `${deps.env.PUBLIC_BASE_URL.replace(/\/+$/, '')}/join?token=${token}`;
  await deps.outbox.enqueue({
    kind: 'team-invite',
    to: invite.email,
    // Fixed text: the team's name is the owner's to choose, so it stays in the body.
    subject: `You're invited to a team on ${BRAND_NAME}`,
    text: [
      'Hi,',
      '',
      `${await inviterName(from)} invited you to join the team "${team.name}" on ${BRAND_NAME} as ${invite.role === 'admin' ? 'an admin' : 'an agent'}.`,
      'Open this link to accept (sign in, or create your account with this address):',
      link,
      '',
      `The link works once, for ${INVITE_TTL_DAYS} days. If you did not expect it, ignore this mail.`,
    ].join('\n'),
  });
}

/** POST /api/team/invites: one waiting invite per address; it holds a seat until it is used, revoked or expires. */
export async function inviteMember(deps: InviteDeps, user: SessionUser, input: { email: string; role: InviteRole }, now = new Date()): Promise<TeamInviteDto> {
  const team = await teamManagedBy(user);
  const people = await Promise.all(team.members.map((m) => findUser(String(m.userId))));
  if (people.some((p) => p?.email === input.email)) throw new AlreadyMemberError();
  if (team.invites.some((i) => i.email === input.email && i.expiresAt > now)) throw new AlreadyInvitedError();
  await assertRoomFor(team);
  const token = randomBytes(32).toString('base64url');
  const invite: TeamInvite = {
    _id: new Types.ObjectId(),
    email: input.email,
    role: input.role,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + INVITE_TTL_MS),
    invitedBy: new Types.ObjectId(user.id),
    createdAt: now,
  };
  // Expired invites of the address are dropped as the new one is stored.
  await TeamModel.updateOne({ _id: team._id }, { $pull: { invites: { email: input.email } } });
  await TeamModel.updateOne({ _id: team._id }, { $push: { invites: invite } });
  await mailInvite(deps, team, invite, token, user.id);
  return inviteDto(invite);
}

function inviteIn(team: Team, id: string): TeamInvite {
  const invite = team.invites.find((i) => String(i._id) === id);
  if (!invite) throw new InviteNotFoundError();
  return invite;
}

/** A new link (the old one stops working) and a new week. */
export async function resendInvite(deps: InviteDeps, user: SessionUser, id: string, now = new Date()): Promise<TeamInviteDto> {
  const team = await teamManagedBy(user);
  const invite = inviteIn(team, id);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITE_TTL_MS);
  await TeamModel.updateOne(
    { _id: team._id, 'invites._id': invite._id },
    { $set: { 'invites.$.tokenHash': hashToken(token), 'invites.$.expiresAt': expiresAt, 'invites.$.invitedBy': new Types.ObjectId(user.id) } },
  );
  await mailInvite(deps, team, invite, token, user.id);
  return inviteDto({ ...invite, expiresAt });
}

export async function revokeInvite(user: SessionUser, id: string): Promise<void> {
  const team = await teamManagedBy(user);
  const invite = inviteIn(team, id);
  await TeamModel.updateOne({ _id: team._id }, { $pull: { invites: { _id: invite._id } } });
}

async function findInvite(token: string, now: Date): Promise<{ team: Team; invite: TeamInvite }> {
  const tokenHash = hashToken(token);
  const team = await TeamModel.findOne({ 'invites.tokenHash': tokenHash }).lean<Team>();
  const invite = team?.invites.find((i) => i.tokenHash === tokenHash);
  if (!team || !invite || invite.expiresAt <= now) throw new InviteNotFoundError();
  return { team, invite };
}

/** GET /api/team/join?token=: what the link offers (anyone holding the link may read it). */
export async function previewInvite(token: string, now = new Date()): Promise<TeamInvitePreviewDto> {
  const { team, invite } = await findInvite(token, now);
  return {
    teamName: team.name,
    email: invite.email,
    role: invite.role,
    invitedBy: await inviterName(String(invite.invitedBy)),
    expiresAt: invite.expiresAt.toISOString(),
  };
}

/**
 * POST /api/team/join: the signed-in user, invited at their own address,
 * leaves their team of one (its data stays theirs, for when they are on
 * their own again) and joins. The invite is spent in the same write that
 * adds them, so a link works once even when used twice at once.
 */
export async function joinTeam(user: SessionUser, token: string, now = new Date()): Promise<TeamDto> {
  const { team, invite } = await findInvite(token, now);
  const me = await findUser(user.id);
  if (!me || me.email !== invite.email) throw new InviteEmailMismatchError(invite.email);
  const current = await findTeamOf(user.id);
  if (current && String(current._id) === String(team._id)) throw new AlreadyMemberError();
  if (current && current.members.length > 1) throw String(current.ownerId) === user.id ? new OwnTeamHasMembersError() : new LeaveTeamFirstError();
  await assertRoomFor({ ...team, invites: team.invites.filter((i) => i.tokenHash !== invite.tokenHash) });
  // A newcomer joins the rotation level with the others, not owed every lead they missed.
  const active = team.members.filter((m) => m.status === 'active');
  const routed = active.length ? Math.min(...active.map((m) => m.routed ?? 0)) : 0;
  const userId = new Types.ObjectId(user.id);
  // Out of the team of one first, so the user is never in two teams (a failed join leaves them on their own, re-created on their next call).
  if (current) await TeamModel.deleteOne({ _id: current._id, 'members.1': { $exists: false } });
  const joined = await TeamModel.findOneAndUpdate(
    { _id: team._id, 'invites.tokenHash': invite.tokenHash, 'members.userId': { $ne: userId } },
    {
      $pull: { invites: { tokenHash: invite.tokenHash } },
      $push: { members: { userId, role: invite.role, status: 'active', joinedAt: now, routed } },
    },
    { returnDocument: 'after' },
  ).lean<Team>();
  if (!joined) throw new InviteNotFoundError();
  return toTeamDto(joined, user.id, now);
}
