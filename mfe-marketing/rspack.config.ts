import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createRemoteConfig, createServerRenderConfig, type RspackCliEnv } from '@leadnest/build-config';
import { REMOTES } from '@leadnest/remotes';

import federation from './module-federation.config';

const dir = path.dirname(fileURLToPath(import.meta.url));

/**
 * The remote for browsers and, after it, its server renderer
 * (dist/server/render.cjs, released with the remote; see
 * docs/decisions/0040-server-rendered-public-pages.md). The dev server
 * builds the browser side only: without a renderer the API serves the
 * public pages client-rendered, as before.
 */
export default (env: RspackCliEnv) => {
  const browser = { ...createRemoteConfig({ dir, env, port: REMOTES.mfe_marketing.devPort, federation }), name: 'browser' };
  if (env.RSPACK_SERVE) return browser;
  return [browser, createServerRenderConfig({ dir, env, entry: './src/server/render.tsx', filename: 'render.cjs', after: 'browser' })];
};
