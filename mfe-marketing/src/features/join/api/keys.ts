/** The one query-key factory for the join page (STYLE.md). */
export const joinKeys = {
  all: ['team-join'] as const,
  preview: (token: string) => [...joinKeys.all, 'preview', token] as const,
};
