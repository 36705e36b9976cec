import type { FollowUpView } from '@leadnest/contracts';
import { Button, Card, Spinner, theme } from '@leadnest/ui';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';

import { useFollowUpSummary } from '../../api/follow-ups';

// The lists (and Headless UI's tabs) load when the agent opens them, not with /leads.
const FollowUpsPanel = lazy(() => import('./FollowUpsPanel').then((m) => ({ default: m.FollowUpsPanel })));

export interface FollowUpsDueProps {
  /** Opens a lead's panel (the page's own selection). */
  onOpen: (leadId: string) => void;
  /** Wait for the list's first page (the page asks for its rows first). */
  enabled?: boolean;
}

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;

const VIEW_PARAM = 'followUps';
const isView = (v: string | null): v is FollowUpView => v === 'today' || v === 'overdue';

/**
 * Follow-ups as tasks: how many are due today and overdue, and
 * the Due today / Overdue lists under it. `/leads?followUps=today` (the
 * header's count links there) opens it on that view.
 */
export function FollowUpsDue({ onOpen, enabled = true }: FollowUpsDueProps) {
  const [params] = useSearchParams();
  const asked = params.get(VIEW_PARAM);
  const [view, setView] = useState<FollowUpView | null>(isView(asked) ? asked : null);
  const summary = useFollowUpSummary({ enabled });
  const s = summary.data;

  return (
    <Card data-testid="follow-ups-due" style={{ marginBottom: theme.space.md }}>
      <StyledBar>
        <strong>Follow-ups</strong>
        {summary.isPending ? (
          <Spinner label="Loading follow-ups" size={16} />
        ) : summary.isError ? (
          <span role="alert">Could not load follow-ups.</span>
        ) : (
          <span data-testid="follow-up-counts" style={{ color: s && s.overdue > 0 ? theme.colors.danger : theme.colors.textMuted }}>
            {s!.dueToday} due today · {s!.overdue} overdue
          </span>
        )}
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={view !== null}
          onClick={() => setView(view ? null : (s?.overdue ?? 0) > 0 && (s?.dueToday ?? 0) === 0 ? 'overdue' : 'today')}
        >
          {view ? 'Hide' : 'Show'}
        </Button>
      </StyledBar>
      {view ? (
        <Suspense fallback={<Spinner label="Loading follow-ups" size={20} />}>
          <FollowUpsPanel view={view} counts={s} onViewChange={setView} onOpen={onOpen} />
        </Suspense>
      ) : null}
    </Card>
  );
}
