import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { BuildOptions } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Where the build goes; the API's widget router serves this file at /widget.js. */
export const WIDGET_OUTFILE = path.join(here, 'dist', 'widget.js');

/** Largest the served script may be, gzipped. */
export const WIDGET_GZIP_BUDGET = 15 * 1024;

/**
 * One minified IIFE with no imports left: a plain `<script async>` on any
 * site, defining no globals. ES2020 (optional chaining, ??) is understood by
 * every browser released since 2020; class fields are lowered.
 */
export const widgetBuildOptions: BuildOptions = {
  entryPoints: [path.join(here, 'src', 'main.ts')],
  outfile: WIDGET_OUTFILE,
  bundle: true,
  minify: true,
  format: 'iife',
  platform: 'browser',
  target: ['es2020'],
  legalComments: 'none',
  charset: 'utf8',
  logLevel: 'warning',
};
