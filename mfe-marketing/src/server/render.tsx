/**
 * mfe-marketing's server renderer (docs/decisions/0040-server-rendered-public-pages.md):
 * built for Node into dist/server/render.cjs and released with the remote,
 * so the API renders a public page with the same version of the same
 * components the browser then hydrates. It renders the remote's own
 * `./App` for the route (the page switch, the page's container and its
 * view) with the published content in the query cache where the page's
 * container looks for it, and a signed-out session.
 */
import '@leadnest/contracts/zod-config';

import type { ContentOf, ContentPage, PublishedContentResponse } from '@leadnest/contracts/marketing-content';
import { profileQueryKey } from '@leadnest/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';

import { ABOUT_CONTENT } from '../content/about';
import { HOME_CONTENT } from '../content/home';
import { PRICING_CONTENT } from '../content/pricing';
import { PRIVACY_CONTENT } from '../content/privacy';
import { TERMS_CONTENT } from '../content/terms';
import App, { pages } from '../federation/App';
import { contentKeys } from '../lib/content-keys';

/** Bumped when the input or output below changes shape; the API checks it before rendering. */
export const SERVER_RENDER_API = 1;

type PublicPage = Exclude<ContentPage, 'footer'>;

/** The public pages this renderer renders, by path, with the copy each was released with. */
const PUBLIC_PAGES: Record<string, { page: PublicPage; defaults: ContentOf<PublicPage> }> = {
  '/': { page: 'home', defaults: HOME_CONTENT },
  '/pricing': { page: 'pricing', defaults: PRICING_CONTENT },
  '/about': { page: 'about', defaults: ABOUT_CONTENT },
  '/privacy': { page: 'privacy', defaults: PRIVACY_CONTENT },
  '/terms': { page: 'terms', defaults: TERMS_CONTENT },
};

export interface RenderPublicPageInput {
  /** The route (`/`, `/pricing`, `/about`, `/privacy`, `/terms`). */
  path: string;
  /** The page's published content as GET /api/content/{page} answers it (content null: the released copy). */
  content: PublishedContentResponse;
}

export interface RenderPublicPageResult {
  /** The page's markup, to go inside the shell's <main>. */
  html: string;
  /** The page's styled-components <style> elements, for <head>. */
  styles: string;
  status: number;
  /** What the page says about itself to search engines and link previews. */
  meta: { description: string };
}

/** The paths renderPublicPage renders. */
export const publicPagePaths = (): string[] => Object.keys(PUBLIC_PAGES);

/**
 * Renders the page at `path` as the browser's first render will: the remote's
 * `./App` for that route with the page's code loaded, the published content
 * in the query cache (content null: the copy released with this version)
 * and nobody signed in. Throws for a path that is not a public page, and
 * for content of another page.
 */
export async function renderPublicPage({ path, content }: RenderPublicPageInput): Promise<RenderPublicPageResult> {
  const entry = PUBLIC_PAGES[path];
  if (!entry) throw new Error(`mfe-marketing renders no page at ${path} on the server`);
  if (content.page !== entry.page) throw new Error(`The content of ${content.page} was given for ${path}`);
  // The page's chunk is in this one file, but the page switch renders it only once loaded.
  await pages[path as keyof typeof pages].Page.preload();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(contentKeys.published(entry.page), content);
  queryClient.setQueryData(profileQueryKey, null);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[path]}>
            <App route={path} renderRemotePanel={() => null} />
          </MemoryRouter>
        </QueryClientProvider>,
      ),
    );
    const shown = (content.content ?? entry.defaults) as { meta: { description: string } };
    return { html, styles: sheet.getStyleTags(), status: 200, meta: { description: shown.meta.description } };
  } finally {
    sheet.seal();
    queryClient.clear();
  }
}
