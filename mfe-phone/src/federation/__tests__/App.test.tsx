import { pageLoadsSettled } from '@leadnest/remote-kit/testing';
import { renderWithClient, routeFetch } from '@leadnest/remote-kit/testing';
import { routesOf } from '@leadnest/remotes';
import { screen, waitFor } from '@testing-library/react';

import App from '../App';

// The federation config (name, exposes, shared) is pinned for all six
// remotes at once in tests/federation-config.test.ts.

// Each render starts its page's chunk loading: they finish inside this file (isolate: false shares the worker with the next one).
afterAll(pageLoadsSettled);
describe('mfe_phone ./App', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(routesOf('mfe_phone'))(
    'renders $path under the route table’s title, while loading and once loaded',
    async ({ path, title }) => {
      routeFetch(() => ({ status: 401, body: { message: 'Please sign in to continue.' } }));
      renderWithClient(<App route={path} />, path);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
      // The page's chunk and the profile call: give a loaded machine time.
      // (/ai-phone's chunk carries the campaigns screens too.)
      await waitFor(() => expect(screen.queryByRole('status')).toBeNull(), { timeout: 15_000 });
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    },
    20_000,
  );

  it('refuses a route it does not own', () => {
    expect(() => App({ route: '/not-mine' })).toThrow(/does not own/);
  });
});
