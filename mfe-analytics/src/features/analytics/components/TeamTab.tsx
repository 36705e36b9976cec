import type { TeamAnalyticsDto, TeamMemberFiguresDto } from '@leadnest/contracts';
import { DataTable, EmptyState, theme } from '@leadnest/ui';
import { useMemo } from 'react';
import styled from 'styled-components';

import { formatCount, formatMoney, formatSpeed, memberName } from '../lib/labels';
import { StyledNote, StyledPanel } from './Layout';
import { CHART_COLORS, LazyChart } from './LazyChart';

type RankedMember = TeamMemberFiguresDto & { rank: number };

// The kit's table takes no per-row props, so the signed-in member's row is
// found by the marker in its name cell.
const StyledBoard = styled.div`
  tbody tr:has([data-me]) {
    background: ${theme.colors.brandSoft};
  }
`;

/** Whether anyone on the team did anything in the period; closings and showings count too, as they may be on leads given out before it. */
const hasActivity = (members: readonly TeamMemberFiguresDto[]) => members.some((m) => m.leadsAssigned + m.contacted + m.showings + m.closed > 0);

const nameFor = (m: TeamMemberFiguresDto, userId: string | undefined) => `${memberName(m)}${m.userId === userId ? ' (you)' : ''}`;

/**
 * The chart's figure: revenue, or closed deals while no commission is
 * entered, or leads assigned while nobody has closed; a chart of zeros says nothing.
 */
function chartFigure(members: readonly TeamMemberFiguresDto[]) {
  if (members.some((m) => m.revenue > 0))
    return { heading: 'Revenue (commissions) per member', label: 'Revenue', values: members.map((m) => m.revenue), format: formatMoney };
  if (members.some((m) => m.closed > 0)) return { heading: 'Closed deals per member', label: 'Closed deals', values: members.map((m) => m.closed) };
  return { heading: 'Leads assigned per member', label: 'Leads assigned', values: members.map((m) => m.leadsAssigned) };
}

export interface TeamTabProps {
  data: TeamAnalyticsDto;
  /** The signed-in user, whose bar and row are marked. */
  userId: string | undefined;
  periodText: string;
}

/** Team: each member's figures for the period, best first, as a bar chart and the full table. */
export function TeamTab({ data, userId, periodText }: TeamTabProps) {
  const { members } = data;
  const chart = useMemo(() => {
    const figure = chartFigure(members);
    return {
      ...figure,
      labels: members.map((m) => nameFor(m, userId)),
      series: [{ label: figure.label, values: figure.values, color: CHART_COLORS.leads }],
      colors: members.map((m) => (m.userId === userId ? CHART_COLORS.appointments : CHART_COLORS.leads)),
    };
  }, [members, userId]);
  const rows = useMemo<RankedMember[]>(() => members.map((m, i) => ({ ...m, rank: i + 1 })), [members]);

  if (!hasActivity(members)) {
    return (
      <StyledPanel as="section" aria-labelledby="team-heading">
        <h2 id="team-heading">Team Leaderboard</h2>
        <EmptyState title="No team activity yet" description={`No member was given a lead, booked a showing or closed a deal during ${periodText}.`} />
      </StyledPanel>
    );
  }
  return (
    <StyledPanel as="section" aria-labelledby="team-heading">
      <h2 id="team-heading">Team Leaderboard</h2>
      <p>
        {chart.heading}, {periodText}.
      </p>
      <LazyChart type="bar" horizontal label={chart.heading} labels={chart.labels} series={chart.series} pointColors={chart.colors} format={chart.format} />
      <StyledNote>
        Best first: most revenue, then most closed deals, then the fastest. Speed to lead is the median time from a lead being assigned to the member’s first
        contact.
      </StyledNote>
      <StyledBoard>
        <DataTable<RankedMember>
          label="Team members, best first"
          rows={rows}
          rowKey={(m) => m.userId}
          maxHeight="none"
          columns={[
            { key: 'rank', header: '#', align: 'right' },
            {
              key: 'name',
              header: 'Member',
              render: (m) => (m.userId === userId ? <strong data-me="">{nameFor(m, userId)}</strong> : memberName(m)),
            },
            { key: 'leadsAssigned', header: 'Leads assigned', align: 'right', render: (m) => formatCount(m.leadsAssigned) },
            { key: 'speed', header: 'Speed to lead', align: 'right', render: (m) => formatSpeed(m.speedToLeadMedianSeconds) },
            { key: 'contacted', header: 'Contacted', align: 'right', render: (m) => formatCount(m.contacted) },
            { key: 'showings', header: 'Showings', align: 'right', render: (m) => formatCount(m.showings) },
            { key: 'closed', header: 'Closed', align: 'right', render: (m) => formatCount(m.closed) },
            { key: 'revenue', header: 'Revenue', align: 'right', render: (m) => formatMoney(m.revenue) },
          ]}
          empty={null}
        />
      </StyledBoard>
    </StyledPanel>
  );
}
