import { apiRequest, profileQueryKey, profileQueryOptions, subscribeSignedOutElsewhere } from '@leadnest/session';
import { FakeBrowser, settle } from '@leadnest/session/testing';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';

import { createShellQueryClient } from '../../../app/query-client';
import { json, mockApi } from '../../chrome/__tests__/harness';
import { SessionEndWatcher } from '../SessionEndWatcher';

const agent = { id: 'u1', firstName: 'Ada', plan: 'professional' } as const;

function Where() {
  const { pathname, search, state } = useLocation();
  return (
    <output data-testid="where" data-session-ended={String(Boolean((state as { sessionEnded?: boolean } | null)?.sessionEnded))}>
      {`${pathname}${search}`}
    </output>
  );
}

function renderAt(path: string, client: QueryClient) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <SessionEndWatcher />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** This tab and another one of the same browser (their BroadcastChannels reach each other). */
function twoTabs() {
  const browser = new FakeBrowser();
  const here = browser.tab().env().BroadcastChannel!;
  const other = browser.tab().env().BroadcastChannel!;
  vi.stubGlobal('BroadcastChannel', here);
  return { other };
}

const where = () => screen.getByTestId('where');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a session that ends while the tab is open', () => {
  it('a 401 from any API call signs the tab out: no user, no cached data, /login?next=<this page> with the notice, and the other tabs are told', async () => {
    const { other } = twoTabs();
    let otherTabHeard = 0;
    const stopOther = subscribeSignedOutElsewhere(() => (otherTabHeard += 1), other);
    mockApi({ 'GET /api/leads': () => json(401, { message: 'Sign in first.', code: 'UNAUTHORIZED' }) });
    const client = createShellQueryClient(agent);
    client.setQueryData(['/api/leads', 'list'], { leads: [], total: 0 });
    renderAt('/leads?stage=new', client);

    await act(() => apiRequest('GET', '/api/leads').catch(() => undefined));
    await settle();

    expect(where().textContent).toBe('/login?next=%2Fleads%3Fstage%3Dnew');
    expect(where().dataset.sessionEnded).toBe('true');
    expect(client.getQueryData(profileQueryKey)).toBeNull();
    expect(client.getQueryData(['/api/leads', 'list'])).toBeUndefined();
    expect(otherTabHeard).toBe(1);
    stopOther();
  });

  it('follows another tab’s sign-out', async () => {
    const { other } = twoTabs();
    mockApi({});
    const client = createShellQueryClient(agent);
    renderAt('/calendar', client);

    const { announceSignedOut } = await import('@leadnest/session');
    act(() => announceSignedOut(other));
    await act(settle);

    expect(where().textContent).toBe('/login?next=%2Fcalendar');
    expect(where().dataset.sessionEnded).toBe('true');
    expect(client.getQueryData(profileQueryKey)).toBeNull();
  });

  it('signs out when the session probe finds no session for a tab that had a user (expired, ended by a password change)', async () => {
    twoTabs();
    mockApi({ 'GET /api/user/profile': () => json(200, { user: null }) });
    const client = createShellQueryClient(agent);
    renderAt('/dashboard', client);

    // The session query reads the profile again (a page mounting after its 5 minutes): the server says signed out.
    await act(() => client.fetchQuery({ ...profileQueryOptions, staleTime: 0 }));

    await waitFor(() => expect(where().textContent).toBe('/login?next=%2Fdashboard'));
    expect(where().dataset.sessionEnded).toBe('true');
  });

  it('changes nothing for a visitor’s 401 (the sign-in form’s wrong password, a signed-out page’s call)', async () => {
    twoTabs();
    mockApi({
      'POST /api/auth/login': () => json(401, { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }),
      'GET /api/leads': () => json(401, { message: 'Sign in first.', code: 'UNAUTHORIZED' }),
    });
    const client = createShellQueryClient();
    client.setQueryData(profileQueryKey, null);
    renderAt('/login?next=%2Fleads', client);

    await act(() => apiRequest('POST', '/api/auth/login', { email: 'a@b.c', password: 'x' }).catch(() => undefined));
    await act(() => apiRequest('GET', '/api/leads').catch(() => undefined));
    await settle();

    expect(where().textContent).toBe('/login?next=%2Fleads');
    expect(where().dataset.sessionEnded).toBe('false');
  });

  it('a signed-in user’s wrong admin passcode is an answer, not a lost session', async () => {
    twoTabs();
    mockApi({ 'POST /api/auth/admin-login': () => json(401, { message: 'Wrong passcode', code: 'INVALID_PASSCODE' }) });
    const client = createShellQueryClient(agent);
    renderAt('/admin-login', client);

    await act(() => apiRequest('POST', '/api/auth/admin-login', { passcode: 'x' }).catch(() => undefined));
    await settle();

    expect(where().textContent).toBe('/admin-login');
    expect(client.getQueryData(profileQueryKey)).toEqual(agent);
  });
});
