import { LEAD_CONSENT_MESSAGES, type LeadTimelineDto } from '@leadnest/contracts';
import { captureToasts, renderWithClient } from '@leadnest/remote-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { leadDetail, leadRow, routeLeadsApi, sentBody } from '../../../test/leads-api';
import { LeadsPage } from '../components/LeadsPage';

// The agent is in Los Angeles (the profile's zone); the browser in Tokyo: the picked time is the agent's wall time.
const PROFILE = { id: 'u1', email: 'ann@example.com', plan: 'professional' as const, timeZone: 'America/Los_Angeles' };
const ID = 'c'.repeat(24);
const vera = { id: ID, name: 'Vera Verbal', phone: '+12125550151', stage: 'new' } as const;
const NOW = new Date('2026-11-28T18:00:00.000Z');
const recorded: LeadTimelineDto = {
  consent: { state: 'given', what: 'Agreed to calls and texts: verbal on a call', at: '2026-11-27T23:10:00.000Z', where: 'Recorded by Ann Lee' },
  truncated: false,
  items: [
    {
      id: 'activity-1',
      kind: 'consent',
      at: '2026-11-28T17:59:00.000Z',
      text: 'Consent recorded by Ann Lee: verbal on a call (calls and texts)',
      givenAt: '2026-11-27T23:10:00.000Z',
    },
  ],
};
const none: LeadTimelineDto = { consent: { state: 'none', what: null, at: null, where: null }, truncated: false, items: [] };

let before: string | undefined;
beforeAll(() => {
  before = process.env.TZ;
  process.env.TZ = 'Asia/Tokyo';
});
afterAll(() => {
  if (before === undefined) delete process.env.TZ;
  else process.env.TZ = before;
});
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
vi.setConfig({ testTimeout: 60_000 });
const toasts = captureToasts();

function mockApi() {
  let consentSaved = false;
  const fetch = routeLeadsApi({
    leads: [leadRow(vera)],
    detail: leadDetail(vera),
    routes: (method, url) => {
      if (url === '/api/user/profile') return { body: PROFILE };
      if (method === 'POST' && url === `/api/leads/${ID}/consent`) {
        consentSaved = true;
        return { status: 201, body: leadDetail(vera) };
      }
      if (url.endsWith('/timeline')) return { body: consentSaved ? recorded : none };
      return undefined;
    },
  });
  return fetch;
}

describe('Record Consent on the lead panel', () => {
  it('asks how and when, refuses a future time and a blank "other", sends the agent’s wall time, and shows the entry on the timeline', async () => {
    const fetch = mockApi();
    renderWithClient(<LeadsPage />);
    fireEvent.click(await screen.findByTestId('lead-row'));
    const panel = await screen.findByTestId('lead-panel', {}, { timeout: 10_000 });
    fireEvent.click(within(panel).getByRole('button', { name: 'Record Consent' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(dialog.textContent).toContain('How and when did Vera Verbal agree to be contacted?');
    expect(dialog.textContent).toContain('Times in your time zone (America/Los Angeles)');

    // "Other" needs words; a time tomorrow is refused with the API's message.
    fireEvent.change(within(dialog).getByLabelText('How consent was given'), { target: { value: 'other' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record Consent' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(LEAD_CONSENT_MESSAGES.otherMissing);
    fireEvent.change(within(dialog).getByLabelText('How consent was given'), { target: { value: 'verbal' } });
    fireEvent.change(within(dialog).getByLabelText('Date given'), { target: { value: '2026-11-29' } });
    expect(within(dialog).getByRole('alert').textContent).toBe(LEAD_CONSENT_MESSAGES.atInFuture);
    expect(sentBody(fetch, 'POST', `/api/leads/${ID}/consent`)).toBeUndefined();

    // Nov 27, 3:10 PM in Los Angeles.
    fireEvent.change(within(dialog).getByLabelText('Date given'), { target: { value: '2026-11-27' } });
    fireEvent.change(within(dialog).getByLabelText('Time given'), { target: { value: '15:10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record Consent' }));
    await waitFor(() =>
      expect(sentBody(fetch, 'POST', `/api/leads/${ID}/consent`)).toEqual({ method: 'verbal', channels: ['calls', 'texts'], at: '2026-11-27T23:10:00.000Z' }),
    );
    await waitFor(() => expect(toasts.at(-1)).toMatchObject({ title: LEAD_CONSENT_MESSAGES.recordedTitle, description: 'Consent recorded for Vera Verbal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const list = await screen.findByTestId('notes-activity', {}, { timeout: 10_000 });
    expect(within(list).getByRole('listitem').textContent).toContain('Consent recorded by Ann Lee: verbal on a call (calls and texts), Nov 27, 2026, 3:10 PM');
    expect(screen.getByTestId('consent-badge').getAttribute('data-state')).toBe('given');
  });
});
