import { FOLLOW_UP_MESSAGES, type LeadTimelineDto } from '@leadnest/contracts';
import { captureToasts, renderWithClient } from '@leadnest/remote-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { leadDetail, leadRow, routeLeadsApi } from '../../../test/leads-api';
import { LeadsPage } from '../components/LeadsPage';
import { defaultFollowUp, pickError, pickToIso } from '../lib/follow-up-time';

const ID = 'a'.repeat(24);
const dana = { id: ID, name: 'Dana Cole', email: 'dana@example.com', phone: '+15125550199', stage: 'qualified', score: 40 } as const;
const timeline: LeadTimelineDto = {
  consent: { state: 'given', what: 'I agree to be contacted by phone and text', at: '2030-01-01T10:00:00.000Z', where: 'Capture page: Spring Valuation' },
  truncated: false,
  items: [
    { id: 'note-1', kind: 'note', at: '2030-01-03T10:00:00.000Z', text: 'Prefers texts after 5pm' },
    {
      id: 'call-1',
      kind: 'call',
      at: '2030-01-02T12:00:00.000Z',
      text: 'Wants a showing',
      call: { id: 'c1', direction: 'outbound', duration: 95, outcome: null, summary: 'Wants a showing', recordingUrl: '/api/call-logs/c1/recording' },
    },
    { id: 'stage-1', kind: 'stage', at: '2030-01-02T11:00:00.000Z', text: null, by: 'Maya Lopez', from: 'new', to: 'qualified' },
    { id: 'm-1', kind: 'message', at: '2030-01-02T10:00:00.000Z', text: 'We want a 3 bed house', channel: 'website', role: 'lead' },
  ],
};
const overdue = {
  due: 'overdue',
  timeZone: 'America/Chicago',
  followUps: [{ leadId: ID, name: 'Dana Cole', stage: 'qualified', followUpDate: '2030-01-01T09:00:00.000Z' }],
};

function mockApi() {
  return routeLeadsApi({
    leads: [leadRow(dana)],
    detail: leadDetail(dana),
    routes: (_method, url) => {
      if (url.endsWith('/timeline')) return { body: timeline };
      if (url === '/api/follow-ups/summary') return { body: { dueToday: 0, overdue: 1, reminders: [] } };
      if (url.startsWith('/api/follow-ups?due=overdue')) return { body: overdue };
      return undefined;
    },
  });
}

vi.setConfig({ testTimeout: 60_000 });
const toasts = captureToasts();

describe('the lead timeline (Notes & Activity)', () => {
  it('shows the consent badge and every kind of item: note, call with recording, stage change with who, chat message', async () => {
    mockApi();
    renderWithClient(<LeadsPage />);
    fireEvent.click(await screen.findByTestId('lead-row'));
    const list = await screen.findByTestId('notes-activity', {}, { timeout: 10_000 });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('data-kind'))).toEqual(['note', 'call', 'stage', 'message']);
    expect(items[0]!.textContent).toContain('Prefers texts after 5pm');
    expect(items[1]!.textContent).toContain('Outbound call · 1:35');
    expect(within(items[1]!).getByRole('link', { name: 'Play recording' }).getAttribute('href')).toBe('/api/call-logs/c1/recording');
    expect(items[2]!.textContent).toContain('Stage changed by Maya Lopez');
    expect(items[2]!.textContent).toContain('New → Qualified');
    expect(items[3]!.textContent).toContain('Lead · Website chat');
    const badge = screen.getByTestId('consent-badge');
    expect(badge.getAttribute('data-state')).toBe('given');
    expect(badge.textContent).toContain('Consent given');
    expect(badge.textContent).toContain('Capture page: Spring Valuation');
  });
});

describe('follow-ups', () => {
  it('the picker starts 24 h ahead and refuses a time that has passed', () => {
    const now = new Date('2030-03-10T09:07:00');
    const pick = defaultFollowUp(now);
    expect(pick).toEqual({ date: '2030-03-11', time: '09:15' });
    expect(pickError(pick, now.getTime())).toBeNull();
    expect(pickError({ date: '2030-03-10', time: '08:00' }, now.getTime())).toBe(FOLLOW_UP_MESSAGES.past);
    expect(pickError({ date: '', time: '08:00' }, now.getTime())).toBe('Pick a date and a time.');
    expect(pickToIso({ date: '2030-03-11', time: '09:15' })).toBe(new Date('2030-03-11T09:15:00').toISOString());
  });

  it('the Due view counts due today and overdue, lists the overdue one, opens it and marks it done', async () => {
    const fetch = mockApi();
    renderWithClient(<LeadsPage />);
    const card = await screen.findByTestId('follow-ups-due');
    await waitFor(() => expect(within(card).getByTestId('follow-up-counts').textContent).toBe('0 due today · 1 overdue'));
    fireEvent.click(within(card).getByRole('button', { name: 'Show' }));
    const rows = await within(card).findByTestId('follow-ups-overdue', {}, { timeout: 10_000 });
    expect(rows.textContent).toContain('Dana Cole');
    expect(rows.textContent).toContain('Was due');
    fireEvent.click(within(rows).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some((c) => c[1]?.method === 'PATCH' && String(c[1]?.body) === JSON.stringify({ followUpDate: null }))).toBe(true),
    );
    await waitFor(() => expect(toasts.at(-1)?.title).toBe('Follow-up Done'));
  });
});
