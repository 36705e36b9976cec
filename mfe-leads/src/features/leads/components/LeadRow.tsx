import type { LeadDto } from '@leadnest/contracts';
import { formatPhone, theme } from '@leadnest/ui';
import styled from 'styled-components';

import { scoreTitle } from '../lib/actions';
import { formatDate } from '../lib/lead-time';
import { SourceIcon } from './SourceIcon';
import { StageBadge } from './StageBadge';

export interface LeadRowProps {
  lead: LeadDto;
  selected: boolean;
  onSelect: (id: string) => void;
  /** Teams: who works the lead ('Unassigned' for the pool); absent for a team of one, whose rows are as they always were. */
  assignee?: string;
  /** The agent's IANA zone: the day the lead came in is the agent's day. */
  timeZone: string | undefined;
}

const StyledRow = styled.button<{ $selected: boolean }>`
  display: grid;
  gap: ${theme.space.xs};
  width: 100%;
  padding: ${theme.space.md};
  text-align: left;
  font: inherit;
  color: inherit;
  background: ${(p) => (p.$selected ? theme.colors.brandSoft : theme.colors.surface)};
  border: 1px solid ${(p) => (p.$selected ? theme.colors.brand : theme.colors.border)};
  border-radius: ${theme.radii.md};
  cursor: pointer;
  &:hover {
    border-color: ${theme.colors.brand};
  }
`;

const StyledLine = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;

const StyledName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  font-weight: 600;
`;

const StyledMuted = styled.span`
  font-size: 0.875rem;
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** One lead in the list: a button that opens the side panel. */
export function LeadRow({ lead, selected, onSelect, assignee, timeZone }: LeadRowProps) {
  return (
    <StyledRow type="button" $selected={selected} aria-pressed={selected} data-testid="lead-row" onClick={() => onSelect(lead.id)}>
      <StyledLine>
        <StyledName>
          {lead.name}
          <SourceIcon source={lead.source} />
        </StyledName>
        <StageBadge stage={lead.stage} />
      </StyledLine>
      {lead.email ? <StyledMuted>{lead.email}</StyledMuted> : null}
      {lead.phone ? <StyledMuted>{formatPhone(lead.phone)}</StyledMuted> : null}
      <StyledMuted>{lead.lastMessage || 'No recent activity'}</StyledMuted>
      {assignee !== undefined ? <StyledMuted data-testid="lead-assignee">{lead.assignedTo ? `Assigned to ${assignee}` : assignee}</StyledMuted> : null}
      <StyledLine>
        <StyledMuted title={scoreTitle(lead)}>Score: {lead.score}/100</StyledMuted>
        <StyledMuted>{formatDate(lead.createdAt, timeZone)}</StyledMuted>
      </StyledLine>
    </StyledRow>
  );
}
