import styled from 'styled-components';
import { PIPELINE_STAGES, type LeadCountsResponse } from '@leadnest/contracts';
import { StatCard, theme } from '@leadnest/ui';
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

/** One card per pipeline stage (lost has none), for the current source and search. */
export function CountCards({ counts }: CountCardsProps) {
  return (
    <StyledGrid aria-label="Leads per stage">
      {PIPELINE_STAGES.map((stage) => (
        <StatCard as="li" key={stage} data-testid={`count-${stage}`} label={PIPELINE_LABELS[stage]} value={counts ? counts.counts[stage] : '–'} />
      ))}
    </StyledGrid>
  );
}
