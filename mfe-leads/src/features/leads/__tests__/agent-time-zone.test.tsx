import type { LeadTimelineDto } from '@leadnest/contracts';
import { renderWithClient } from '@leadnest/remote-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { leadDetail, leadRow, routeLeadsApi } from '../../../test/leads-api';
import { LeadsPage } from '../components/LeadsPage';

// docs/decisions/0013-agent-time-zone.md: the browser is in Tokyo, the agent's profile says Los Angeles;
// every time on /leads is the agent's. 16:15Z on Mar 21 is 9:15 AM there and 1:15 AM on Mar 22 in Tokyo.
const BROWSER = 'Asia/Tokyo';
const PROFILE = { id: 'u1', email: 'ann@example.com', plan: 'professional' as const, timeZone: 'America/Los_Angeles' };
const ID = 'a'.repeat(24);
const FOLLOW_UP = '2030-03-21T16:15:00.000Z';
// 03:00Z on Jan 1 is still Dec 31 in Los Angeles (noon on Jan 1 in Tokyo).
const CREATED = '2030-01-01T03:00:00.000Z';
const dana = { id: ID, name: 'Dana Cole', stage: 'qualified', followUpDate: FOLLOW_UP, createdAt: CREATED } as const;
const timeline: LeadTimelineDto = {
  consent: { state: 'given', what: 'I agree to be contacted', at: '2030-03-20T16:00:00.000Z', where: 'Capture page' },
  truncated: false,
  items: [
    { id: 'f-1', kind: 'followUp', at: '2030-03-20T16:00:00.000Z', text: FOLLOW_UP },
    { id: 'r-1', kind: 'reminder', at: '2030-03-20T16:30:00.000Z', text: FOLLOW_UP },
  ],
};

let before: string | undefined;
beforeAll(() => {
  before = process.env.TZ;
  process.env.TZ = BROWSER;
});
afterAll(() => {
  if (before === undefined) delete process.env.TZ;
  else process.env.TZ = before;
});
afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 60_000 });

function mockApi() {
  return routeLeadsApi({
    leads: [leadRow(dana)],
    detail: leadDetail(dana),
    routes: (_method, url) => {
      if (url === '/api/user/profile') return { body: PROFILE };
      if (url.endsWith('/timeline')) return { body: timeline };
      if (url === '/api/follow-ups/summary') return { body: { dueToday: 1, overdue: 0, reminders: [] } };
      if (url.startsWith('/api/follow-ups?due=today'))
        return {
          body: { due: 'today', timeZone: PROFILE.timeZone, followUps: [{ leadId: ID, name: 'Dana Cole', stage: 'qualified', followUpDate: FOLLOW_UP }] },
        };
      return undefined;
    },
  });
}

describe('/leads shows every time in the agent’s zone, not the browser’s', () => {
  it('the browser really is elsewhere (the test would prove nothing otherwise)', () => {
    expect(new Date(FOLLOW_UP).toLocaleTimeString('en-US')).toBe('1:15:00 AM');
  });

  it('list, panel, timeline, consent and the due list read one time', async () => {
    mockApi();
    renderWithClient(<LeadsPage />, '/', { profile: PROFILE });
    const row = await screen.findByTestId('lead-row');
    expect(row.textContent).toContain('Dec 31, 2029');
    fireEvent.click(row);
    expect((await screen.findByTestId('follow-up')).textContent).toBe('Mar 21, 2030, 9:15 AM');
    const list = await screen.findByTestId('notes-activity', {}, { timeout: 10_000 });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Follow-up scheduled');
    expect(items[0]!.textContent).toContain('Mar 20, 2030, 9:00 AM');
    expect(items[0]!.textContent).toContain('Mar 21, 2030, 9:15 AM');
    expect(items[1]!.textContent).toContain('Due Mar 21, 2030, 9:15 AM');
    expect(screen.getByTestId('consent-badge').textContent).toContain('Mar 20, 2030, 9:00 AM');
    expect(document.body.textContent).not.toMatch(/1:15|Mar 22/);

    const card = screen.getByTestId('follow-ups-due');
    fireEvent.click(within(card).getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(within(card).getByTestId('follow-ups-today').textContent).toContain('Due Mar 21, 2030, 9:15 AM'));
  });
});
