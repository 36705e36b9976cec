import type { LeadDetailDto, LeadDto } from '@leadnest/contracts';
import { renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { type AppNotification, subscribeNotifications } from '@leadnest/session';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { LeadsPage } from '../components/LeadsPage';

const lead = (over: Partial<LeadDto> = {}): LeadDto => ({
  id: 'a'.repeat(24),
  userId: 'u'.repeat(24),
  name: 'Ann Lee',
  email: 'ann@example.com',
  phone: '555-010-0100',
  address: null,
  source: 'website',
  stage: 'new',
  score: 42,
  lastMessage: null,
  followUpDate: null,
  capturePageId: null,
  consent: null,
  createdAt: '2030-01-01T10:00:00.000Z',
  updatedAt: '2030-01-01T10:00:00.000Z',
  ...over,
});
let detail: LeadDetailDto = { ...lead(), notes: [], activities: [], qualification: null, deal: { salePrice: null, commission: null, closedAt: null } };
const counts = { counts: { new: 1, contacted: 0, qualified: 0, showing: 0, offer: 0, closed: 0 }, lost: 0, total: 1 };

function mockApi() {
  return routeFetch((method, url) => {
    if (url.startsWith('/api/leads/counts')) return { body: counts };
    if (url.endsWith('/timeline')) return { body: { items: [], consent: { state: 'none', what: null, at: null, where: null }, truncated: false } };
    if (url.startsWith('/api/follow-ups'))
      return { body: url.includes('summary') ? { dueToday: 0, overdue: 0, reminders: [] } : { due: 'today', followUps: [], timeZone: 'America/New_York' } };
    if (method === 'GET' && url.startsWith('/api/leads?')) return { body: { leads: url.includes('stage=closed') ? [] : [lead()], nextCursor: null } };
    if (url.endsWith('/call')) return { status: 409, body: { message: 'Configure Twilio in API Settings to enable calling', code: 'CALLING_NOT_CONFIGURED' } };
    if (method === 'PATCH') return { body: detail };
    if (method === 'POST' && url.endsWith('/notes')) return { status: 201, body: detail };
    return { body: detail };
  });
}

// The page now loads the filters sheet, merge and delete dialogs' code too; on a loaded 2-core machine its first render takes seconds.
vi.setConfig({ testTimeout: 60_000 });

let toasts: AppNotification[] = [];
let unsubscribe: () => void = () => undefined;
beforeEach(() => {
  toasts = [];
  unsubscribe = subscribeNotifications((n) => toasts.push(n));
});
afterEach(() => {
  unsubscribe();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('LeadsPage', () => {
  it('lists the first page, shows counts, and sends filters to the server', async () => {
    const fetch = mockApi();
    renderWithClient(<LeadsPage />);
    expect(await screen.findByText('Ann Lee')).toBeVisible();
    expect(screen.getByText('Leads (1)')).toBeVisible();
    expect(screen.getByText('Click on a lead to view details and manage')).toBeVisible();
    expect(screen.getByText('No recent activity')).toBeVisible();
    expect(screen.getByText('Score: 42/100')).toBeVisible();
    expect(screen.getByText('Select a lead to view details')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');

    fireEvent.change(screen.getByLabelText('Stage'), { target: { value: 'closed' } });
    expect(await screen.findByText('No leads found')).toBeVisible();
    const urls = fetch.mock.calls.map((c) => String(c[0]));
    expect(urls).toContain('/api/leads?stage=closed&limit=50');
    expect(urls.filter((u) => u.startsWith('/api/leads?')).every((u) => u.includes('limit=50') && !u.includes('cursor'))).toBe(true);
  });

  it('asks for the counts only once the list’s first page is in (rows first)', async () => {
    // The 50 ms below pass on the fake clock, not for real.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answerList: () => void = () => undefined;
    const listAnswered = new Promise<void>((resolve) => (answerList = resolve));
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL | Request) => {
        const url = String(input);
        calls.push(url);
        if (url.startsWith('/api/leads?')) await listAnswered;
        const body = url.startsWith('/api/leads/counts') ? counts : { leads: [lead()], nextCursor: null };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    renderWithClient(<LeadsPage />);
    await waitFor(() => expect(calls).toContain('/api/leads?limit=50'));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(calls.some((u) => u.startsWith('/api/leads/counts'))).toBe(false);
    answerList();
    expect(await screen.findByText('Ann Lee')).toBeVisible();
    await waitFor(() => expect(calls).toContain('/api/leads/counts'));
    expect(await screen.findByText('Leads (1)')).toBeVisible();
  });

  it('while the agent types, the counts follow only the search they stop at, after its rows; meanwhile the last figures show as not this search’s', async () => {
    let answerCounts: () => void = () => undefined;
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL | Request) => {
        const url = String(input);
        calls.push(url);
        let body: unknown = { leads: [lead()], nextCursor: null };
        // The rows of 'ga' are still on their way when the agent types on.
        if (url.startsWith('/api/leads?q=ga&')) await new Promise(() => undefined);
        if (url.startsWith('/api/leads/counts')) {
          // The search's figures wait until the test lets them through.
          if (url.includes('q=')) await new Promise<void>((resolve) => (answerCounts = resolve));
          body = url.includes('q=') ? { ...counts, counts: { ...counts.counts, new: 7 }, total: 7 } : counts;
        }
        return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    renderWithClient(<LeadsPage />);
    await waitFor(() => expect(calls).toContain('/api/leads/counts'));
    await waitFor(() => expect(screen.getByTestId('count-new').textContent).toContain('1'));
    const cards = screen.getByRole('list', { name: 'Leads per stage' });
    expect(cards.getAttribute('aria-busy')).toBeNull();

    // 'ga', then 'gar' before its rows are in: counts for 'gar' only, after its rows.
    const box = screen.getByLabelText('Search leads');
    fireEvent.change(box, { target: { value: 'ga' } });
    await waitFor(() => expect(calls).toContain('/api/leads?q=ga&limit=50'), { timeout: 5000 });
    expect(cards.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('count-new').textContent).toContain('1');
    fireEvent.change(box, { target: { value: 'gar' } });
    await waitFor(() => expect(calls).toContain('/api/leads?q=gar&limit=50'), { timeout: 5000 });
    await waitFor(() => expect(calls).toContain('/api/leads/counts?q=gar'), { timeout: 5000 });
    expect(calls.filter((u) => u.startsWith('/api/leads/counts?q=ga&') || u === '/api/leads/counts?q=ga')).toEqual([]);
    // After the rows of 'gar', never beside them.
    expect(calls.indexOf('/api/leads/counts?q=gar')).toBeGreaterThan(calls.indexOf('/api/leads?q=gar&limit=50'));
    expect(cards.getAttribute('aria-busy')).toBe('true');
    act(() => answerCounts());
    await waitFor(() => expect(screen.getByTestId('count-new').textContent).toContain('7'));
    expect(cards.getAttribute('aria-busy')).toBeNull();
    expect(screen.getByText('Leads (7)')).toBeVisible();
  });

  it('opens the panel, shows an empty notes state, and turns a refused call into Setup Required', async () => {
    const fetch = mockApi();
    renderWithClient(<LeadsPage />);
    fireEvent.click(await screen.findByTestId('lead-row'));
    const panel = await screen.findByTestId('lead-panel');
    expect(await within(panel).findByText('No notes or activity yet', {}, { timeout: 10_000 })).toBeVisible();
    expect(within(panel).queryAllByTestId('qualification-row')).toHaveLength(0); // the assistant learned nothing yet
    expect(within(panel).getByRole('link', { name: 'Email' }).getAttribute('href')).toMatch(/^mailto:ann@example\.com\?subject=/);
    expect(within(panel).getAllByRole('option')).toHaveLength(7);

    fireEvent.click(within(panel).getByRole('button', { name: 'Call' }));
    await waitFor(() =>
      expect(toasts.at(-1)).toEqual({ title: 'Setup Required', description: 'Configure Twilio in API Settings to enable calling', variant: 'destructive' }),
    );

    // The picker opens 24 hours ahead (moved up to its next 15-minute step); Schedule sends that time.
    const before = Date.now();
    fireEvent.click(within(panel).getByRole('button', { name: 'Schedule Follow-up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Follow-up' }, { timeout: 5000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(fetch.mock.calls.some((c) => c[1]?.method === 'PATCH')).toBe(true));
    const patch = fetch.mock.calls.find((c) => c[1]?.method === 'PATCH')!;
    const sent = JSON.parse(String(patch[1]!.body)) as { followUpDate: string };
    const delta = new Date(sent.followUpDate).getTime() - before;
    expect(delta).toBeGreaterThanOrEqual(24 * 3600 * 1000 - 60_000);
    expect(delta).toBeLessThanOrEqual(24 * 3600 * 1000 + 15 * 60_000 + 5000);
  });

  it('shows what the assistant learned from the lead', async () => {
    const saved = detail;
    detail = {
      ...saved,
      qualification: { intent: 'buy', budgetMax: 450_000, bedrooms: 3, areas: ['Austin', 'Round Rock'], timeline: '0-3m', financing: 'preapproved' },
    };
    try {
      mockApi();
      renderWithClient(<LeadsPage />);
      fireEvent.click(await screen.findByTestId('lead-row'));
      const panel = await screen.findByTestId('lead-panel');
      const rows = within(panel)
        .getAllByTestId('qualification-row')
        .map((row) => row.textContent);
      expect(rows).toEqual([
        'Looking toBuy',
        'BudgetUp to $450,000',
        'Bedrooms3',
        'AreasAustin, Round Rock',
        'TimelineWithin 3 months',
        'FinancingPre-approved',
      ]);
    } finally {
      detail = saved;
    }
  });

  it('shows where the lead came from: every source and the visit’s UTM parameters', async () => {
    const saved = detail;
    detail = { ...saved, sources: ['website', 'sms'], utm: { source: 'facebook', medium: 'cpc', campaign: 'spring-open-house' } };
    try {
      mockApi();
      renderWithClient(<LeadsPage />);
      fireEvent.click(await screen.findByTestId('lead-row'));
      const panel = await screen.findByTestId('lead-panel');
      const rows = (await within(panel).findAllByTestId('source-detail-row')).map((row) => row.textContent);
      expect(rows).toEqual(['All sourcesWebsite, SMS', 'UTM campaignspring-open-house', 'UTM sourcefacebook', 'UTM mediumcpc']);
    } finally {
      detail = saved;
    }
  });

  it('keeps Save Note disabled while the note is empty, blank or pending', async () => {
    let release: () => void = () => undefined;
    routeFetch((method, url) => {
      if (url.startsWith('/api/leads/counts')) return { body: counts };
      if (url.startsWith('/api/leads?')) return { body: { leads: [lead()], nextCursor: null } };
      return { body: detail };
    });
    const original = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? new Promise<Response>((resolve) => (release = () => resolve(new Response(JSON.stringify(detail), { status: 201 }))))
        : original(input, init),
    );
    renderWithClient(<LeadsPage />);
    fireEvent.click(await screen.findByTestId('lead-row'));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Note' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Note' }, { timeout: 5000 }); // loaded on demand
    const save = within(dialog).getByRole('button', { name: 'Save Note' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: '   ' } });
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: 'Wants a 3-bed' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect((within(dialog).getByRole('button', { name: 'Saving…' }) as HTMLButtonElement).disabled).toBe(true));
    await act(async () => release());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
