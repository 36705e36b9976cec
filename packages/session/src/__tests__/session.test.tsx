import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { useLogout } from '../logout';
import { hasActivePlan, profileQueryKey, profileQueryOptions, type UserProfile, useSession } from '../profile';
import { createQueryClient } from '../query-client';
import { mockFetch } from './fetch-mock';

const jane: UserProfile = { id: 'u1', firstName: 'Jane', plan: 'professional' };

function wrapperFor(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('profileQueryOptions', () => {
  it('caches for 5 minutes and never retries', () => {
    expect(profileQueryOptions.queryKey).toEqual(['/api/user/profile']);
    expect(profileQueryOptions.staleTime).toBe(300_000);
    expect(profileQueryOptions.gcTime).toBe(300_000);
    expect(profileQueryOptions.retry).toBe(false);
    expect(profileQueryOptions.refetchOnWindowFocus).toBe(false);
  });
});

describe('useSession', () => {
  it('is loading first, then authenticated with the profile', async () => {
    const fetchMock = mockFetch({ body: jane });
    const { result } = renderHook(() => useSession(), { wrapper: wrapperFor(createQueryClient()) });
    expect(result.current).toEqual({ user: null, isLoading: true, isAuthenticated: false });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toEqual({ user: jane, isLoading: false, isAuthenticated: true });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/user/profile');
    expect(fetchMock.mock.calls[0]![1]?.credentials).toBe('include');
  });

  it('is signed out (not loading) on a 401', async () => {
    mockFetch({ status: 401, statusText: 'Unauthorized' });
    const { result } = renderHook(() => useSession(), { wrapper: wrapperFor(createQueryClient()) });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toEqual({ user: null, isLoading: false, isAuthenticated: false });
  });

  it('treats a failed profile call as signed out, without retrying', async () => {
    const fetchMock = mockFetch({ status: 500, statusText: 'Internal Server Error' });
    const { result } = renderHook(() => useSession(), { wrapper: wrapperFor(createQueryClient()) });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toEqual({ user: null, isLoading: false, isAuthenticated: false });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shares one cached profile between readers (one request)', async () => {
    const fetchMock = mockFetch({ body: jane });
    const wrapper = wrapperFor(createQueryClient());
    const first = renderHook(() => useSession(), { wrapper });
    const second = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(second.result.current.isAuthenticated).toBe(true));
    expect(first.result.current.user).toEqual(jane);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('hasActivePlan', () => {
  it('is false for a missing, null or empty plan', () => {
    expect(hasActivePlan(null)).toBe(false);
    expect(hasActivePlan({ id: 'u' })).toBe(false);
    expect(hasActivePlan({ id: 'u', plan: null })).toBe(false);
    expect(hasActivePlan({ id: 'u', plan: '' })).toBe(false);
    expect(hasActivePlan({ id: 'u', plan: 'starter' })).toBe(true);
    expect(hasActivePlan({ id: 'u', plan: 'agency' })).toBe(true);
  });
});

describe('useLogout', () => {
  it('POSTs /api/auth/logout, then the user is signed out and other cached data is dropped', async () => {
    const fetchMock = mockFetch({ body: jane }, { status: 204 }, { status: 401, statusText: 'Unauthorized' });
    const client = createQueryClient();
    client.setQueryData(['/api/dashboard/metrics', 'u1'], { totalLeads: 4 });
    const { result } = renderHook(() => ({ session: useSession(), logout: useLogout() }), {
      wrapper: wrapperFor(client),
    });
    await waitFor(() => expect(result.current.session.isAuthenticated).toBe(true));

    await act(() => result.current.logout.mutateAsync());

    expect(fetchMock.mock.calls[1]![0]).toBe('/api/auth/logout');
    expect(fetchMock.mock.calls[1]![1]).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(result.current.session).toEqual({ user: null, isLoading: false, isAuthenticated: false });
    expect(client.getQueryData(['/api/dashboard/metrics', 'u1'])).toBeUndefined();
    // The profile is invalidated: it is fetched again and the server confirms the sign-out.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(client.getQueryData(profileQueryKey)).toBeNull();
    expect(result.current.session.isAuthenticated).toBe(false);
  });

  it('keeps the user signed in and surfaces the ApiError when logout fails', async () => {
    mockFetch({ body: jane }, { status: 500, statusText: 'Internal Server Error', body: '{"message":"Nope"}' });
    const { result } = renderHook(() => ({ session: useSession(), logout: useLogout() }), {
      wrapper: wrapperFor(createQueryClient()),
    });
    await waitFor(() => expect(result.current.session.isAuthenticated).toBe(true));
    await act(async () => {
      await expect(result.current.logout.mutateAsync()).rejects.toThrow('500: {"message":"Nope"}');
    });
    expect(result.current.session.user).toEqual(jane);
  });
});
