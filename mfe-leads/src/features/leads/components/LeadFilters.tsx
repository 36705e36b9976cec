import styled from 'styled-components';
import { FormField, Select, theme } from '@leadnest/ui';
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

/** Stage and source filters; each change asks the server for a new first page. */
export function LeadFilters({ filters, onChange }: LeadFiltersProps) {
  return (
    <StyledFilters>
      <FormField label="Stage">
        <Select value={filters.stage} options={STAGE_FILTER_OPTIONS} onChange={(stage) => onChange({ ...filters, stage })} />
      </FormField>
      <FormField label="Source">
        <Select value={filters.source} options={SOURCE_FILTER_OPTIONS} onChange={(source) => onChange({ ...filters, source })} />
      </FormField>
    </StyledFilters>
  );
}
