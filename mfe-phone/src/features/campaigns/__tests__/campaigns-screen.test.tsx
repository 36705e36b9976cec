import type { CallListContactDto, CallListDto } from '@leadnest/contracts';
import { renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { type AppNotification, subscribeNotifications } from '@leadnest/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { LIVE_REFRESH_MS } from '../api/call-lists';
import { CampaignsScreen } from '../components/CampaignsScreen';

const list = (over: Partial<CallListDto> = {}): CallListDto => ({
  id: 'a'.repeat(24),
  userId: 'u1',
  name: 'Spring sellers',
  description: 'Past open-house visitors',
  script: 'Ask about selling',
  status: 'active',
  priority: 'normal',
  dialing: false,
  pauseReason: null,
  quietUntil: null,
  totalContacts: 40,
  completedCalls: 8,
  successfulCalls: 3,
  createdAt: '2030-01-07T15:00:00.000Z',
  ...over,
});
const settings = { maxConcurrentCalls: 2, defaultMaxConcurrentCalls: 2 };
/** Campaigns are an Enterprise account's (campaigns-plan-notice.test.tsx has the others). */
const enterprise = { id: 'u1', email: 'a@example.com', plan: 'enterprise' as const };

let toasts: AppNotification[] = [];
let unsubscribe: () => void = () => {};
beforeEach(() => {
  toasts = [];
  unsubscribe = subscribeNotifications((n) => toasts.push(n));
});
afterEach(() => {
  unsubscribe();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Outbound Campaigns', { timeout: 30_000 }, () => {
  it('shows the empty state, refuses a blank name with the spec’s toast, and creates with name, script and priority', async () => {
    let lists: CallListDto[] = [];
    const fetch = routeFetch((method, url, body) => {
      if (url === '/api/campaign-settings') return { body: settings };
      if (url === '/api/call-lists' && method === 'POST') {
        lists = [list({ name: (body as { name: string }).name, totalContacts: 0, completedCalls: 0, successfulCalls: 0, priority: 'high' })];
        return { status: 201, body: lists[0] };
      }
      return { body: lists };
    });
    renderWithClient(<CampaignsScreen />, '/', { profile: enterprise });
    expect(await screen.findByText('No campaigns yet')).toBeVisible();
    await userEvent.click(screen.getAllByRole('button', { name: 'Create Campaign' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Create Campaign' });
    await userEvent.click(within(dialog).getByLabelText('Campaign name'));
    await userEvent.paste('   ');
    await userEvent.click(within(dialog).getByLabelText(/Call script/));
    await userEvent.paste('Ask about selling');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Campaign' }));
    expect(toasts.at(-1)).toMatchObject({ title: 'Missing Campaign Name', description: 'Please enter a campaign name', variant: 'destructive' });
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await userEvent.clear(within(dialog).getByLabelText('Campaign name'));
    await userEvent.paste('Spring sellers');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Priority/), 'high');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(toasts.at(-1)).toMatchObject({ title: 'Success', description: 'Call list created successfully' }));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ name: 'Spring sellers', script: 'Ask about selling', priority: 'high' });
    expect(await screen.findByText('High priority')).toBeVisible();
  });

  it('shows counters and success rate; Start Calls starts the dialer and Pause sends status paused', async () => {
    let current = list();
    const fetch = routeFetch((method, url) => {
      if (url === '/api/campaign-settings') return { body: settings };
      if (url.endsWith('/start')) return { body: (current = { ...current, dialing: true }) };
      if (method === 'PUT') return { body: (current = { ...current, status: 'paused', dialing: false }) };
      return { body: [current] };
    });
    renderWithClient(<CampaignsScreen />, '/', { profile: enterprise });
    const card = await screen.findByRole('article', { name: 'Spring sellers' });
    expect(within(card).getByTestId('total-contacts').textContent).toBe('40');
    expect(within(card).getByTestId('calls-made').textContent).toBe('8');
    expect(within(card).getByText('38%')).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Start Calls' }));
    await waitFor(() => expect(within(card).getByTestId('campaign-status').textContent).toBe('Calling'));
    await userEvent.click(within(card).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(within(card).getByTestId('campaign-status').textContent).toBe('Paused'));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(put[0]).toBe(`/api/call-lists/${'a'.repeat(24)}`);
    expect(JSON.parse(String(put[1]!.body))).toEqual({ status: 'paused' });
    expect(within(card).getByRole('button', { name: 'Resume Calls' })).toBeVisible();
  });

  it('refetches the counters every few seconds while a campaign is calling (a call just ended moves Calls made)', async () => {
    // Fake time: the refetch interval runs on the test's clock instead of
    // the test waiting it out for real. shouldAdvanceTime lets the fetches'
    // promises and findBy's polling move on as usual.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let served = 0;
    routeFetch((_method, url) => {
      if (url === '/api/campaign-settings') return { body: settings };
      served += 1;
      return { body: [list({ dialing: true, completedCalls: served === 1 ? 8 : 9 })] };
    });
    renderWithClient(<CampaignsScreen />, '/', { profile: enterprise });
    const card = await screen.findByRole('article', { name: 'Spring sellers' });
    expect(within(card).getByTestId('calls-made')).toHaveTextContent(/^8$/);
    await vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS);
    await waitFor(() => expect(within(card).getByTestId('calls-made')).toHaveTextContent(/^9$/));
    expect(served).toBeGreaterThanOrEqual(2);
  });

  it('refetches nothing while no campaign is calling', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let served = 0;
    routeFetch((_method, url) => {
      if (url === '/api/campaign-settings') return { body: settings };
      if (url !== '/api/call-lists') return { status: 404 };
      served += 1;
      return { body: [list()] };
    });
    renderWithClient(<CampaignsScreen />, '/', { profile: enterprise });
    await screen.findByRole('article', { name: 'Spring sellers' });
    // Longer than the live refresh interval, on the fake clock.
    await vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS + 1000);
    expect(served).toBe(1);
  });

  it('says why the dialer paused itself, and a failed start toasts the server’s message', async () => {
    routeFetch((method, url) => {
      if (url === '/api/campaign-settings') return { body: settings };
      if (url.endsWith('/start')) return { status: 402, body: { message: 'Outbound AI campaigns are part of the Enterprise and Agency plans.' } };
      return { body: [list({ status: 'paused', pauseReason: 'Paused: no phone number with outbound calls enabled.' })] };
    });
    renderWithClient(<CampaignsScreen />, '/', { profile: enterprise });
    const card = await screen.findByRole('article', { name: 'Spring sellers' });
    expect(within(card).getByRole('alert').textContent).toBe('Paused: no phone number with outbound calls enabled.');
    await userEvent.click(within(card).getByRole('button', { name: 'Resume Calls' }));
    await waitFor(() =>
      expect(toasts.at(-1)).toMatchObject({ title: 'Failed to Start', description: 'Outbound AI campaigns are part of the Enterprise and Agency plans.' }),
    );
  });

  it('says when calls resume while it is outside calling hours in every contact’s zone, in the agent’s zone', async () => {
    routeFetch((_method, url) => {
      if (url === '/api/campaign-settings') return { body: settings };
      // 8 am in New York on Friday 11 Jan 2030 is 7 am in Chicago.
      return { body: [list({ dialing: true, quietUntil: '2030-01-11T13:00:00.000Z' })] };
    });
    renderWithClient(<CampaignsScreen />, '/', { profile: { ...enterprise, timeZone: 'America/Chicago' } });
    const card = await screen.findByRole('article', { name: 'Spring sellers' });
    expect(within(card).getByTestId('campaign-status').textContent).toBe('Waiting');
    await waitFor(() =>
      expect(within(card).getByRole('status').textContent).toBe(
        "Outside calling hours (8 am–9 pm in each contact's time zone). Calls resume Fri, Jan 11, 7:00 AM CST.",
      ),
    );
    expect(within(card).getByRole('button', { name: 'Pause' })).toBeVisible();
  });

  it('deletes only after the spec’s confirmation', async () => {
    let lists = [list()];
    const fetch = routeFetch((method, url) => {
      if (url === '/api/campaign-settings') return { body: settings };
      if (method === 'DELETE') return ((lists = []), { status: 204 });
      return { body: lists };
    });
    renderWithClient(<CampaignsScreen />, '/', { profile: enterprise });
    const card = await screen.findByRole('article', { name: 'Spring sellers' });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure you want to delete this campaign? This action cannot be undone.')).toBeVisible();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.at(-1)).toMatchObject({ title: 'Success', description: 'Campaign deleted successfully' }));
    expect(await screen.findByText('No campaigns yet')).toBeVisible();
  });

  it('saves the calls-at-once setting', async () => {
    const fetch = routeFetch((method, url, body) => {
      if (url === '/api/campaign-settings') return { body: method === 'PUT' ? { ...settings, ...(body as object) } : settings };
      return { body: [] };
    });
    renderWithClient(<CampaignsScreen />, '/', { profile: enterprise });
    await userEvent.selectOptions(await screen.findByLabelText(/Calls at once/), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.at(-1)).toMatchObject({ title: 'Settings Saved' }));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ maxConcurrentCalls: 4 });
  });
});

