import path from 'node:path';

import type { Configuration } from '@rspack/core';

import { type RspackCliEnv, tsxRule } from './rspack';

/** Where a server-render bundle goes inside an app's dist/ (it travels with a remote's release). */
export const SERVER_RENDER_DIR = 'server';

export interface ServerRenderBuildOptions {
  /** The app's folder (absolute). */
  dir: string;
  env: RspackCliEnv;
  /** The server entry, relative to `dir` (`./src/server/render.tsx`). */
  entry: string;
  /** The bundle's file name in dist/server/ (`render.cjs`). */
  filename: string;
  /** The name of the browser config this one runs after (its `clean` empties dist/ first). */
  after: string;
}

/**
 * A second, Node-target build of a web app: one CommonJS file under
 * dist/server/ that renders the app's public pages to HTML on the API
 * (docs/decisions/0040-server-rendered-public-pages.md). Everything is
 * bundled in (React, react-dom/server, styled-components, the router), no
 * federation and no shared singletons, so a remote's release carries a
 * self-contained renderer of exactly its own code. One file (no async
 * chunks): the API requires it once per version. Not minified, so a
 * render's error in the API's log names real functions; not precompressed,
 * since no browser ever downloads it.
 */
export function createServerRenderConfig({ dir, env, entry, filename, after }: ServerRenderBuildOptions): Configuration {
  const dev = Boolean(env.RSPACK_SERVE) || process.env.NODE_ENV === 'development';
  return {
    name: `${after}-server`,
    dependencies: [after],
    mode: dev ? 'development' : 'production',
    target: 'node20',
    context: dir,
    entry: { render: entry },
    devtool: false,
    output: {
      path: path.join(dir, 'dist', SERVER_RENDER_DIR),
      filename,
      library: { type: 'commonjs2' },
      asyncChunks: false,
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
    module: {
      // React's production JSX (the bundle runs with NODE_ENV production), but the browser build's
      // styled-components names: they are part of the class names the browser hydrates.
      rules: [tsxRule(false, 'node >= 20', { styledDisplayName: dev })],
    },
    optimization: { minimize: false, splitChunks: false, nodeEnv: 'production' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
