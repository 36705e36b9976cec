/** The one query-key factory of the phone screen (STYLE.md). */
export const phoneKeys = {
  all: ['phone'] as const,
  numbers: () => [...phoneKeys.all, 'numbers'] as const,
  callLogs: () => [...phoneKeys.all, 'call-logs'] as const,
  settings: () => [...phoneKeys.all, 'settings'] as const,
};