const contact = (over: Partial<CallListContactDto>): CallListContactDto => ({
  id: 'c'.repeat(24),
  callListId: 'a'.repeat(24),
  name: 'Dana Reyes',
  phone: '+15125550101',
  email: null,
  address: null,
  notes: null,
  callAttempts: 0,
  status: 'pending',
  consent: null,
  timeZone: 'America/Chicago',
  timeZoneSource: 'area-code',
  lastCalledAt: null,
  lastOutcome: null,
  lastSkipReason: null,
  lastSkipAt: null,
  createdAt: '2030-01-07T15:00:00.000Z',
  ...over,
});

describe('Manage Contacts', { timeout: 30_000 }, () => {
  it('lists each contact’s last outcome and skip reason, adds with consent, and edits then cancels back to add mode', async () => {
    const contacts = [
      contact({ callAttempts: 2, status: 'called', lastOutcome: 'no_answer', consent: { method: 'written', at: '2030-01-01T00:00:00.000Z', source: null } }),
      contact({ id: 'd'.repeat(24), name: 'Sam Lee', lastSkipReason: 'no-consent' }),
    ];
    const fetch = routeFetch((method, url) => {
      if (url === '/api/campaign-settings') return { body: settings };
      if (url.endsWith('/contacts') && method === 'POST') return { status: 201, body: contact({ id: 'e'.repeat(24), name: 'Ann Cho' }) };
      if (url.endsWith('/contacts')) return { body: contacts };
      return { body: [list()] };
    });
    renderWithClient(<CampaignsScreen />, '/', { profile: enterprise });
    const card = await screen.findByRole('article', { name: 'Spring sellers' });
    await userEvent.click(within(card).getByRole('button', { name: 'Manage Contacts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contacts: Spring sellers' });
    const dana = await within(dialog).findByRole('listitem', { name: 'Dana Reyes' });
    expect(dana.textContent).toContain('Last call: No answer');
    expect(dana.textContent).toContain('2 attempts · Consent recorded');
    const sam = within(dialog).getByRole('listitem', { name: 'Sam Lee' });
    expect(sam.textContent).toContain('Skipped: No recorded consent to AI calls');

    await userEvent.type(within(dialog).getByLabelText('Name'), 'Ann Cho');
    await userEvent.type(within(dialog).getByLabelText(/^Phone/), '(512) 555-0199');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /gave prior express written consent/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Contact' }));
    await waitFor(() => expect(toasts.at(-1)).toMatchObject({ title: 'Success', description: 'Contact added successfully' }));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toMatchObject({ name: 'Ann Cho', phone: '(512) 555-0199', consent: { method: 'written' } });

    await userEvent.click(within(sam).getByRole('button', { name: 'Edit' }));
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Sam Lee');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect(within(dialog).getByRole('button', { name: 'Add Contact' })).toBeVisible();
  });
});
