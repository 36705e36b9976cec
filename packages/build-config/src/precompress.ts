import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import type { Compiler, RspackPluginInstance } from '@rspack/core';

/** Files worth compressing: scripts and styles of at least this many bytes. */
const COMPRESSIBLE = /\.(js|css)$/;
export const PRECOMPRESS_MIN_BYTES = 1024;

/** The `.br` (brotli, best) and `.gz` (gzip -9) siblings of one file's contents. */
export function precompressed(contents: Buffer): { br: Buffer; gz: Buffer } {
  return {
    br: brotliCompressSync(contents, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: contents.length },
    }),
    gz: gzipSync(contents, { level: 9 }),
  };
}

/**
 * Writes a brotli and a gzip copy beside every script and style of a
 * production build (`main.1234.js.br`, `main.1234.js.gz`). The web module's
 * static server (koa-send) sends the smallest one the browser accepts, with
 * no compression work per request; a remote's copies travel with its
 * version folder when it is released.
 */
export class PrecompressPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('LeadnestPrecompress', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'LeadnestPrecompress', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, (assets) => {
        for (const [name, source] of Object.entries(assets)) {
          if (!COMPRESSIBLE.test(name)) continue;
          const contents = source.buffer();
          if (contents.length < PRECOMPRESS_MIN_BYTES) continue;
          const { br, gz } = precompressed(contents);
          compilation.emitAsset(`${name}.br`, new sources.RawSource(br));
          compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz));
        }
      });
    });
  }
}
