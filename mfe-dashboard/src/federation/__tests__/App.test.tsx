import { pageLoadsSettled } from '@leadnest/remote-kit/testing';
import { renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { routesOf } from '@leadnest/remotes';
import { screen, waitFor } from '@testing-library/react';

import App from '../App';

// The federation config (name, exposes, shared) is pinned for all six
// remotes at once in tests/federation-config.test.ts.

// Each render starts its page's chunk loading: they finish inside this file (isolate: false shares the worker with the next one).
afterAll(pageLoadsSettled);
describe('mfe_dashboard ./App', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(routesOf('mfe_dashboard'))('renders $path under the route table’s title, while loading and once loaded', async ({ path, title }) => {
    routeFetch((_method, url) => ({
      body: url.startsWith('/api/conversations') ? { conversations: [], page: 1, limit: 25, hasMore: false } : url === '/api/user/profile' ? { id: 'u1' } : {},
    }));
    renderWithClient(<App route={path} />, path);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    await waitFor(() => expect(screen.queryByLabelText(`Loading ${title}`)).toBeNull());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
  });

  it('refuses a route it does not own', () => {
    expect(() => App({ route: '/not-mine' })).toThrow(/does not own/);
  });
});
