/**
 * The shell's server renderer of its chrome (docs/decisions/0040-server-rendered-public-pages.md):
 * built for Node into dist/server/render-chrome.cjs. The API renders a
 * visitor's public page as this chrome (header with the drawer closed,
 * footer with the published footer content, the global styles) with the
 * marketing remote's page put in place of PAGE_SLOT inside <main>, exactly
 * where the browser's ShellLayout renders the remote.
 */
import '@leadnest/contracts/zod-config';

import type { PublishedContentResponse } from '@leadnest/contracts/marketing-content';
import { profileQueryKey } from '@leadnest/session';
import { GlobalStyle } from '@leadnest/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';

import { ShellLayout } from '../features/chrome';
import { footerContentQueryOptions } from '../features/chrome/footer-content';
import { Notifications } from '../features/notifications';

/** Bumped when the input or output below changes shape; the API checks it before rendering. */
export const SERVER_RENDER_API = 1;

/** The text that stands for the page in the chrome's markup; the API replaces it with the page's HTML. */
export const PAGE_SLOT = 'leadnest-page-slot-2b7e1f';

export interface RenderChromeInput {
  /** The page's path (the header marks its link as the current page). */
  path: string;
  /** The published footer content (content null: the links the shell was released with). */
  footer: PublishedContentResponse<'footer'>;
}

export interface RenderChromeResult {
  /** The chrome's markup with PAGE_SLOT once, inside <main>. */
  html: string;
  /** The global styles and the chrome's styled-components <style> elements, for <head>. */
  styles: string;
}

/**
 * Renders a visitor's chrome around PAGE_SLOT, as the shell's first render in
 * the browser draws it: the browser hydrates this markup, so every element
 * the shell's App draws for a visitor is here, in the same order (the
 * notification area, empty, before the layout).
 */
export function renderChrome({ path, footer }: RenderChromeInput): RenderChromeResult {
  if (footer.page !== 'footer') throw new Error(`The content of ${footer.page} was given as the footer`);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(profileQueryKey, null);
  queryClient.setQueryData(footerContentQueryOptions().queryKey, footer);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <QueryClientProvider client={queryClient}>
          <GlobalStyle />
          <MemoryRouter initialEntries={[path]}>
            <Notifications />
            <ShellLayout>{PAGE_SLOT}</ShellLayout>
          </MemoryRouter>
        </QueryClientProvider>,
      ),
    );
    if (html.split(PAGE_SLOT).length !== 2) throw new Error('The chrome did not render the page slot exactly once');
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
    queryClient.clear();
  }
}
