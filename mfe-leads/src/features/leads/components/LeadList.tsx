import { serverMessage } from '@leadnest/session';
import { Button, Card, CheckboxField, EmptyState, Spinner, theme } from '@leadnest/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';

import type { LeadFilters } from '../api/keys';
import { useLeadList } from '../api/list-leads';
import { useAgentTimeZone } from '../hooks/use-agent-time-zone';
import { useClaim } from '../hooks/use-claim';
import { useTeamView } from '../hooks/use-team-view';
import { assigneeLabel, canClaim } from '../lib/assignment';
import { checkAtom, checkedIdsAtom } from '../state/selection';
import { ExportLeadsButton } from './ExportLeadsButton';
import { LeadRow } from './LeadRow';

export interface LeadListProps {
  filters: LeadFilters;
  /** From the counts: how many leads match the filters. */
  total: number | undefined;
  /** `total` is the last search's, kept while this one's is on its way: shown dimmed and busy. */
  totalStale?: boolean;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The heading and, on its right, Export for the whole filtered list. */
const StyledHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: 1.125rem;
`;

const StyledHint = styled.p`
  margin: ${theme.space.xs} 0 ${theme.space.md};
  font-size: 0.875rem;
  color: ${theme.colors.textMuted};
`;

/**
 * The list scrolls at 24rem (spec part 2 §9). Positioned, so it is the
 * containing block of the rows' visually hidden (absolute) labels: otherwise
 * they escaped the scroll box and stretched the page far below the footer.
 */
const StyledScroll = styled.div`
  position: relative;
  max-height: 24rem;
  overflow-y: auto;
`;

const StyledItem = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.sm};
  > :last-child {
    flex: 1;
    min-width: 0;
  }
`;

/**
 * The row, and beside it the Claim button of a lead in a team's pool; where
 * the row would be squeezed below 14rem (a phone) Claim wraps under it.
 * Alone (a team of one) the row fills it, as it always did.
 */
const StyledRowSlot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${theme.space.sm};
  > :first-child {
    flex: 1 1 14rem;
    min-width: 0;
  }
`;

/** The tick box's label, for screen readers only (the row beside it names the lead). */
const StyledSrOnly = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const StyledItems = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Leads page by page: the next page loads when the end of the list scrolls into view (or on 'Load more'). */
export function LeadList({ filters, total, totalStale = false, selectedId, onSelect }: LeadListProps) {
  const query = useLeadList(filters);
  // The tick boxes (bulk actions): state/selection.ts, under LeadsPage's Provider.
  const checkedIds = useAtomValue(checkedIdsAtom);
  const onCheck = useSetAtom(checkAtom);
  const team = useTeamView();
  const timeZone = useAgentTimeZone();
  const { claim, pendingId } = useClaim();
  const scrollRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLLIElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { root: scrollRef.current, rootMargin: '200px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const leads = query.data?.pages.flatMap((p) => p.leads) ?? [];
  const count = total ?? leads.length;

  return (
    <Card>
      <StyledHeading>
        <StyledTitle aria-busy={(totalStale && total !== undefined) || undefined} style={totalStale && total !== undefined ? { opacity: 0.5 } : undefined}>
          Leads ({count})
        </StyledTitle>
        <ExportLeadsButton filters={filters} disabled={!query.isPending && leads.length === 0} />
      </StyledHeading>
      <StyledHint>Click on a lead to view details and manage</StyledHint>
      {query.isPending ? (
        <Spinner label="Loading leads" size={24} />
      ) : query.isError ? (
        <EmptyState role="alert" title={serverMessage(query.error) ?? 'Could not load leads.'} />
      ) : leads.length === 0 ? (
        <EmptyState title="No leads found" />
      ) : (
        <StyledScroll ref={scrollRef} data-testid="lead-list">
          <StyledItems>
            {leads.map((lead) => (
              <StyledItem key={lead.id}>
                <CheckboxField checked={checkedIds.has(lead.id)} onChange={(checked) => onCheck(lead.id, checked)}>
                  <StyledSrOnly>Select {lead.name}</StyledSrOnly>
                </CheckboxField>
                <StyledRowSlot>
                  <LeadRow lead={lead} selected={lead.id === selectedId} onSelect={onSelect} assignee={assigneeLabel(team, lead)} timeZone={timeZone} />
                  {canClaim(team, lead) ? (
                    <Button size="sm" aria-label={`Claim ${lead.name}`} disabled={pendingId === lead.id} onClick={() => claim(lead)}>
                      Claim
                    </Button>
                  ) : null}
                </StyledRowSlot>
              </StyledItem>
            ))}
            {hasNextPage ? (
              <li ref={sentinelRef}>
                <Button variant="ghost" size="sm" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                  {isFetchingNextPage ? 'Loading…' : 'Load more'}
                </Button>
              </li>
            ) : null}
          </StyledItems>
        </StyledScroll>
      )}
    </Card>
  );
}
