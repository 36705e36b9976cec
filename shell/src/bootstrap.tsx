import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { emptyManifest } from '@leadnest/deploy-manifest';
import { App } from './app/App';
import { loadBootData, type BootData } from './federation/boot-data';
import { startFederation } from './federation/runtime';

/** Renders the shell; `started` is the boot data index.ts already started federation with. */
export async function start(started: BootData | undefined): Promise<void> {
  if (!started) {
    let boot: BootData;
    try {
      boot = await loadBootData();
    } catch (error) {
      // Without a manifest every remote shows "could not be loaded"; the chrome still works.
      console.error('[leadnest] deployment manifest unavailable', error);
      boot = { manifest: emptyManifest(), bucketKey: 'anonymous' };
    }
    startFederation(boot);
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
