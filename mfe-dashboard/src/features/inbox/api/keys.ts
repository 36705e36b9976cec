/** A team member's inbox: their leads' conversations (`mine`) or all they may see (`team`). */
export type InboxScope = 'mine' | 'team';

/** The one query-key factory of the inbox (STYLE.md): every key starts with ['inbox']. */
export const inboxKeys = {
  all: ['inbox'] as const,
  lists: () => [...inboxKeys.all, 'list'] as const,
  list: (kind: 'needs-agent' | 'all', scope: InboxScope = 'team') => [...inboxKeys.lists(), kind, scope] as const,
  /** Who is on the user's team: whether to offer Mine / Team (docs/decisions/0034-teams.md). */
  team: () => [...inboxKeys.all, 'team'] as const,
  detail: (id: string) => [...inboxKeys.all, 'detail', id] as const,
};
