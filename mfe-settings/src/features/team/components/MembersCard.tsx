import { INVITE_ROLES, type InviteRole, type TeamDto, type TeamMemberDto } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Badge, Button, type DataColumn, DataTable, EmptyState, FormField, Select, Switch } from '@leadnest/ui';
import { useState } from 'react';

import { useChangeMember } from '../api/change-member';
import { memberName, ROLE_NAMES } from '../member-name';
import { RemoveMemberDialog } from './RemoveMemberDialog';
import { StyledSection, StyledWrap } from './styles';

const ROLE_OPTIONS = INVITE_ROLES.map((role) => ({ value: role, label: ROLE_NAMES[role] }));

const failed = (failure: unknown) =>
  publishNotification({
    title: 'Change Failed',
    description: serverMessage(failure) ?? 'The member could not be changed. Please try again.',
    variant: 'destructive',
  });

/** Agent ↔ admin; the owner's role is theirs for good, so their row has none. */
function RoleSelect({ member }: { member: TeamMemberDto }) {
  const change = useChangeMember();
  const name = memberName(member);
  return (
    <FormField label={`Role of ${name}`} hideLabel>
      <Select<InviteRole>
        options={ROLE_OPTIONS}
        value={member.role as InviteRole}
        disabled={change.isPending}
        onChange={(role) =>
          change.mutate(
            { userId: member.userId, role },
            {
              onSuccess: () => publishNotification({ title: 'Role Changed', description: `${name} is now ${role === 'admin' ? 'an admin' : 'an agent'}.` }),
              onError: failed,
            },
          )
        }
      />
    </FormField>
  );
}

/** Away members keep their leads but get no new ones (routing skips them). */
function AwaySwitch({ member }: { member: TeamMemberDto }) {
  const change = useChangeMember();
  const name = memberName(member);
  return (
    <Switch
      label="Away"
      checked={member.status === 'away'}
      disabled={change.isPending}
      onChange={(away) =>
        change.mutate(
          { userId: member.userId, status: away ? 'away' : 'active' },
          {
            onSuccess: () =>
              publishNotification({
                title: 'Status Changed',
                description: away ? `${name} is away: new leads skip them.` : `${name} is back: new leads reach them again.`,
              }),
            onError: failed,
          },
        )
      }
    />
  );
}

const statusBadge = (member: TeamMemberDto) => (member.status === 'away' ? <Badge>Away</Badge> : <Badge tone="green">Active</Badge>);

export interface MembersCardProps {
  team: TeamDto;
  /** Owners and admins change roles and statuses and remove members; agents read. */
  manages: boolean;
}

/** Everyone on the team; on a phone the table's rows are cards (DataTable's own layout below md), so nothing scrolls sideways. */
export function MembersCard({ team, manages }: MembersCardProps) {
  const [removing, setRemoving] = useState<TeamMemberDto>();
  const columns: DataColumn<TeamMemberDto>[] = [
    { key: 'name', header: 'Name', render: (m) => <StyledWrap>{memberName(m)}</StyledWrap> },
    { key: 'email', header: 'Email', render: (m) => <StyledWrap>{m.email}</StyledWrap> },
    {
      key: 'role',
      header: 'Role',
      render: (m) => (manages && m.role !== 'owner' ? <RoleSelect member={m} /> : ROLE_NAMES[m.role]),
    },
    { key: 'status', header: 'Status', render: (m) => (manages ? <AwaySwitch member={m} /> : statusBadge(m)) },
  ];
  if (manages)
    columns.push({
      key: 'actions',
      header: 'Actions',
      render: (m) =>
        m.role === 'owner' ? null : (
          <Button size="sm" variant="secondary" onClick={() => setRemoving(m)} aria-label={`Remove ${memberName(m)}`}>
            Remove
          </Button>
        ),
    });
  return (
    <StyledSection as="section" aria-labelledby="members-heading">
      <h2 id="members-heading">Members</h2>
      <DataTable<TeamMemberDto>
        label="Team members"
        columns={columns}
        rows={team.members}
        rowKey={(m) => m.userId}
        maxHeight="none"
        empty={<EmptyState title="No members yet" />}
      />
      {removing ? (
        <RemoveMemberDialog member={removing} others={team.members.filter((m) => m.userId !== removing.userId)} onClose={() => setRemoving(undefined)} />
      ) : null}
    </StyledSection>
  );
}
