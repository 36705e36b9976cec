import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';

export class TeamRoleError extends ForbiddenError {
  constructor() {
    super('Only the team’s owner or an admin can do this.', { code: 'TEAM_ROLE' });
  }
}

export class SeatsFullError extends ForbiddenError {
  constructor(included: number) {
    super(`Your plan includes ${included} seats and every one is taken or invited. Remove a member or revoke an invite first.`, { code: 'SEATS_FULL' });
  }
}

export class AlreadyMemberError extends ConflictError {
  constructor() {
    super('That person is already on your team.', { code: 'ALREADY_MEMBER' });
  }
}

export class AlreadyInvitedError extends ConflictError {
  constructor() {
    super('That address already has an invitation waiting. Resend it instead.', { code: 'ALREADY_INVITED' });
  }
}

export class InviteNotFoundError extends NotFoundError {
  constructor() {
    super('This invitation link is no longer valid. Ask the team’s owner for a new one.', { code: 'INVITE_INVALID' });
  }
}

export class LeaveTeamFirstError extends ConflictError {
  constructor() {
    super('You are on a team with other members. Leave it (ask its owner to remove you) before joining another.', { code: 'LEAVE_TEAM_FIRST' });
  }
}

export class OwnTeamHasMembersError extends ConflictError {
  constructor() {
    super('Your own team has other members. Remove them before joining another team.', { code: 'LEAVE_TEAM_FIRST' });
  }
}

export class InviteEmailMismatchError extends ForbiddenError {
  constructor(email: string) {
    super(`This invitation was sent to ${email}. Sign in with that address to accept it.`, { code: 'INVITE_EMAIL_MISMATCH' });
  }
}

export class MemberNotFoundError extends NotFoundError {
  constructor() {
    super('That member is not on your team.', { code: 'MEMBER_NOT_FOUND' });
  }
}

export class OwnerStaysError extends ConflictError {
  constructor() {
    super('The team’s owner cannot be removed or given another role.', { code: 'OWNER_STAYS' });
  }
}

export class RoutingMemberError extends BadRequestError {
  constructor(field: string) {
    super('A routing rule names someone who is not on your team.', { [field]: 'A routing rule names someone who is not on your team.' });
  }
}

/** A member asked for the account's settings, which its owner manages (account-settings-guard.ts). */
export class AccountSettingsError extends ForbiddenError {
  constructor() {
    super('Your team’s owner manages this for the whole team. Ask them to make the change.', { code: 'TEAM_OWNER_ONLY' });
  }
}

/** The owner chose a plan that cannot hold the team (assertPlanHoldsTeam). */
export class TeamTooBigForPlanError extends ConflictError {
  constructor(seats: number, included: number, planName: string) {
    super(
      `Your team uses ${seats} seats (members and open invites) and the ${planName} plan includes ${included}. Remove members or revoke invites on the Team page first.`,
      { code: 'TEAM_TOO_BIG_FOR_PLAN' },
    );
  }
}
