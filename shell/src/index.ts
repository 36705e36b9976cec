import { matchRoute } from '@leadnest/remotes';
import { readInlinedBoot } from './federation/boot-data';
import { loadRemoteApp, startFederation } from './federation/runtime';

// With the boot data inlined by the server, start fetching the current
// route's remote right away, while the rest of the shell downloads and React
// renders: it is the longest chain on the way to the page's first heading.
const boot = readInlinedBoot();
if (boot) {
  startFederation(boot);
  const route = matchRoute(window.location.pathname);
  if (route) loadRemoteApp(route.remote).catch(() => undefined);
}

// An async boundary, so shared singletons are negotiated before any of them runs.
void import('./bootstrap').then(({ start }) => start(boot));
