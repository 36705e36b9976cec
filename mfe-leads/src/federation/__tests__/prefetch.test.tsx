import { routeFetch } from '@leadnest/remote-kit/testing';
import { createQueryClient } from '@leadnest/session';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

// In a file of its own: the page's lazy chunk must not have been loaded by an earlier test.
const counts = { counts: { new: 0, contacted: 0, qualified: 0, showing: 0, offer: 0, closed: 0 }, lost: 0, total: 0 };

// Its waits are up to 10 s each (a loaded 2-core machine): the test itself may take longer than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

describe('./App on /leads', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts the first list page and the counts of /leads while the page itself loads, and the page reuses them', async () => {
    window.history.replaceState(null, '', '/leads');
    const { default: App } = await import('../App');
    let pageShownAtFirstRequest: boolean | undefined;
    const fetch = routeFetch((_method, url) => {
      pageShownAtFirstRequest ??= screen.queryByText('Track and nurture your real estate leads') !== null;
      return { body: url.startsWith('/api/leads/counts') ? counts : { leads: [], nextCursor: null } };
    });
    // The shell's query client, as in the product.
    const queryClient = createQueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/leads']}>
          <App route="/leads" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // Started by the page switch (the page's own chunk may still be loading)…
    await waitFor(
      () => expect(fetch.mock.calls.map(([input]) => String(input))).toEqual(expect.arrayContaining(['/api/leads?limit=50', '/api/leads/counts'])),
      { timeout: 10_000 },
    );
    await screen.findByText('No leads found', undefined, { timeout: 10_000 });
    expect(pageShownAtFirstRequest).toBe(false);
    // …and read by the page from the cache: each query fetched once.
    const fetches = (key: readonly unknown[]) => queryClient.getQueryCache().find({ queryKey: key, exact: true })?.state.dataUpdateCount;
    expect(fetches(['leads', 'list', { stage: 'all', source: 'all', q: '', sort: 'created' }])).toBe(1);
    expect(fetches(['leads', 'counts', { source: 'all', q: '' }])).toBe(1);
  });
});
