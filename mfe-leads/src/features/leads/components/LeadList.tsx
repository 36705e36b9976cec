import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, Card, EmptyState, Spinner, theme } from '@leadnest/ui';
import { serverMessage } from '@leadnest/session';
import type { LeadFilters } from '../api/keys';
import { useLeadList } from '../api/list-leads';
import { LeadRow } from './LeadRow';

export interface LeadListProps {
  filters: LeadFilters;
  /** From the counts: how many leads match the filters. */
  total: number | undefined;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

const StyledTitle = styled.h2`
  margin: 0;
  font-size: 1.125rem;
`;

const StyledHint = styled.p`
  margin: ${theme.space.xs} 0 ${theme.space.md};
  font-size: 0.875rem;
  color: ${theme.colors.textMuted};
`;

/** The list scrolls at 24rem (spec part 2 §9). */
const StyledScroll = styled.div`
  max-height: 24rem;
  overflow-y: auto;
`;

const StyledItems = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Leads page by page: the next page loads when the end of the list scrolls into view (or on 'Load more'). */
export function LeadList({ filters, total, selectedId, onSelect }: LeadListProps) {
  const query = useLeadList(filters);
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
      <StyledTitle>Leads ({count})</StyledTitle>
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
              <li key={lead.id}>
                <LeadRow lead={lead} selected={lead.id === selectedId} onSelect={onSelect} />
              </li>
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
