import { belowMd, Button, ButtonLink, Card, fromMd, PageFrame, theme } from '@leadnest/ui';
import { Provider, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

import type { LeadFilters as LeadFiltersValue } from '../api/keys';
import { useLeadCounts } from '../api/lead-counts';
import { useLeadList } from '../api/list-leads';
import { useLeadsUrl } from '../hooks/use-leads-url';
import { useSettled } from '../hooks/use-settled';
import { useTeamView } from '../hooks/use-team-view';
import { checkedIdsAtom, checkedOf, clearCheckedAtom } from '../state/selection';
import { AddLeadDialog } from './AddLeadDialog';
import { BulkBar } from './BulkBar';
import { CountCards } from './CountCards';
import { FollowUpsDue } from './follow-ups/FollowUpsDue';
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

/** On a phone the list comes first; an open lead takes the whole screen, with a way back. */
const StyledListSide = styled.div<{ $hidden: boolean }>`
  min-width: 0;
  ${(p) =>
    p.$hidden &&
    css`
      ${belowMd} {
        display: none;
      }
    `}
`;

/**
 * On a phone an open lead is a full-screen view of its own: it
 * covers the page's title, its buttons and the shell's bar, scrolls by
 * itself, and its Back bar stays at the top. Dialogs opened from it are
 * portalled to the end of the body at the same layer, so they sit above it.
 */
const StyledPanelSide = styled.aside<{ $empty: boolean }>`
  min-width: 0;
  ${(p) =>
    p.$empty
      ? css`
          ${belowMd} {
            display: none;
          }
        `
      : css`
          ${belowMd} {
            position: fixed;
            inset: 0;
            z-index: 50;
            overflow-y: auto;
            overscroll-behavior: contain;
            background: ${theme.colors.background};
            padding: 0 ${theme.space.md} ${theme.space.lg};
          }
        `}
`;

const StyledBack = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  margin: 0 -${theme.space.md} ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
  ${fromMd} {
    display: none;
  }
`;

/**
 * How long a search must rest before the stage counts follow it (the list
 * follows after SEARCH_DEBOUNCE_MS). Counts of a search read every lead it
 * matches (a one- or two-letter one, all of the agent's), so the counts of
 * each prefix typed on the way ('g', 'ga', …) would be work for figures
 * nobody reads, on the database that answers the next keystroke's list.
 */
export const COUNTS_SETTLE_MS = 600;

function withoutAssigned({ assigned: _assigned, ...rest }: LeadFiltersValue): LeadFiltersValue {
  return rest;
}

/**
 * Lead Management (/leads, /leads/{id}): search, filters, counts, the paged list and the selected lead's panel.
 * Its own jotai store: the ticks of one mount are never another's, and go when the page does.
 */
export function LeadsPage() {
  return (
    <Provider>
      <LeadsScreen />
    </Provider>
  );
}

function LeadsScreen() {
  const { filters: urlFilters, selectedId, setFilters, select } = useLeadsUrl();
  const team = useTeamView();
  // The Assigned filter is only offered to a shared team: once the team is
  // known to be of one, an `assigned` left in a link no longer narrows a list
  // whose filter the agent cannot see (or clear).
  const dropAssigned = team.known && !team.shared && Boolean(urlFilters.assigned);
  const filters = useMemo(() => (dropAssigned ? withoutAssigned(urlFilters) : urlFilters), [dropAssigned, urlFilters]);
  // Rows first: the counts are asked for once the list's first page for the
  // same filters is in (not while it still shows the last search's rows).
  // On the embedded database a counts aggregation over a large pipeline holds
  // the server's one thread for ~100 ms, and a list request beside it waited
  // for it (measured with 100k leads: list alone 33 ms, beside counts 150 ms).
  const list = useLeadList(filters);
  const countsQ = useSettled(filters.q, COUNTS_SETTLE_MS);
  const counts = useLeadCounts(
    { source: filters.source, q: countsQ, assigned: filters.assigned },
    { enabled: !list.isPending && !list.isPlaceholderData && countsQ === filters.q },
  );
  // Until the figures of this search are in, the last ones stay on screen, marked as not this search's.
  const countsStale = counts.isPlaceholderData || countsQ !== filters.q;
  const [adding, setAdding] = useState(false);
  const checkedIds = useAtomValue(checkedIdsAtom);
  const clearChecked = useSetAtom(clearCheckedAtom);
  // Ticks belong to the list on screen: another filter, search or order starts with none.
  useEffect(() => clearChecked(), [clearChecked, filters.stage, filters.source, filters.q, filters.assigned, filters.sort]);
  const checked = checkedOf(list.data?.pages.flatMap((p) => p.leads) ?? [], checkedIds);
  const total = counts.data
    ? filters.stage === 'all'
      ? counts.data.total
      : filters.stage === 'lost'
        ? counts.data.lost
        : counts.data.counts[filters.stage]
    : undefined;

  return (
    <PageFrame
      subtitle="Track and nurture your real estate leads"
      actions={
        <>
          <Button onClick={() => setAdding(true)}>Add Lead</Button>
          <ButtonLink as={Link} to="/dashboard" variant="secondary">
            Back to Dashboard
          </ButtonLink>
        </>
      }
    >
      <StyledListSide $hidden={Boolean(selectedId)}>
        <FollowUpsDue onOpen={select} enabled={!list.isPending} />
        <LeadFilters filters={filters} onChange={setFilters} showAssigned={team.shared} />
        <CountCards counts={counts.data} stale={countsStale} />
      </StyledListSide>
      <StyledColumns>
        <StyledListSide $hidden={Boolean(selectedId)}>
          {checked.length > 0 ? <BulkBar selected={checked} /> : null}
          <LeadList filters={filters} total={total} totalStale={countsStale} selectedId={selectedId} onSelect={select} />
        </StyledListSide>
        <StyledPanelSide aria-label="Lead details" $empty={!selectedId}>
          {selectedId ? (
            <>
              <StyledBack>
                <Button variant="secondary" size="sm" onClick={() => select(null)}>
                  ← Back to leads
                </Button>
              </StyledBack>
              <LeadPanel key={selectedId} leadId={selectedId} onDeleted={() => select(null)} />
            </>
          ) : (
            <Card>
              <p style={{ margin: 0, textAlign: 'center', color: theme.colors.textMuted }}>Select a lead to view details</p>
            </Card>
          )}
        </StyledPanelSide>
      </StyledColumns>
      <AddLeadDialog open={adding} onClose={() => setAdding(false)} onAdded={(lead) => select(lead.id)} />
    </PageFrame>
  );
}
