import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { emptyManifest } from '@leadnest/deploy-manifest';
import { App } from './app/App';
import { loadBootData, type BootData } from './federation/boot-data';
import { matchRoute } from '@leadnest/remotes';
import { loadRemoteApp, startFederation } from './federation/runtime';

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
  // Start on the current route's remote now, in parallel with React's first render.
  const route = matchRoute(window.location.pathname);
  if (route) loadRemoteApp(route.remote).catch(() => undefined);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App profile={boot.profile} />
    </StrictMode>,
  );
}
