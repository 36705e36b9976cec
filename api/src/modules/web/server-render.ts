import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

import type { ContentPage, PublishedContentResponse } from '@leadnest/contracts/marketing-content';
import { REMOTES_URL_PREFIX } from '@leadnest/deploy-manifest/store';

/*
 * Server rendering of a visitor's public page
 * (docs/decisions/0040-server-rendered-public-pages.md): the page comes from
 * the marketing remote's renderer released with the visitor's version
 * (remotes/mfe-marketing/<version>/server/render.cjs), the chrome from the
 * shell's (<shell dist>/server/render-chrome.cjs); the page's HTML goes into
 * the chrome at its slot.
 */

/** The marketing remote's renderer, inside its release folder. */
export const PAGE_RENDERER_FILE = path.join('server', 'render.cjs');
/** The shell's chrome renderer, inside its dist folder. */
export const CHROME_RENDERER_FILE = path.join('server', 'render-chrome.cjs');
/** The renderers' input and output shape this module speaks (their SERVER_RENDER_API). */
const RENDER_API = 1;
/** Rendered pages kept per process: five pages, a couple of versions of each. */
const CACHE_ENTRIES = 16;

interface PageRenderer {
  SERVER_RENDER_API: number;
  renderPublicPage(input: {
    path: string;
    content: PublishedContentResponse;
  }): Promise<{ html: string; styles: string; status: number; meta?: { description?: string } }>;
}

interface ChromeRenderer {
  SERVER_RENDER_API: number;
  PAGE_SLOT: string;
  renderChrome(input: { path: string; footer: PublishedContentResponse<'footer'> }): { html: string; styles: string };
}

export interface RenderedPage {
  /** What goes inside #root: the chrome with the page in its <main>. */
  rootHtml: string;
  /** Every <style> element of both, for <head>. */
  styles: string;
  /** The page's description, as the page itself shows it (its published content, or the copy released with it). */
  description?: string;
}

/** Loads a CommonJS module from disk; a file at the same path is loaded again when it changed (the shell rebuilt in place). */
export type ModuleLoader = (file: string) => Promise<unknown>;

const nodeRequire = createRequire(import.meta.url);

/** The default loader: require, re-required when the file's mtime changed. Release folders never change, so each version loads once. */
export function diskModuleLoader(): ModuleLoader {
  const loaded = new Map<string, { mtimeMs: number; module: unknown }>();
  return async (file) => {
    const { mtimeMs } = await stat(file);
    const held = loaded.get(file);
    if (held?.mtimeMs === mtimeMs) return held.module;
    delete nodeRequire.cache[nodeRequire.resolve(file)];
    const module = nodeRequire(file) as unknown;
    loaded.set(file, { mtimeMs, module });
    return module;
  };
}

function checkApi<T extends { SERVER_RENDER_API: number }>(module: unknown, file: string, fn: string): T {
  const candidate = module as Partial<T> & Record<string, unknown>;
  if (candidate?.SERVER_RENDER_API !== RENDER_API || typeof candidate[fn] !== 'function') {
    throw new Error(`${file} is not a renderer this server speaks (SERVER_RENDER_API ${String(candidate?.SERVER_RENDER_API)}, want ${RENDER_API})`);
  }
  return candidate as T;
}

/** The release folder of a remote entry URL (`/remotes/mfe-marketing/0.1.0-abc/remoteEntry.js`), or undefined for one elsewhere. */
export function releaseFolderOf(deployDir: string, entry: string): string | undefined {
  if (!entry.startsWith(`${REMOTES_URL_PREFIX}/`) || entry.includes('..')) return undefined;
  const relative = entry.slice(REMOTES_URL_PREFIX.length + 1, entry.lastIndexOf('/'));
  return path.join(deployDir, 'remotes', relative);
}

const exists = (file: string) =>
  stat(file).then(
    (info) => info.isFile(),
    () => false,
  );

export interface RenderRequest {
  /** The route's path (`/pricing`). */
  path: string;
  /** The marketing release's entry URL (selectRelease for the visitor's bucket). */
  entry: string;
  content: PublishedContentResponse;
  footer: PublishedContentResponse<'footer'>;
}

