/** The one query-key factory for the team page (STYLE.md). */
export const teamKeys = {
  all: ['team'] as const,
  detail: () => [...teamKeys.all, 'detail'] as const,
  routing: () => [...teamKeys.all, 'routing'] as const,
};
