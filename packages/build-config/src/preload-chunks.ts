import type { Compiler, RspackPluginInstance } from '@rspack/core';

/**
 * Adds `<link rel="preload" as="script">` to the HTML for the files of named
 * async chunks (`import(/* webpackChunkName: "bootstrap" *\/ './bootstrap')`),
 * so the browser fetches them while it is still running the entry chunk
 * instead of one round trip after it. Only for the app's own hashed chunks:
 * they cannot fail in a way a retry would fix (remote chunks are never
 * preloaded, see the web module).
 */
export class PreloadChunksPlugin implements RspackPluginInstance {
  constructor(private readonly chunkNames: readonly string[]) {}

  apply(compiler: Compiler): void {
    const { HtmlRspackPlugin } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('LeadnestPreloadChunks', (compilation) => {
      HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise('LeadnestPreloadChunks', async (data) => {
        const files = this.chunkNames.flatMap((name) => {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) throw new Error(`PreloadChunksPlugin: no chunk named "${name}" (give its import() a webpackChunkName)`);
          return group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
        });
        const links = files.map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', as: 'script', href: `${data.publicPath}${file}` },
        }));
        return { ...data, assetTags: { ...data.assetTags, scripts: [...links, ...data.assetTags.scripts] } };
      });
    });
  }
}
