import { routesOf, type RouteDef } from '@leadnest/remotes';

/** The routes this remote owns, exposed as `./contract` so the shell can check them. */
export const routes: readonly RouteDef[] = routesOf('mfe_leads');
