import { routeFetch } from '@leadnest/remote-kit/testing';
import { createQueryClient, profileQueryKey } from '@leadnest/session';

import { dashboardKeys } from '../api/keys';
import { prefetchDashboardPage } from '../api/prefetch';

describe('prefetchDashboardPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the signed-in agent’s figures under the key the page reads', async () => {
    const fetch = routeFetch((_m, url) => ({ body: url === '/api/dashboard/metrics/u1' ? { totalLeads: 7 } : {} }));
    const client = createQueryClient();
    client.setQueryData(profileQueryKey, { id: 'u1', plan: 'professional' });
    prefetchDashboardPage(client);
    await vi.waitFor(() => expect(client.getQueryData(dashboardKeys.metrics('u1'))).toEqual({ totalLeads: 7 }));
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/api/dashboard/metrics/u1']);
  });

  it('asks nothing without a signed-in user, or for one without a plan (the guard’s to answer)', () => {
    const fetch = routeFetch(() => ({ body: {} }));
    const client = createQueryClient();
    prefetchDashboardPage(client);
    client.setQueryData(profileQueryKey, { id: 'u1', plan: null });
    prefetchDashboardPage(client);
    expect(fetch).not.toHaveBeenCalled();
  });
});
