import type { AnalyticsPeriod } from '@leadnest/contracts';

/** The one query-key factory of analytics (STYLE.md): every key starts with ['analytics']. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  detailed: (userId: string, period: AnalyticsPeriod) => [...analyticsKeys.all, 'detailed', userId, period] as const,
  conversions: (userId: string, period: AnalyticsPeriod) => [...analyticsKeys.all, 'conversions', userId, period] as const,
  aiPerformance: (userId: string, period: AnalyticsPeriod) => [...analyticsKeys.all, 'ai-performance', userId, period] as const,
  /** The signed-in user's team (whether the Team tab shows), and its members' figures (docs/decisions/0034-teams.md). */
  team: () => [...analyticsKeys.all, 'team'] as const,
  teamFigures: (period: AnalyticsPeriod) => [...analyticsKeys.all, 'team-figures', period] as const,
};
