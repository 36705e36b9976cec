import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { routesOf } from '@leadnest/remotes';
import App from '../App';

// The federation config (name, exposes, shared) is pinned for all six
// remotes at once in tests/federation-config.test.ts.
describe('mfe_phone ./App', () => {
  it.each(routesOf('mfe_phone'))('renders $path under the route table’s title, while loading and once loaded', async ({ path, title }) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <App route={path} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
  });

  it('refuses a route it does not own', () => {
    expect(() => App({ route: '/not-mine' })).toThrow(/does not own/);
  });
});
