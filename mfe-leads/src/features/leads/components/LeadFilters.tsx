import styled from 'styled-components';
import { theme } from '@leadnest/ui';
import type { LeadFilters as Filters } from '../api/keys';
import { SOURCE_FILTER_OPTIONS, STAGE_FILTER_OPTIONS } from '../lib/stages';

export interface LeadFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

const StyledFilters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.lg};
`;

export const StyledField = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  font-size: 0.875rem;
  font-weight: 600;
  color: ${theme.colors.textMuted};
`;

export const StyledSelect = styled.select`
  min-width: 12rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  font: inherit;
  color: ${theme.colors.text};
`;

/** Stage and source filters; each change asks the server for a new first page. */
export function LeadFilters({ filters, onChange }: LeadFiltersProps) {
  return (
    <StyledFilters>
      <StyledField>
        Stage
        <StyledSelect aria-label="Stage" value={filters.stage} onChange={(e) => onChange({ ...filters, stage: e.target.value as Filters['stage'] })}>
          {STAGE_FILTER_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </StyledSelect>
      </StyledField>
      <StyledField>
        Source
        <StyledSelect aria-label="Source" value={filters.source} onChange={(e) => onChange({ ...filters, source: e.target.value as Filters['source'] })}>
          {SOURCE_FILTER_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </StyledSelect>
      </StyledField>
    </StyledFilters>
  );
}
