import { apiRequest, hasActivePlan, publishNotification, readJson, useSession } from '@leadnest/session';
import { theme } from '@leadnest/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** What the shell reads of GET /api/follow-ups/summary (contracts' FollowUpSummaryDto; the shell does not depend on contracts). */
export interface FollowUpSummary {
  dueToday: number;
  overdue: number;
  reminders: { id: string; leadId: string; leadName: string; followUpDate: string }[];
}

/** How often the count and the reminders are asked for: a reminder shows within a minute of its time. */
export const FOLLOW_UP_POLL_MS = 60_000;

const summaryKey = ['leads', 'follow-ups', 'summary'] as const;

async function fetchSummary(): Promise<FollowUpSummary> {
  const body = await readJson<FollowUpSummary>(await apiRequest('GET', '/api/follow-ups/summary'));
  return { dueToday: body?.dueToday ?? 0, overdue: body?.overdue ?? 0, reminders: body?.reminders ?? [] };
}

/** The in-app reminder of a follow-up whose time came. */
export const reminderToast = (r: FollowUpSummary['reminders'][number]) => ({
  title: 'Follow-up due',
  description: `Time to follow up with ${r.leadName}. Open Leads to see them.`,
});

const StyledCount = styled(Link)<{ $overdue: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  padding: ${theme.space.xs} ${theme.space.sm};
  border-radius: ${theme.radii.md};
  font-size: 0.875rem;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  color: ${(p) => (p.$overdue ? theme.colors.danger : theme.colors.brand)};
  background: ${theme.colors.brandSoft};
`;

/**
 * The header's follow-up count: follow-ups due today plus
 * overdue, linking to the Due view on /leads; and the in-app reminder, a
 * toast when a follow-up's time comes (the server's durable job stores it;
 * each is shown once, then marked seen). Only for a signed-in agent with a
 * plan (the API answers 402 otherwise).
 */
export function FollowUpsBadge() {
  const { user } = useSession();
  const enabled = Boolean(user && hasActivePlan(user));
  const { data } = useQuery({ queryKey: summaryKey, queryFn: fetchSummary, enabled, refetchInterval: FOLLOW_UP_POLL_MS, retry: false });
  const shown = useRef(new Set<string>());

  useEffect(() => {
    for (const r of data?.reminders ?? []) {
      if (shown.current.has(r.id)) continue;
      shown.current.add(r.id);
      publishNotification(reminderToast(r));
      void apiRequest('POST', `/api/follow-ups/reminders/${encodeURIComponent(r.id)}/seen`).catch(() => undefined);
    }
  }, [data]);

  if (!enabled || !data) return null;
  const count = data.dueToday + data.overdue;
  if (count === 0) return null;
  return (
    <StyledCount
      to="/leads?followUps=today"
      $overdue={data.overdue > 0}
      data-testid="follow-up-count"
      aria-label={`${count} follow-up${count === 1 ? '' : 's'} due${data.overdue ? `, ${data.overdue} overdue` : ''}`}
    >
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 8v4l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
      </svg>
      {count}
    </StyledCount>
  );
}
