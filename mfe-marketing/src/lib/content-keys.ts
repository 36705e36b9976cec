import type { ContentPage } from '@leadnest/contracts/marketing-content';

/**
 * The one query-key factory for marketing content (STYLE.md), shared by the
 * public pages and the editor (they share the shell's cache). The published
 * version is `['content', page]` (the shell's footer reads
 * `['content', 'footer']`), so invalidating it after a publish also drops
 * the page's draft and history.
 */
export const contentKeys = {
  all: ['content'] as const,
  published: (page: ContentPage) => [...contentKeys.all, page] as const,
  draft: (page: ContentPage) => [...contentKeys.all, page, 'draft'] as const,
  versions: (page: ContentPage) => [...contentKeys.all, page, 'versions'] as const,
  editors: () => [...contentKeys.all, 'editors'] as const,
};
