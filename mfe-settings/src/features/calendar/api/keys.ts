/** The one query-key factory for the calendar (STYLE.md). */
export const calendarKeys = {
  all: ['calendar'] as const,
  appointments: () => [...calendarKeys.all, 'appointments'] as const,
  slots: (date: string) => [...calendarKeys.all, 'slots', date] as const,
  availability: (userId: string) => [...calendarKeys.all, 'availability', userId] as const,
  connections: () => [...calendarKeys.all, 'connections'] as const,
};
