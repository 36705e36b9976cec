import { type RemoteAppProps, type RemoteName, routesOf } from '@leadnest/remotes';
import { createQueryClient } from '@leadnest/session';
import { GlobalStyle } from '@leadnest/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

/**
 * Renders a remote by itself on its dev server page, for the team that owns
 * it. In the product the shell renders `./App` instead and provides the
 * header, footer, guard and session; here only the providers are given, so a
 * page behaves as it will inside the shell.
 */
export function mountStandalone(App: ComponentType<RemoteAppProps>, remote: RemoteName): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const queryClient = createQueryClient();
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <GlobalStyle />
        <BrowserRouter>
          <Routes>
            {routesOf(remote).map((r) => (
              <Route key={r.path} path={r.path === '/' ? '/' : `${r.path}/*`} element={<App route={r.path} />} />
            ))}
          </Routes>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
