import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

import { build } from 'esbuild';

import { WIDGET_GZIP_BUDGET, WIDGET_OUTFILE, widgetBuildOptions } from './esbuild.config';

// `npm run build -w @leadnest/chat-widget`: writes dist/widget.js and prints its size.
await build(widgetBuildOptions);
const bytes = readFileSync(WIDGET_OUTFILE);
const gzip = gzipSync(bytes, { level: 9 }).length;
console.log(`chat-widget: dist/widget.js ${(bytes.length / 1024).toFixed(1)} KB, ${(gzip / 1024).toFixed(1)} KB gzip (budget ${WIDGET_GZIP_BUDGET / 1024} KB)`);
if (gzip > WIDGET_GZIP_BUDGET) {
  console.error('chat-widget: over the gzip budget');
  process.exit(1);
}
