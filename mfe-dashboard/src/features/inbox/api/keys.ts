/** The one query-key factory of the inbox (STYLE.md): every key starts with ['inbox']. */
export const inboxKeys = {
  all: ['inbox'] as const,
  lists: () => [...inboxKeys.all, 'list'] as const,
  list: (kind: 'needs-agent' | 'all') => [...inboxKeys.lists(), kind] as const,
  detail: (id: string) => [...inboxKeys.all, 'detail', id] as const,
};
