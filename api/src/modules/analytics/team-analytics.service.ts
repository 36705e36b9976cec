import type { AnalyticsPeriod, TeamAnalyticsDto } from '@leadnest/contracts';

import type { SessionUser } from '../../lib/auth.js';
import { teamFigures } from '../leads/leads.service.js';
import { getTeam } from '../teams/teams.service.js';
import { rangeOf } from './analytics.service.js';

/**
 * The team's leaderboard (docs/decisions/0034-teams.md): every member's
 * figures for the period, in the owner's time zone, most revenue first,
 * then most deals closed, then the fastest to first contact, then most leads.
 */
export async function teamAnalytics(user: SessionUser, period: AnalyticsPeriod, now = new Date()): Promise<TeamAnalyticsDto> {
  const team = await getTeam(user);
  const owner = team.members.find((m) => m.role === 'owner')!;
  const range = await rangeOf(owner.userId, period, now);
  const figures = await teamFigures(
    owner.userId,
    team.members.map((m) => m.userId),
    range.start,
    range.end,
  );
  const members = team.members.map((m) => ({ userId: m.userId, firstName: m.firstName, lastName: m.lastName, ...figures.get(m.userId)! }));
  // No contact yet sorts after any speed (a large number, not Infinity: Infinity − Infinity is NaN).
  const speed = (s: number | null) => s ?? Number.MAX_SAFE_INTEGER;
  members.sort(
    (a, b) =>
      b.revenue - a.revenue ||
      b.closed - a.closed ||
      speed(a.speedToLeadMedianSeconds) - speed(b.speedToLeadMedianSeconds) ||
      b.leadsAssigned - a.leadsAssigned,
  );
  return { period, members };
}
