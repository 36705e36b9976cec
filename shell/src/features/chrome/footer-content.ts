import type { PublishedContentResponse } from '@leadnest/contracts/marketing-content';
import { apiRequest, readJson } from '@leadnest/session';
import { queryOptions } from '@tanstack/react-query';

/*
 * The footer's Company column is marketing content
 * (docs/decisions/0039-marketing-content.md): edited on /content and read
 * from GET /api/content/footer. Until something is published it shows the
 * contract's FOOTER_DEFAULT_CONTENT, which the editor also starts from.
 */

/** The published footer the server inlined into the page, if it did (`window.__LEADNEST_BOOT__.content.footer`). */
export function inlinedFooterContent(
  win: Window | undefined = typeof window === 'undefined' ? undefined : window,
): PublishedContentResponse<'footer'> | undefined {
  // Read through a cast: the boot object's declared fields are the boot data's (federation/boot-data.ts).
  const boot = (win as { __LEADNEST_BOOT__?: { content?: { footer?: unknown } } } | undefined)?.__LEADNEST_BOOT__;
  const footer = boot?.content?.footer;
  if (!footer || typeof footer !== 'object' || (footer as { page?: unknown }).page !== 'footer') return undefined;
  return footer as PublishedContentResponse<'footer'>;
}

/** GET /api/content/footer (public): the published footer; content null before anything is published. Key shared with the content editor, which invalidates it on publish. */
export const footerContentQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'footer'] as const,
    queryFn: async () => (await readJson<PublishedContentResponse<'footer'>>(await apiRequest('GET', '/api/content/footer')))!,
    initialData: inlinedFooterContent,
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

/** A footer link's kind: a page of this app (the router), an outside address (https:, mailto:), or plain text. */
export function footerLinkKind(href: string | undefined): 'route' | 'external' | 'text' {
  if (!href) return 'text';
  return href.startsWith('/') ? 'route' : 'external';
}
