import type { TeamMemberDto } from '@leadnest/contracts';

/** "Ada Lovelace", or the address for someone without a name yet. */
export function memberName(member: Pick<TeamMemberDto, 'firstName' | 'lastName' | 'email'>): string {
  return [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email;
}

export const ROLE_NAMES = { owner: 'Owner', admin: 'Admin', agent: 'Agent' } as const;
