import { SESSION_PROBE_HEADER } from '@leadnest/contracts';
import { createQueryClient, type UserProfile } from '@leadnest/session';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';

/** What the mocked server answers: a value, or a promise the test settles itself. */
type Answer = Response | Promise<Response>;

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Stubs `fetch` with per-route answers (`'GET /api/user/profile'`). The
 * profile answers as the real API does for a visitor unless given: 200
 * `{ user: null }` to the session probe (its header), else 401. The
 * footer's content answers as before anything is published (version 0).
 */
export function mockApi(routes: Record<string, () => Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const answer = routes[key];
    if (answer) return answer();
    if (key === 'GET /api/user/profile') {
      if (new Headers(init?.headers).get(SESSION_PROBE_HEADER) === '1') return json(200, { user: null });
      return new Response('', { status: 401, statusText: 'Unauthorized' });
    }
    if (key === 'GET /api/content/footer') return json(200, { page: 'footer', version: 0, content: null, publishedAt: null });
    return new Response('', { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const signedInAs = (user: UserProfile) => ({ 'GET /api/user/profile': () => json(200, user) });

/** Shows the router's current path, so tests can see where a link went. */
function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** Renders `ui` at `path` inside a fresh query client and a memory router. */
export function renderAt(ui: ReactNode, path = '/') {
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {ui}
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
