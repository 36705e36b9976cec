import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createHostConfig, createServerRenderConfig, type RspackCliEnv } from '@leadnest/build-config';
import { SHELL_DEV_PORT } from '@leadnest/remotes';

import federation from './module-federation.config';

const dir = path.dirname(fileURLToPath(import.meta.url));
const apiPort = process.env.PORT ?? '3000';

/**
 * The shell for browsers and, after it, the renderer of its chrome for the
 * API's server-rendered public pages (dist/server/render-chrome.cjs; see
 * docs/decisions/0040-server-rendered-public-pages.md). The dev server
 * builds the browser side only.
 */
export default (env: RspackCliEnv) => {
  const browser = {
    ...createHostConfig({
      dir,
      env,
      port: SHELL_DEV_PORT,
      federation,
      proxyTarget: `http://127.0.0.1:${apiPort}`,
      // src/index.ts's async boundary: fetched while main.js runs, not after it.
      preloadChunks: ['bootstrap'],
    }),
    name: 'browser',
  };
  if (env.RSPACK_SERVE) return browser;
  return [browser, createServerRenderConfig({ dir, env, entry: './src/server/render-chrome.tsx', filename: 'render-chrome.cjs', after: 'browser' })];
};
