import { pageLoadsSettled, renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { routesOf } from '@leadnest/remotes';
import { screen } from '@testing-library/react';

import App from '../App';

// The federation config (name, exposes, shared) is pinned for all six
// remotes at once in tests/federation-config.test.ts.

// Each render starts its page's chunk loading: they finish inside this file (isolate: false shares the worker with the next one).
afterAll(pageLoadsSettled);
describe('mfe_marketing ./App', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(routesOf('mfe_marketing'))('renders $path under the route table’s title at once', ({ path, title }) => {
    // The public pages ask for their published content (none yet) while their chunk loads.
    routeFetch((_method, url) => ({
      body: url.startsWith('/api/content/') ? { page: url.slice('/api/content/'.length), version: 0, content: null, publishedAt: null } : { user: null },
    }));
    renderWithClient(<App route={path} />, path);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
  });

  it('refuses a route it does not own', () => {
    expect(() => App({ route: '/not-mine' })).toThrow(/does not own/);
  });
});
