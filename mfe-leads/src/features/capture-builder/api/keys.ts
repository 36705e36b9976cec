/** The one query-key factory for capture pages (STYLE.md). */
export const capturePageKeys = {
  all: ['capture-pages'] as const,
  list: () => [...capturePageKeys.all, 'list'] as const,
};
