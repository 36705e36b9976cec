import { documentTitle, type RouteDef, ROUTES } from '@leadnest/remotes';
import { type ReactNode, useEffect } from 'react';
import { Outlet, Route, Routes, useLocation } from 'react-router-dom';

import { ShellLayout } from '../features/chrome';
import { AccessGuard, GuestOnly, OwnerManaged } from '../features/guard';
import { NotFoundPage } from '../features/not-found';
import { RemoteRoute } from '../federation/RemoteRoute';

/** Sign-in screens a signed-in user is sent on from (GuestOnly); the API's page redirects use the same list (web.middleware.ts). */
const GUEST_ONLY = new Set(['/login', '/signup', '/register']);

function guarded(route: RouteDef, page: ReactNode) {
  const element = route.ownerManaged ? <OwnerManaged pageTitle={route.title}>{page}</OwnerManaged> : page;
  if (route.access === 'guarded')
    return (
      <AccessGuard requiresPlan={route.requiresPlan} requiresContentEditor={route.requiresContentEditor} pageTitle={route.title}>
        {element}
      </AccessGuard>
    );
  return GUEST_ONLY.has(route.path) ? <GuestOnly>{element}</GuestOnly> : element;
}

// The route's own path only, unless the remote routes below it (`nested`):
// `/about/zzz` is the not-found screen, not the About page (matchRoute, which
// the server uses for the status, agrees).
function renderRoute(route: RouteDef) {
  return <Route key={route.path} path={route.nested ? `${route.path}/*` : route.path} element={guarded(route, <RemoteRoute route={route} />)} />;
}

/** The browser tab says which page this is (the route table's title). */
function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitle(pathname);
  }, [pathname]);
  return null;
}

/**
 * The route table of spec part 1 §2: public routes (sign-in screens) without
 * the shared header and footer, everything else inside the chrome, guarded
 * routes behind the access guard, anything unknown the not-found screen.
 */
export function AppRoutes() {
  return (
    <>
      <DocumentTitle />
      <Routes>
        {ROUTES.filter((r) => r.access === 'public').map(renderRoute)}
        <Route
          element={
            <ShellLayout>
              <Outlet />
            </ShellLayout>
          }
        >
          {ROUTES.filter((r) => r.access !== 'public').map(renderRoute)}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  );
}
