import { createRequire } from 'node:module';
import path from 'node:path';

import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, rspack } from '@rspack/core';

import type { HostFederationConfig, RemoteFederationConfig } from './federation';
import { PrecompressPlugin } from './precompress';
import { PreloadChunksPlugin } from './preload-chunks';

const requireHere = createRequire(import.meta.url);

/** What the rspack CLI passes to a config function (`env.RSPACK_SERVE` under `rspack serve`). */
export type RspackCliEnv = Record<string, unknown>;

export interface AppBuildOptions {
  /** The app's folder (absolute). Output goes to `<dir>/dist`. */
  dir: string;
  /** Dev-server port. */
  port: number;
  env: RspackCliEnv;
}

const CORS_HEADERS = {
  // Remotes are fetched cross-origin by the shell's dev server.
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Allow-Methods': 'GET, OPTIONS',
};

function isDev(env: RspackCliEnv): boolean {
  return Boolean(env.RSPACK_SERVE) || process.env.NODE_ENV === 'development';
}

/** Production builds ship brotli and gzip copies of their scripts (see precompress.ts). */
const precompress = (env: RspackCliEnv) => (isDev(env) ? [] : [new PrecompressPlugin()]);

function baseConfig({ dir, port, env }: AppBuildOptions, uniqueName: string): Configuration {
  const dev = isDev(env);
  return {
    mode: dev ? 'development' : 'production',
    context: dir,
    entry: { main: './src/index.ts' },
    // eval source maps only under the dev server: a development build served by the API (NODE_ENV=development
    // npm start) runs under its Content-Security-Policy, which has no 'unsafe-eval', and would not start.
    devtool: env.RSPACK_SERVE ? 'eval-cheap-module-source-map' : dev ? 'cheap-module-source-map' : 'source-map',
    output: {
      path: path.join(dir, 'dist'),
      uniqueName,
      filename: dev ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
    module: {
      rules: [tsxRule(dev, 'chrome >= 111, firefox >= 115, safari >= 16.4, edge >= 111')],
    },
    optimization: { minimize: !dev },
    performance: { hints: false },
    // Lazy compilation breaks remotes on their first load in dev.
    lazyCompilation: false,
    devServer: {
      port,
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: true,
      headers: CORS_HEADERS,
    },
    stats: 'errors-warnings',
  };
}

/**
 * The federation options every app uses, with the runtime trimmed for the
 * browser. The shell provides the federation runtime to the remotes
 * (`provideExternalRuntime`), so a production remote entry does not carry a
 * second copy of it (~18 KB gzip each). Under `rspack serve` a remote keeps
 * its own runtime, so it also runs on its own dev page.
 */
function federationPlugin(options: RemoteFederationConfig | HostFederationConfig, runtime: 'provide' | 'external' | 'own') {
  return new ModuleFederationPlugin({
    ...options,
    // Remotes are registered at run time from the deployment manifest, so no
    // type archives are generated or fetched.
    dts: false,
    manifest: true,
    experiments: {
      provideExternalRuntime: runtime === 'provide',
      externalRuntime: runtime === 'external',
      optimization: { disableSnapshot: true, target: 'web' },
    },
  });
}

/**
 * styled-components' SWC plugin, in every build that compiles our code (the
 * browser builds and the server renderers alike), so a page rendered on the
 * server hydrates in the browser with the same class names
 * (docs/decisions/0040-server-rendered-public-pages.md). It gives each
 * styled component a `componentId` of a hash of its file's source and its
 * place in that file: the same in every bundle that compiles the file,
 * whatever folder the repository is checked out in and whatever order the
 * modules run in. Without it styled-components numbers components in the
 * order they are defined, which differs between a server bundle and the
 * federated browser graph. The plugin is Wasm built against swc_core and
 * must suit rspack's: its version is pinned in package.json; a mismatch
 * fails the build with "The version of the SWC Wasm plugin you're using
 * might not be compatible with builtin:swc-loader".
 */
const STYLED_COMPONENTS_PLUGIN = requireHere.resolve('@swc/plugin-styled-components');

/**
 * Where SWC keeps Wasm plugins compiled to machine code: one folder for every
 * app's build (the first build compiles the plugin, ~2 s per build, and the
 * others reuse it), in node_modules/.cache as other tools' caches, instead of
 * a `.swc/` folder in each app. The plugin is
 * node_modules/@swc/plugin-styled-components/<file>.wasm.
 */
const SWC_CACHE_ROOT = path.resolve(path.dirname(STYLED_COMPONENTS_PLUGIN), '..', '..', '.cache', 'swc');

export interface TsxRuleOptions {
  /**
   * styled-components' `displayName` (component names in the classes and in React's tools; default:
   * `development`). Part of the ids, so a server renderer takes its browser build's value.
   */
  styledDisplayName?: boolean;
}

/** TypeScript and JSX through rspack's built-in SWC, for the browser builds and the server renderers alike. */
export function tsxRule(development: boolean, targets: string, { styledDisplayName = development }: TsxRuleOptions = {}) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development } },
        experimental: {
          plugins: [[STYLED_COMPONENTS_PLUGIN, { displayName: styledDisplayName, ssr: true }]],
          cacheRoot: SWC_CACHE_ROOT,
        },
      },
      env: { targets },
    },
    type: 'javascript/auto',
  } as const;
}

/** rspack config of a remote: `publicPath: 'auto'` so a version folder works wherever it is served. */
export function createRemoteConfig(options: AppBuildOptions & { federation: RemoteFederationConfig }): Configuration {
  const config = baseConfig(options, options.federation.name);
  return {
    ...config,
    output: { ...config.output, publicPath: 'auto' },
    plugins: [
      federationPlugin(options.federation, options.env.RSPACK_SERVE ? 'own' : 'external'),
      // Only `main`: the remote entry must not be a second script on the
      // standalone page, or a second federation runtime starts.
      new rspack.HtmlRspackPlugin({ template: path.join(options.dir, 'index.html'), chunks: ['main'] }),
      ...precompress(options.env),
    ],
  };
}

/**
 * rspack config of the shell. `preloadChunks` names async chunks of the
 * shell's own that every page needs (its bootstrap behind the async
 * boundary): the HTML preloads them.
 */
export function createHostConfig(
  options: AppBuildOptions & { federation: HostFederationConfig; proxyTarget: string; preloadChunks?: readonly string[] },
): Configuration {
  const config = baseConfig(options, 'shell');
  return {
    ...config,
    output: { ...config.output, publicPath: '/' },
    plugins: [
      federationPlugin(options.federation, 'provide'),
      // Not minified: the server finds the `<!-- leadnest:boot -->` marker in it.
      new rspack.HtmlRspackPlugin({ template: path.join(options.dir, 'index.html'), chunks: ['main'], minify: false }),
      new PreloadChunksPlugin(options.preloadChunks ?? []),
      ...precompress(options.env),
    ],
    devServer: {
      ...config.devServer,
      // In dev the API (and the dev deployment manifest) run on their own port.
      proxy: [{ context: ['/api', '/deploy', '/p/'], target: options.proxyTarget }],
    },
  };
}
