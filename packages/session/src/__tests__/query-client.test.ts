import { afterEach, describe, expect, it } from 'vitest';

import { createQueryClient, providedQueryClient, provideQueryClient } from '../query-client';
import { mockFetch } from './fetch-mock';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createQueryClient', () => {
  it('has the spec defaults: no retry, never stale, no focus or interval refetch', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.retry).toBe(false);
    expect(queries?.staleTime).toBe(Infinity);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(mutations?.retry).toBe(false);
  });

  it('fetches a query without its own queryFn from the path joined from its key', async () => {
    const fetchMock = mockFetch({ status: 200, body: [{ id: 'c1' }] });
    const data = await createQueryClient().fetchQuery({ queryKey: ['/api/conversations', 'u1'] });
    expect(data).toEqual([{ id: 'c1' }]);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/conversations/u1');
  });

  it('does not retry a failed query', async () => {
    const fetchMock = mockFetch({ status: 500, statusText: 'Internal Server Error' });
    await expect(createQueryClient().fetchQuery({ queryKey: ['/api/analytics', 'u1'] })).rejects.toThrow('500: Internal Server Error');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('provideQueryClient', () => {
  it('hands the client the shell provided to code that runs before React renders', () => {
    const client = createQueryClient();
    provideQueryClient(client);
    expect(providedQueryClient()).toBe(client);
  });
});
