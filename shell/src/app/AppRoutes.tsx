import type { ReactNode } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { ROUTES, type RouteDef } from '@leadnest/remotes';
import { RemoteRoute } from '../federation/RemoteRoute';
import { ShellLayout } from '../features/chrome';
import { AccessGuard } from '../features/guard';
import { NotFoundPage } from '../features/not-found';

/** A route's path pattern: the remote may route below its own paths. */
const pattern = (route: RouteDef) => (route.path === '/' ? '/' : `${route.path}/*`);

function guarded(route: RouteDef, element: ReactNode) {
  return route.access === 'guarded' ? <AccessGuard requiresPlan={route.requiresPlan} pageTitle={route.title}>{element}</AccessGuard> : element;
}

function renderRoute(route: RouteDef) {
  return <Route key={route.path} path={pattern(route)} element={guarded(route, <RemoteRoute route={route} />)} />;
}

/**
 * The route table of spec part 1 §2: public routes (sign-in screens) without
 * the shared header and footer, everything else inside the chrome, guarded
 * routes behind the access guard, anything unknown the not-found screen.
 */
export function AppRoutes() {
  return (
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
  );
}
