import { ROUTES } from '@leadnest/remotes';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';

import { mockApi } from '../../features/chrome/__tests__/harness';

// The remotes are not what this file is about: a route's remote never loads here.
vi.mock('../../federation/runtime', () => ({
  loadRemoteApp: () => new Promise(() => undefined),
  loadedRemoteApp: () => undefined,
  forgetRemote: async () => undefined,
}));

const { AppRoutes } = await import('../AppRoutes');
const { createShellQueryClient } = await import('../query-client');
const { mayStartRemote } = await import('../../bootstrap');

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

const agent = { id: 'u1', firstName: 'Ada', plan: 'professional' } as const;

function renderAt(path: string, profile?: typeof agent) {
  return render(
    <QueryClientProvider client={createShellQueryClient(profile)}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AppRoutes', () => {
  it('shows the not-found screen for a path below a page (/about/zzz), not the parent page', async () => {
    mockApi({});
    renderAt('/about/zzz');
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
    expect(document.title).toBe('Page not found | LeadNest');
  });

  it('titles every page from the route table', async () => {
    mockApi({});
    for (const route of ROUTES.filter((r) => r.access !== 'guarded')) {
      renderAt(route.path);
      await waitFor(() => expect(document.title).toBe(route.path === '/' ? route.title : `${route.title} | LeadNest`));
      cleanup();
    }
  });

  it('sends a signed-out visitor of a guarded page to /login with the page to come back to', async () => {
    mockApi({});
    renderAt('/leads?stage=new');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login?next=%2Fleads%3Fstage%3Dnew'));
  });

  it('sends a signed-in user from /login, /signup and /register on: to ?next= when it is a path of this site, else /dashboard', async () => {
    mockApi({});
    for (const [from, to] of [
      ['/login', '/dashboard'],
      ['/signup', '/dashboard'],
      ['/register', '/dashboard'],
      ['/register?next=%2Fbilling', '/billing'],
      ['/login?next=%2Fcalendar', '/calendar'],
      ['/login?next=https%3A%2F%2Fevil.example', '/dashboard'],
    ]) {
      renderAt(from!, agent);
      await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(to));
      cleanup();
    }
  });

  it('leaves /login to a signed-out visitor, without asking the API (no 401 to begin the sign-in with)', async () => {
    const fetchMock = mockApi({});
    renderAt('/login');
    await waitFor(() => expect(document.title).toBe('Sign In | LeadNest'));
    expect(screen.getByTestId('where').textContent).toBe('/login');
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContain('/api/user/profile');
  });
});

describe('mayStartRemote', () => {
  it('does not start a guarded page’s remote (and its requests) before the guard knows a user', () => {
    const leads = ROUTES.find((r) => r.path === '/leads')!;
    const pricing = ROUTES.find((r) => r.path === '/pricing')!;
    expect(mayStartRemote(leads, {})).toBe(false);
    expect(mayStartRemote(leads, { profile: agent })).toBe(true);
    expect(mayStartRemote(pricing, {})).toBe(true);
  });
});
