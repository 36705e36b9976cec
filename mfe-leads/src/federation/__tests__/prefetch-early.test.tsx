import { routeFetch } from '@leadnest/remote-kit/testing';
import { createQueryClient, provideQueryClient } from '@leadnest/session';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

// In a file of its own: ./App must be evaluated here for the first time, on /leads.
const counts = { counts: { new: 0, contacted: 0, qualified: 0, showing: 0, offer: 0, closed: 0 }, lost: 0, total: 0 };

// Its waits are up to 10 s each (a loaded 2-core machine): the test itself may take longer than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

describe('./App evaluated on /leads with the shell’s query client provided', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the first list page before React renders anything, and the page then reads it', async () => {
    const fetch = routeFetch((_method, url) => ({ body: url.startsWith('/api/leads/counts') ? counts : { leads: [], nextCursor: null } }));
    const queryClient = createQueryClient();
    provideQueryClient(queryClient);
    window.history.replaceState(null, '', '/leads');
    const { default: App } = await import('../App');
    // Nothing rendered yet.
    await waitFor(() => expect(fetch.mock.calls.map(([input]) => String(input))).toContain('/api/leads?limit=50'), { timeout: 10_000 });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/leads']}>
          <App route="/leads" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByText('No leads found', undefined, { timeout: 10_000 });
    const fetches = (key: readonly unknown[]) => queryClient.getQueryCache().find({ queryKey: key, exact: true })?.state.dataUpdateCount;
    expect(fetches(['leads', 'list', { stage: 'all', source: 'all', q: '', sort: 'created' }])).toBe(1);
  });
});
