import { pageLoadsSettled } from '@leadnest/remote-kit/testing';
import { routesOf } from '@leadnest/remotes';
import { createQueryClient } from '@leadnest/session';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import App from '../App';

// The federation config (name, exposes, shared) is pinned for all six
// remotes at once in tests/federation-config.test.ts.

// Each render starts its page's chunk loading: they finish inside this file (isolate: false shares the worker with the next one).
afterAll(pageLoadsSettled);
describe('mfe_settings ./App', () => {
  it.each(routesOf('mfe_settings'))(
    'renders $path under the route table’s title, while loading and once loaded',
    async ({ path, title }) => {
      render(
        // Pages that read the API (billing) need the query client the shell provides; signed out here.
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={[path]}>
            <App route={path} />
          </MemoryRouter>
        </QueryClientProvider>,
      );
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
      // The page is its own lazy chunk: on a loaded machine its first import takes more than waitFor's default second.
      await waitFor(() => expect(screen.queryByRole('status')).toBeNull(), { timeout: 15_000 });
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    },
    30_000,
  );

  it('refuses a route it does not own', () => {
    expect(() => App({ route: '/not-mine' })).toThrow(/does not own/);
  });
});
