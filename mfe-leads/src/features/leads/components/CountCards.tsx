import styled from 'styled-components';
import { PIPELINE_STAGES, type LeadCountsResponse } from '@leadnest/contracts';
import { Card, theme } from '@leadnest/ui';
import { PIPELINE_LABELS } from '../lib/stages';

export interface CountCardsProps {
  counts: LeadCountsResponse | null | undefined;
}

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: ${theme.space.md};
  margin: 0 0 ${theme.space.lg};
  padding: 0;
  list-style: none;
`;

const StyledCount = styled(Card).attrs({ as: 'li' })`
  padding: ${theme.space.md};
  text-align: center;
`;

const StyledNumber = styled.p`
  margin: 0;
  font-size: 1.5rem;
  font-weight: 700;
`;

const StyledLabel = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${theme.colors.textMuted};
`;

/** One card per pipeline stage (lost has none), for the current source and search. */
export function CountCards({ counts }: CountCardsProps) {
  return (
    <StyledGrid aria-label="Leads per stage">
      {PIPELINE_STAGES.map((stage) => (
        <StyledCount key={stage} data-testid={`count-${stage}`}>
          <StyledNumber>{counts ? counts.counts[stage] : '–'}</StyledNumber>
          <StyledLabel>{PIPELINE_LABELS[stage]}</StyledLabel>
        </StyledCount>
      ))}
    </StyledGrid>
  );
}