/**
 * Renders public pages with the released renderers, and keeps the last few
 * results per (renderer files, path, content versions): a page's HTML only
 * changes with a release, a shell build or a publish, each of which makes a
 * new key, so a cold load is one lookup.
 */
export class PublicPageRenderer {
  private readonly rendered = new Map<string, Promise<RenderedPage>>();

  constructor(
    private readonly deployDir: string,
    private readonly shellDistDir: string,
    private readonly load: ModuleLoader = diskModuleLoader(),
  ) {}

  /** Whether the release has a renderer (a release built before there were renderers has none: the page is client-rendered). */
  async canRender(entry: string): Promise<boolean> {
    const folder = releaseFolderOf(this.deployDir, entry);
    return folder !== undefined && (await exists(path.join(folder, PAGE_RENDERER_FILE))) && (await exists(path.join(this.shellDistDir, CHROME_RENDERER_FILE)));
  }

  /**
   * Loads the renderers of these releases and the shell's ahead of the
   * first visitor (requiring them is most of a first render's time, more
   * than the budget on a busy machine). Failures are left for a real render
   * to report.
   */
  async warm(entries: string[]): Promise<void> {
    const chrome = path.join(this.shellDistDir, CHROME_RENDERER_FILE);
    const files = entries.flatMap((entry) => {
      const folder = releaseFolderOf(this.deployDir, entry);
      return folder ? [path.join(folder, PAGE_RENDERER_FILE)] : [];
    });
    for (const file of [chrome, ...files]) if (await exists(file)) await this.load(file).catch(() => undefined);
  }

  render(request: RenderRequest): Promise<RenderedPage> {
    const folder = releaseFolderOf(this.deployDir, request.entry);
    if (!folder) return Promise.reject(new Error(`${request.entry} is not a release of this server`));
    return this.cached(folder, request);
  }

  private async cached(folder: string, request: RenderRequest): Promise<RenderedPage> {
    const chromeFile = path.join(this.shellDistDir, CHROME_RENDERER_FILE);
    const chromeBuilt = (await stat(chromeFile)).mtimeMs;
    const key = [folder, chromeBuilt, request.path, request.content.version, request.footer.version, new Date().getUTCFullYear()].join('\n');
    let pending = this.rendered.get(key);
    if (!pending) {
      pending = this.renderNow(path.join(folder, PAGE_RENDERER_FILE), chromeFile, request);
      this.rendered.set(key, pending);
      // A failure is not kept: the next request tries again.
      pending.catch(() => this.rendered.delete(key));
      while (this.rendered.size > CACHE_ENTRIES) this.rendered.delete(this.rendered.keys().next().value!);
    }
    return pending;
  }

  private async renderNow(pageFile: string, chromeFile: string, request: RenderRequest): Promise<RenderedPage> {
    const [pageModule, chromeModule] = await Promise.all([this.load(pageFile), this.load(chromeFile)]);
    const pages = checkApi<PageRenderer>(pageModule, pageFile, 'renderPublicPage');
    const chrome = checkApi<ChromeRenderer>(chromeModule, chromeFile, 'renderChrome');
    const page = await pages.renderPublicPage({ path: request.path, content: request.content });
    if (page.status !== 200 || typeof page.html !== 'string') throw new Error(`${pageFile} answered ${page.status} for ${request.path}`);
    const frame = chrome.renderChrome({ path: request.path, footer: request.footer });
    const parts = frame.html.split(chrome.PAGE_SLOT);
    if (parts.length !== 2) throw new Error(`${chromeFile} did not render its page slot once`);
    return {
      rootHtml: `${parts[0]}${page.html}${parts[1]}`,
      styles: `${frame.styles}${page.styles}`,
      description: page.meta?.description,
    };
  }
}

/** The published content the web module inlines and renders with. */
export interface ContentSource {
  publishedContent<P extends ContentPage>(page: P): Promise<PublishedContentResponse<P>>;
  /** Every page's live version and when it went live (the sitemap's lastmod). */
  livePublishedVersions?(): Promise<{ page: ContentPage; publishedAt: string | null }[]>;
}
