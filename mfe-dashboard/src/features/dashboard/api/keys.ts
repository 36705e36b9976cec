import type { ConversationFilter } from '@leadnest/contracts';

/** The one query-key factory of the dashboard (STYLE.md): every key starts with ['dashboard']. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  metrics: (userId: string) => [...dashboardKeys.all, 'metrics', userId] as const,
  analytics: (userId: string) => [...dashboardKeys.all, 'analytics', userId] as const,
  conversations: (filter: ConversationFilter) => [...dashboardKeys.all, 'conversations', filter] as const,
  appointments: (from: string) => [...dashboardKeys.all, 'appointments', from] as const,
  /** The signed-in user's team, and its leaderboard (docs/decisions/0034-teams.md). */
  team: () => [...dashboardKeys.all, 'team'] as const,
  leaderboard: (period: string) => [...dashboardKeys.all, 'leaderboard', period] as const,
};
