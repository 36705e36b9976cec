import { pageLoadsSettled } from '@leadnest/remote-kit/testing';
import { routesOf } from '@leadnest/remotes';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import App from '../App';

// The federation config (name, exposes, shared) is pinned for all six
// remotes at once in tests/federation-config.test.ts.

// Each render starts its page's chunk loading: they finish inside this file (isolate: false shares the worker with the next one).
afterAll(pageLoadsSettled);
describe('mfe_marketing ./App', () => {
  it.each(routesOf('mfe_marketing'))('renders $path under the route table’s title at once', ({ path, title }) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <App route={path} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
  });

  it('refuses a route it does not own', () => {
    expect(() => App({ route: '/not-mine' })).toThrow(/does not own/);
  });
});
