import type { TeamMemberFiguresDto } from '@leadnest/contracts';
import { useSession } from '@leadnest/session';
import { Card, EmptyState, Spinner, theme } from '@leadnest/ui';
import styled from 'styled-components';

import { useLeaderboard, useTeam } from '../api/team';
import { PanelError } from './PanelError';

const StyledList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
`;

const StyledRow = styled.li<{ $me: boolean }>`
  display: grid;
  grid-template-columns: 2rem minmax(0, 1fr);
  gap: ${theme.space.xs} ${theme.space.sm};
  padding: ${theme.space.sm};
  border-radius: 8px;
  background: ${({ $me }) => ($me ? theme.colors.brandSoft : 'transparent')};
  border: 1px solid ${theme.colors.border};
  strong {
    overflow-wrap: anywhere;
  }
`;

const StyledRank = styled.span`
  font-weight: 700;
  color: ${theme.colors.textMuted};
`;

const StyledFigures = styled.dl`
  grid-column: 2;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: 0;
  font-size: 0.875rem;
  div {
    display: flex;
    gap: 0.25rem;
  }
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

/** "4m 12s", "1h 5m", "—" before any contact. */
export function speedText(seconds: number | null): string {
  if (seconds === null) return '—';
  const s = Math.round(seconds);
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m ${s % 60}s`;
  return `${Math.floor(s / 3600)}h ${Math.floor((s % 3600) / 60)}m`;
}

const dollars = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
const nameOf = (m: TeamMemberFiguresDto) => [m.firstName, m.lastName].filter(Boolean).join(' ') || 'A member';

/**
 * Team Leaderboard (docs/decisions/0034-teams.md): the team's members by
 * their last 7 days (the dashboard's period), best first, the signed-in
 * member's row marked. Only for a team of more than one member: a team of
 * one sees the dashboard as before.
 */
export function TeamLeaderboard() {
  const { user } = useSession();
  const team = useTeam();
  // A failed, refused (no plan) or unexpected team read shows nothing: the dashboard stays as an agent on their own sees it.
  const shared = Array.isArray(team.data?.members) && team.data.members.length > 1;
  const board = useLeaderboard('7d', shared);
  if (!shared) return null;
  // Not only leads assigned: a deal closed or a showing booked this week may be on a lead given out before it.
  const active = board.data?.members.some((m) => m.leadsAssigned + m.closed + m.showings > 0);
  return (
    <Card as="section" aria-labelledby="team-leaderboard">
      <h2 id="team-leaderboard" style={{ margin: `0 0 ${theme.space.md}`, fontSize: '1.125rem' }}>
        Team Leaderboard
      </h2>
      {board.isPending ? <Spinner label="Loading the leaderboard" size={20} /> : null}
      {board.isError && !board.data ? (
        <PanelError title="The leaderboard could not be loaded" error={board.error} onRetry={() => void board.refetch()} />
      ) : null}
      {board.data && !active ? <EmptyState title="No team activity in the last 7 days yet." /> : null}
      {board.data && active ? (
        <StyledList aria-label="Members, best first">
          {board.data.members.map((m, i) => (
            <StyledRow key={m.userId} $me={m.userId === user?.id} aria-current={m.userId === user?.id ? 'true' : undefined}>
              <StyledRank>{i + 1}</StyledRank>
              <strong>
                {nameOf(m)}
                {m.userId === user?.id ? ' (you)' : ''}
              </strong>
              <StyledFigures>
                <div>
                  <dt>Leads</dt>
                  <dd>{m.leadsAssigned}</dd>
                </div>
                <div>
                  <dt>Speed to lead</dt>
                  <dd>{speedText(m.speedToLeadMedianSeconds)}</dd>
                </div>
                <div>
                  <dt>Closed</dt>
                  <dd>{m.closed}</dd>
                </div>
                <div>
                  <dt>Revenue</dt>
                  <dd>{dollars(m.revenue)}</dd>
                </div>
              </StyledFigures>
            </StyledRow>
          ))}
        </StyledList>
      ) : null}
    </Card>
  );
}
