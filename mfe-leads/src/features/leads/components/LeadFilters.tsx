import type { LeadAssignedFilter, LeadSort } from '@leadnest/contracts';
import { LEAD_SEARCH_MAX } from '@leadnest/contracts/constants';
import { belowMd, Button, Dialog, DialogActions, FormField, fromMd, Select, TextInput, theme } from '@leadnest/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

import type { LeadFilters as Filters } from '../api/keys';
import { SOURCE_FILTER_OPTIONS, STAGE_FILTER_OPTIONS } from '../lib/stages';

export interface LeadFiltersProps {
  filters: Filters;
  /** `replace` for a keystroke in the search (one history entry per search, not per letter). */
  onChange: (filters: Filters, options?: { replace?: boolean }) => void;
  /** Teams of more than one member: offer the Assigned filter (a team of one sees the bar as it always was). */
  showAssigned?: boolean;
}

/** What a search waits for after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 200;

export const SORT_OPTIONS: { value: LeadSort; label: string }[] = [
  { value: 'created', label: 'Newest first' },
  { value: 'activity', label: 'Last activity' },
  { value: 'score', label: 'Highest score' },
  { value: 'name', label: 'Name (A–Z)' },
];

export const ASSIGNED_OPTIONS: { value: LeadAssignedFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'me', label: 'Mine' },
  { value: 'unassigned', label: 'Unassigned' },
];

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.lg};
`;

const StyledSearch = styled.div`
  flex: 1 1 16rem;
  min-width: 0;
`;

/** Wide screens: the selects in the bar. Phones: they fold into a sheet behind 'Filters'. */
const StyledWide = styled.div`
  display: contents;
  ${belowMd} {
    display: none;
  }
`;

const StyledNarrow = styled.div`
  ${fromMd} {
    display: none;
  }
`;

const StyledSheet = styled.div`
  display: grid;
  gap: ${theme.space.md};
`;

function Selects({ filters, onChange, showAssigned }: LeadFiltersProps) {
  return (
    <>
      <FormField label="Stage">
        <Select value={filters.stage} options={STAGE_FILTER_OPTIONS} onChange={(stage) => onChange({ ...filters, stage })} />
      </FormField>
      <FormField label="Source">
        <Select value={filters.source} options={SOURCE_FILTER_OPTIONS} onChange={(source) => onChange({ ...filters, source })} />
      </FormField>
      {showAssigned ? (
        <FormField label="Assigned">
          <Select<LeadAssignedFilter>
            value={filters.assigned ?? 'all'}
            options={ASSIGNED_OPTIONS}
            // 'all' is no filter: left out of the URL and the query keys (api/keys.ts).
            onChange={(assigned) => onChange({ ...filters, assigned: assigned === 'all' ? undefined : assigned })}
          />
        </FormField>
      ) : null}
      <FormField label="Sort by">
        <Select<LeadSort> value={filters.sort ?? 'created'} options={SORT_OPTIONS} onChange={(sort) => onChange({ ...filters, sort })} />
      </FormField>
    </>
  );
}

/** Search (name, email, phone in any format; results as you type), stage, source (and, in a team, assignee) filters and the order. */
export function LeadFilters({ filters, onChange, showAssigned = false }: LeadFiltersProps) {
  const [text, setText] = useState(filters.q);
  const [sheetOpen, setSheetOpen] = useState(false);
  // What this box last put in the URL: any other change of it (Back, a link) is shown in the box,
  // but our own, arriving while the agent types on, never takes letters away.
  const sent = useRef(filters.q);
  useEffect(() => {
    if (filters.q === sent.current) return;
    sent.current = filters.q;
    setText(filters.q);
  }, [filters.q]);
  useEffect(() => {
    if (text.trim() === filters.q.trim()) return;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      onChange({ ...filters, q: text.trim() }, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filters, onChange]);
  const active = [
    filters.stage !== 'all',
    filters.source !== 'all',
    showAssigned && (filters.assigned ?? 'all') !== 'all',
    (filters.sort ?? 'created') !== 'created',
  ].filter(Boolean).length;

  return (
    <StyledBar>
      <StyledSearch>
        <FormField label="Search leads">
          <TextInput
            type="search"
            value={text}
            placeholder="Name, email or phone"
            maxLength={LEAD_SEARCH_MAX}
            autoComplete="off"
            onChange={(e) => setText(e.target.value)}
          />
        </FormField>
      </StyledSearch>
      <StyledWide>
        <Selects filters={filters} onChange={onChange} showAssigned={showAssigned} />
      </StyledWide>
      <StyledNarrow>
        <Button variant="secondary" onClick={() => setSheetOpen(true)}>
          {active ? `Filters (${active})` : 'Filters'}
        </Button>
        <Dialog open={sheetOpen} onClose={() => setSheetOpen(false)} title="Filters">
          <StyledSheet>
            <Selects filters={filters} onChange={onChange} showAssigned={showAssigned} />
          </StyledSheet>
          <DialogActions>
            <Button onClick={() => setSheetOpen(false)}>Show leads</Button>
          </DialogActions>
        </Dialog>
      </StyledNarrow>
    </StyledBar>
  );
}
