import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Where the page navigated to (path and query). */
function Navigated() {
  const { pathname, search } = useLocation();
  return <p data-testid="navigated">{`${pathname}${search}`}</p>;
}

/** Renders a page at `path` with a fresh query client and a router that shows where it navigated. */
export function renderPage(ui: ReactElement, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path.split('?')[0]} element={ui} />
          <Route path="*" element={<Navigated />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** A fetch answering `status` with a JSON body, recording every call. */
export function mockFetch(status: number, body: unknown = {}) {
  const fn = vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}
