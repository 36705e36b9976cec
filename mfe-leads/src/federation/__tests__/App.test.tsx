import { pageLoadsSettled } from '@leadnest/remote-kit/testing';
import { renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { routesOf } from '@leadnest/remotes';
import { screen } from '@testing-library/react';

import App from '../App';

const counts = { counts: { new: 0, contacted: 0, qualified: 0, showing: 0, offer: 0, closed: 0 }, lost: 0, total: 0 };

// The federation config (name, exposes, shared) is pinned for all six
// remotes at once in tests/federation-config.test.ts.

// Each render starts its page's chunk loading: they finish inside this file (isolate: false shares the worker with the next one).
afterAll(pageLoadsSettled);
describe('mfe_leads ./App', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(routesOf('mfe_leads'))('renders $path under the route table’s title', async ({ path, title }) => {
    routeFetch((_method, url) => ({
      body: url.startsWith('/api/leads/counts') ? counts : url.startsWith('/api/lead-capture-pages') ? [] : { leads: [], nextCursor: null },
    }));
    renderWithClient(<App route={path} />, path);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
  });

  it('refuses a route it does not own', () => {
    expect(() => App({ route: '/not-mine' })).toThrow(/does not own/);
  });
});
