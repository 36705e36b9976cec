import type { ContentPage, PublishedContentResponse } from '@leadnest/contracts/marketing-content';

/**
 * What the server may inline for a server-rendered public page:
 * `window.__LEADNEST_BOOT__.content[page]` is the page's published content
 * as `GET /api/content/{page}` answers it, so the page renders it at once
 * (no request, no flash of other copy) when the browser takes over.
 */
export interface BootContent {
  content?: Partial<Record<ContentPage, PublishedContentResponse>>;
}

/** The published content the server inlined for `page`, or undefined (not inlined, on the server, or not the page's). */
export function bootContent<P extends ContentPage>(
  page: P,
  win: Window | undefined = typeof window === 'undefined' ? undefined : window,
): PublishedContentResponse<P> | undefined {
  // Read through a cast, not a global declaration: the shell declares the boot object's other fields.
  const boot = (win as { __LEADNEST_BOOT__?: BootContent } | undefined)?.__LEADNEST_BOOT__;
  const inlined = boot?.content?.[page];
  if (!inlined || typeof inlined !== 'object' || inlined.page !== page || typeof inlined.version !== 'number') return undefined;
  return inlined as PublishedContentResponse<P>;
}
