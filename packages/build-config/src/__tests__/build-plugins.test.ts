import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

import { rspack } from '@rspack/core';
import { describe, expect, it } from 'vitest';

import { PrecompressPlugin } from '../precompress';
import { PreloadChunksPlugin } from '../preload-chunks';

/** Builds a two-chunk app (an entry and a named async chunk) with both plugins, as the shell is built. */
async function buildTinyApp(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ln-build-plugins-'));
  await mkdir(path.join(dir, 'src'));
  await writeFile(path.join(dir, 'src', 'index.js'), `void import(/* webpackChunkName: "bootstrap" */ './bootstrap').then((m) => m.start());\n`);
  await writeFile(path.join(dir, 'src', 'bootstrap.js'), `export function start() { document.title = ${JSON.stringify('x'.repeat(4000))}; }\n`);
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: { main: './src/index.js' },
    output: { path: path.join(dir, 'dist'), publicPath: '/', filename: '[name].[contenthash:10].js', chunkFilename: '[name].[contenthash:10].js' },
    optimization: { minimize: false },
    plugins: [
      new rspack.HtmlRspackPlugin({ template: path.join(dir, 'index.html'), chunks: ['main'] }),
      new PreloadChunksPlugin(['bootstrap']),
      new PrecompressPlugin(),
    ],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((err, stats) => (err || stats?.hasErrors() ? reject(err ?? new Error(stats?.toString())) : resolve())),
  );
  return path.join(dir, 'dist');
}

describe('the build plugins', () => {
  it('preload the named async chunk in the HTML and write brotli and gzip copies of the scripts', async () => {
    const dist = await buildTinyApp();
    const files = await readdir(dist);
    const bootstrap = files.find((f) => /^bootstrap\.[0-9a-f]{10}\.js$/.test(f));
    expect(bootstrap).toBeDefined();
    const html = await readFile(path.join(dist, 'index.html'), 'utf8');
    expect(html).toMatch(new RegExp(`<link[^>]*rel="preload"[^>]*>`));
    expect(html).toContain(`href="/${bootstrap}"`);
    expect(files).toContain(`${bootstrap}.br`);
    expect(files).toContain(`${bootstrap}.gz`);
    const original = await readFile(path.join(dist, bootstrap!));
    expect(brotliDecompressSync(await readFile(path.join(dist, `${bootstrap}.br`))).equals(original)).toBe(true);
    // The HTML is the server's template, not a static file: never compressed.
    expect(files.filter((f) => f.startsWith('index.html'))).toEqual(['index.html']);
  }, 60_000);
});
