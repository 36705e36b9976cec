import { type LeadCountsResponse, PIPELINE_STAGES } from '@leadnest/contracts';
import { belowMd, StatCard, theme } from '@leadnest/ui';
import styled from 'styled-components';

import { PIPELINE_LABELS } from '../lib/stages';

export interface CountCardsProps {
  counts: LeadCountsResponse | null | undefined;
  /** The figures are the last search's, kept while this one's are on their way: shown dimmed and busy. */
  stale?: boolean;
}

const StyledGrid = styled.ul<{ $stale: boolean }>`
  display: grid;
  opacity: ${(p) => (p.$stale ? 0.5 : 1)};
  transition: opacity 150ms;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: ${theme.space.md};
  margin: 0 0 ${theme.space.lg};
  padding: 0;
  list-style: none;
  /* On a phone the six cards are one row that scrolls sideways, so the list is on the first screen. */
  ${belowMd} {
    grid-template-columns: none;
    grid-auto-flow: column;
    grid-auto-columns: 6.5rem;
    gap: ${theme.space.sm};
    overflow-x: auto;
    overscroll-behavior-x: contain;
  }
`;

/** One card per pipeline stage (lost has none), for the current source and search. */
export function CountCards({ counts, stale = false }: CountCardsProps) {
  return (
    <StyledGrid aria-label="Leads per stage" aria-busy={stale || undefined} $stale={stale}>
      {PIPELINE_STAGES.map((stage) => (
        <StatCard as="li" key={stage} data-testid={`count-${stage}`} label={PIPELINE_LABELS[stage]} value={counts ? counts.counts[stage] : '–'} />
      ))}
    </StyledGrid>
  );
}
