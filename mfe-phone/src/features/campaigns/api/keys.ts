/** The one query-key factory of campaigns (STYLE.md): lists, one list's contacts, the dialer settings. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  lists: () => [...campaignKeys.all, 'lists'] as const,
  contacts: (listId: string) => [...campaignKeys.all, 'contacts', listId] as const,
  settings: () => [...campaignKeys.all, 'settings'] as const,
};

/** The phone screen's call log key (its Call History shows the calls the dialer places). */
export const callLogsKey = ['phone', 'call-logs'] as const;
