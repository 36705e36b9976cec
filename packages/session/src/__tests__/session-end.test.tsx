import { SESSION_PROBE_HEADER } from '@leadnest/contracts';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { useLogout } from '../logout';
import { useSession } from '../profile';
import { createQueryClient } from '../query-client';
import { apiRequest } from '../request';
import { announceSignedOut, isSessionEndedState, SESSION_ENDED_STATE, subscribeSignedOutElsewhere, subscribeUnauthorized } from '../session-end';
import { FakeBrowser, settle } from '../testing';
import { mockFetch } from './fetch-mock';

afterEach(() => {
  vi.unstubAllGlobals();
});

function wrapperFor(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

/** Sends one request answered `status`/`body`, and says whether the session layer heard of a 401. */
async function reportedFor(status: number, body: unknown): Promise<boolean> {
  mockFetch({ status, body });
  let heard = false;
  const stop = subscribeUnauthorized(() => (heard = true));
  await apiRequest('GET', '/api/leads').catch(() => undefined);
  stop();
  return heard;
}

describe('a 401 from any API call', () => {
  it('is reported to the session layer when it means there is no session', async () => {
    expect(await reportedFor(401, { message: 'Sign in first.', code: 'UNAUTHORIZED' })).toBe(true);
    expect(await reportedFor(401, { message: 'Your session has ended.', code: 'SESSION_ENDED' })).toBe(true);
    expect(await reportedFor(401, '')).toBe(true);
  });

  it('is not reported when it answers a credential check (wrong password, wrong passcode), nor is any other failure', async () => {
    expect(await reportedFor(401, { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' })).toBe(false);
    expect(await reportedFor(401, { message: 'Wrong passcode', code: 'INVALID_PASSCODE' })).toBe(false);
    expect(await reportedFor(403, { message: 'No.', code: 'FORBIDDEN' })).toBe(false);
    expect(await reportedFor(500, '')).toBe(false);
  });
});

describe('the session probe', () => {
  it('asks with the probe header and reads the signed-out answer (200 { user: null }) as signed out', async () => {
    const fetchMock = mockFetch({ body: { user: null } });
    const { result } = renderHook(() => useSession(), { wrapper: wrapperFor(createQueryClient()) });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toEqual({ user: null, isLoading: false, isAuthenticated: false });
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get(SESSION_PROBE_HEADER)).toBe('1');
  });
});

describe('signing out across tabs', () => {
  it('a logout tells the other tabs of the browser', async () => {
    const browser = new FakeBrowser();
    const here = browser.tab().env();
    const other = browser.tab().env();
    vi.stubGlobal('BroadcastChannel', here.BroadcastChannel);
    let heardElsewhere = 0;
    const stop = subscribeSignedOutElsewhere(() => (heardElsewhere += 1), other.BroadcastChannel);

    mockFetch({ body: { id: 'u1' } }, { status: 204 }, { body: { user: null } });
    const { result } = renderHook(() => ({ session: useSession(), logout: useLogout() }), { wrapper: wrapperFor(createQueryClient()) });
    await waitFor(() => expect(result.current.session.isAuthenticated).toBe(true));
    await act(() => result.current.logout.mutateAsync());
    await settle();

    expect(heardElsewhere).toBe(1);
    stop();
  });

  it('a tab does not hear its own announcement, and stops hearing once unsubscribed', async () => {
    const browser = new FakeBrowser();
    // Each tab is a page of its own: its own BroadcastChannel constructor.
    const a = browser.tab().env().BroadcastChannel;
    const b = browser.tab().env().BroadcastChannel;
    const heard: string[] = [];
    const stopA = subscribeSignedOutElsewhere(() => heard.push('a'), a);
    const stopB = subscribeSignedOutElsewhere(() => heard.push('b'), b);
    announceSignedOut(a);
    await settle();
    expect(heard).toEqual(['b']);
    stopB();
    announceSignedOut(a);
    await settle();
    expect(heard).toEqual(['b']);
    stopA();
  });
});

describe('the sign-in page state', () => {
  it('marks only the shell’s session-ended state', () => {
    expect(isSessionEndedState(SESSION_ENDED_STATE)).toBe(true);
    expect(isSessionEndedState(null)).toBe(false);
    expect(isSessionEndedState({ from: '/leads' })).toBe(false);
  });
});
