import { type AppNotification, subscribeNotifications } from '@leadnest/session';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { json, mockApi, renderAt, signedInAs } from '../../chrome/__tests__/harness';
import { FollowUpsBadge } from '../FollowUpsBadge';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const agent = signedInAs({ id: 'u1', firstName: 'Jane', plan: 'professional' } as never);

describe('the header’s follow-up count and reminders', () => {
  it('counts due today and overdue, links to the Due view, and shows each reminder once, marking it seen', async () => {
    const seen: AppNotification[] = [];
    const unsubscribe = subscribeNotifications((n) => seen.push(n));
    const fetch = mockApi({
      ...agent,
      'GET /api/follow-ups/summary': () =>
        json(200, {
          dueToday: 2,
          overdue: 1,
          reminders: [{ id: 'r'.repeat(24), leadId: 'l1', leadName: 'Dana Cole', followUpDate: '2030-01-01T10:00:00.000Z' }],
        }),
      [`POST /api/follow-ups/reminders/${'r'.repeat(24)}/seen`]: () => new Response(null, { status: 204 }),
    });
    renderAt(<FollowUpsBadge />, '/dashboard');
    const link = await screen.findByTestId('follow-up-count');
    expect(link.textContent).toBe('3');
    expect(link.getAttribute('href')).toBe('/leads?followUps=today');
    expect(link.getAttribute('aria-label')).toBe('3 follow-ups due, 1 overdue');
    await waitFor(() => expect(seen).toEqual([{ title: 'Follow-up due', description: 'Time to follow up with Dana Cole. Open Leads to see them.' }]));
    await waitFor(() => expect(fetch.mock.calls.some((c) => c[1]?.method === 'POST' && String(c[0]).endsWith('/seen'))).toBe(true));
    unsubscribe();
  });

  it('shows nothing without follow-ups, and never asks for a visitor', async () => {
    const fetch = mockApi({ ...agent, 'GET /api/follow-ups/summary': () => json(200, { dueToday: 0, overdue: 0, reminders: [] }) });
    renderAt(<FollowUpsBadge />, '/dashboard');
    await waitFor(() => expect(fetch.mock.calls.some((c) => String(c[0]) === '/api/follow-ups/summary')).toBe(true));
    expect(screen.queryByTestId('follow-up-count')).toBeNull();
    cleanup();
    const visitor = mockApi({});
    renderAt(<FollowUpsBadge />, '/');
    await waitFor(() => expect(visitor.mock.calls.some((c) => String(c[0]) === '/api/user/profile')).toBe(true));
    expect(visitor.mock.calls.some((c) => String(c[0]).startsWith('/api/follow-ups'))).toBe(false);
  });
});
