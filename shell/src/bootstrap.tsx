import { emptyManifest } from '@leadnest/deploy-manifest';
import { matchRoute, type RemoteAppStatics, type RouteDef } from '@leadnest/remotes';
import { profileQueryKey, profileQueryOptions, provideQueryClient } from '@leadnest/session';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App } from './app/App';
import { MarkStarted } from './app/MarkStarted';
import { createShellQueryClient } from './app/query-client';
import { type BootData, loadBootData } from './federation/boot-data';
import { loadedRemoteApp, loadRemoteApp, startFederation } from './federation/runtime';

/**
 * How long the first render waits for the current route's remote. Within it,
 * the remote's entry, share negotiation, `./App` chunk and the page's own
 * chunk (prefetched with the HTML) run before React
 * takes the main thread for the shell, and the first paint already has the
 * page (one render, no spinner in between). A slower remote, or one that is
 * down, gets the header and footer painted after this long, as before.
 */
export const FIRST_RENDER_WAIT_MS = 150;

/**
 * Whether to start the current route's remote before React renders: not
 * for a guarded page while signed out (as far as the server said), whose
 * remote would start its page's requests only to get 401s before the guard
 * sends the visitor to /login.
 */
export function mayStartRemote(route: RouteDef, boot: Pick<BootData, 'profile'>): boolean {
  return route.access !== 'guarded' || boot.profile !== undefined;
}

/**
 * Whether the server rendered this page (a visitor's public page,
 * docs/decisions/0040-server-rendered-public-pages.md): then it is on screen
 * already, with its content, and the first render waits for everything it
 * needs to draw the same thing (see `start`).
 */
export function isServerRendered(win: Window = window): boolean {
  return (win.__LEADNEST_BOOT__ as { ssr?: unknown } | undefined)?.ssr === true;
}

/** Starts federation with the deployment manifest, fetches the current route's remote and renders the shell. */
export async function start(): Promise<void> {
  let boot: BootData;
  try {
    boot = await loadBootData();
  } catch (error) {
    // Without a manifest every remote shows "could not be loaded"; the chrome still works.
    console.error('[leadnest] deployment manifest unavailable', error);
    boot = { manifest: emptyManifest(), bucketKey: 'anonymous' };
  }
  startFederation(boot);
  // Before any remote runs: a remote's ./App may start its page's requests with it.
  const queryClient = createShellQueryClient(boot.profile);
  provideQueryClient(queryClient);
  // Start on the current route's remote now. React's first render waits for it
  // a little (see FIRST_RENDER_WAIT_MS), so the remote's work is not queued
  // behind that render.
  const route = matchRoute(window.location.pathname);
  const serverRendered = isServerRendered();
  if (route && mayStartRemote(route, boot)) {
    // ./App, then the code of the page at this address (pageReady, when the remote says), so the
    // first render has the page itself, not its title and a spinner and a second render after.
    const ready = loadRemoteApp(route.remote)
      .then((App) => (App as RemoteAppStatics).pageReady)
      .catch(() => undefined);
    if (serverRendered) {
      // The server's HTML is on screen, so waiting costs nothing visible; the first render must draw
      // the same page, since it hydrates the server's markup: the remote and the page's code (its
      // content is inlined, bootContent), and the session, so the header shows Sign In as the
      // server did, not its loading state.
      await Promise.all([ready, queryClient.prefetchQuery(profileQueryOptions)]);
    } else {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([ready, new Promise((resolve) => (timer = setTimeout(resolve, FIRST_RENDER_WAIT_MS)))]);
      clearTimeout(timer);
    }
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const app = (
    <StrictMode>
      <MarkStarted>
        <App queryClient={queryClient} />
      </MarkStarted>
    </StrictMode>
  );
  // A server-rendered page is hydrated: React adopts the server's DOM nodes and attaches its
  // handlers, nothing is redrawn. The class names match because every build names styled
  // components the same way (the styled-components SWC plugin in packages/build-config's tsxRule),
  // and styled-components moved the server's <style data-styled> rules into its own sheet when it
  // loaded, before this render, so no frame lacks a style
  // (docs/decisions/0040-server-rendered-public-pages.md). Only when the first render draws what the
  // server drew: the page's remote is there and nobody is signed in. Else (the remote failed, a
  // session began meanwhile) hydration would find other markup and throw it away with an error;
  // createRoot replaces it quietly, as it does the empty #root of every other page.
  const hydrate = serverRendered && route !== undefined && loadedRemoteApp(route.remote) !== undefined && !queryClient.getQueryData(profileQueryKey);
  if (hydrate) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
