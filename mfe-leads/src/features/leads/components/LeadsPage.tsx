import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, Card, PageFrame, fromMd, theme } from '@leadnest/ui';
import { DEFAULT_FILTERS, type LeadFilters as Filters } from '../api/keys';
import { useLeadCounts } from '../api/lead-counts';
import { useLeadList } from '../api/list-leads';
import { CountCards } from './CountCards';
import { LeadFilters } from './LeadFilters';
import { LeadList } from './LeadList';
import { LeadPanel } from './LeadPanel';

const StyledColumns = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  align-items: start;
  ${fromMd} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

/** Lead Management (/leads): filters, counts, the paged list and the selected lead's panel. */
export function LeadsPage() {
  const [filters, setFilters] = useState<Filters>(DEFAULT_FILTERS);
  // /leads?lead={id} (the inbox's "Open in Leads") opens that lead's panel.
  const [params] = useSearchParams();
  const [selectedId, setSelectedId] = useState<string | null>(() => params.get('lead'));
  // Rows first: the counts are asked for once the list's first page is in.
  // On the embedded database a counts aggregation over a large pipeline holds
  // the server's one thread for ~100 ms, and a list request beside it waited
  // for it (measured with 100k leads: list alone 33 ms, beside counts 150 ms).
  const list = useLeadList(filters);
  const counts = useLeadCounts(filters, { enabled: !list.isPending });
  const total = counts.data ? (filters.stage === 'all' ? counts.data.total : filters.stage === 'lost' ? counts.data.lost : counts.data.counts[filters.stage]) : undefined;

  return (
    <PageFrame
      subtitle="Track and nurture your real estate leads"
      actions={
        <ButtonLink as={Link} to="/dashboard" variant="secondary">
          Back to Dashboard
        </ButtonLink>
      }
    >
      <LeadFilters filters={filters} onChange={setFilters} />
      <CountCards counts={counts.data} />
      <StyledColumns>
        <LeadList filters={filters} total={total} selectedId={selectedId} onSelect={setSelectedId} />
        <aside aria-label="Lead details">
          {selectedId ? (
            <LeadPanel key={selectedId} leadId={selectedId} />
          ) : (
            <Card>
              <p style={{ margin: 0, textAlign: 'center', color: theme.colors.textMuted }}>Select a lead to view details</p>
            </Card>
          )}
        </aside>
      </StyledColumns>
    </PageFrame>
  );
}
