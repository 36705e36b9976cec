import { DEFAULT_TIME_ZONE, LEAD_SCORING_THRESHOLDS } from '@leadnest/assistant-engine';
import type { AnalyticsSummaryDto, DashboardMetricsDto } from '@leadnest/contracts';

import { ReadCache } from '../../lib/read-cache.js';
import { zoneWeek } from '../../lib/zone-days.js';
import { loadAgentSettings } from '../agent-settings/agent-settings.service.js';
import { appointmentFigures } from '../appointments/appointments.service.js';
import { conversationFigures, countConversations } from '../conversations/conversations.service.js';
import { leadFigures } from '../leads/leads.service.js';
import { formatDuration, growthPercent, percentOf } from './dashboard.format.js';
import { type FiguresScope, scopeKey } from './dashboard.scope.js';

/**
 * This calendar week in the agent's time zone: Monday 00:00 to the next
 * Monday 00:00 (a midnight skipped by a clock change starts at 01:00), from
 * the zone-day helper analytics' periods use (lib/zone-days.ts).
 */
export function weekOf(now: Date, timeZone: string): { start: Date; end: Date } {
  return zoneWeek(now, timeZone);
}

/**
 * GET /api/dashboard/metrics/{userId}: every figure of spec part 1 §3 from
 * the leads, appointments and conversations of the viewer's scope (each
 * owner's service counts its own collection; whose they are:
 * dashboard.scope.ts). What each one means is written on
 * DashboardMetricsDto (packages/contracts/src/dashboard.ts); with no data
 * every figure is the spec's default.
 */
export async function dashboardMetrics(scope: FiguresScope | string, now = new Date()): Promise<DashboardMetricsDto> {
  const { accountId, assignee, calendars, viewerId } = typeof scope === 'string' ? { accountId: scope, calendars: [scope], viewerId: scope } : scope;
  const [account, viewer] = await Promise.all([loadAgentSettings(accountId), viewerId === accountId ? undefined : loadAgentSettings(viewerId)]);
  // The week is the viewer's (their own calendar's zone); scoring is the account's, whose assistant scores every lead.
  const timeZone = (viewer ?? account)?.availability.timeZone ?? DEFAULT_TIME_ZONE;
  const week = weekOf(now, timeZone);
  const [leads, appointments, conversations] = await Promise.all([
    leadFigures(accountId, now, LEAD_SCORING_THRESHOLDS[account?.leadScoring ?? 'medium'].hot, assignee),
    appointmentFigures(calendars, now, week),
    conversationFigures(accountId, now, assignee),
  ]);
  return {
    totalLeads: leads.total,
    recentLeads: leads.recent,
    leadsGrowth: growthPercent(leads.recent, leads.previous),
    totalAppointments: appointments.total,
    recentAppointments: appointments.recent,
    scheduledAppointments: appointments.upcoming,
    responseRate: percentOf(conversations.answered, conversations.withLeadMessage),
    conversionRate: percentOf(leads.reachedShowing, leads.total),
    totalMessages: conversations.messages,
    activeConversations: conversations.active,
    propertyShowings: appointments.showings,
    closedDeals: leads.closed,
    avgResponseTime: formatDuration(conversations.medianFirstResponseMs),
    hotLeads: leads.hot,
    showingsThisWeek: appointments.showingsThisWeek,
    needsAgent: conversations.needsAgent,
    timeZone,
  };
}

/** GET /api/analytics/{userId}: what the dashboard reads of analytics (spec part 1 §3), in the viewer's scope. */
export async function analyticsSummary(scope: FiguresScope, now = new Date()): Promise<AnalyticsSummaryDto> {
  const settings = await loadAgentSettings(scope.viewerId);
  const [appointments, totalConversations] = await Promise.all([
    appointmentFigures(scope.calendars, now, weekOf(now, settings?.availability.timeZone ?? DEFAULT_TIME_ZONE)),
    countConversations(scope.accountId, scope.assignee),
  ]);
  return { totalConversations, totalAppointments: appointments.total };
}

/**
 * How long an agent's figures are served from memory. Each figure is an
 * index count (the embedded database answers them by position, see
 * packages/embedded-mongo/src/engine/count.ts), but the dashboard is read
 * far more often than its figures move. A change to one of the agent's
 * conversations drops their entry at once; other writes (a lead, a booking)
 * show within this time.
 */
export const METRICS_TTL_MS = 15_000;

/** Per account, the figures of each scope read in it (an owner's, each agent's): a change to the account drops them all. */
const metricsCache = new ReadCache<Record<string, DashboardMetricsDto>>('dashboard-metrics', METRICS_TTL_MS, 5_000);
const computing = new Map<string, Promise<DashboardMetricsDto>>();

/** The account changed something the figures count (a lead by hand): the next read of any of its scopes computes afresh. */
export function forgetDashboardMetrics(accountId: string): void {
  metricsCache.delete(accountId);
}

/** The scope's figures, from memory when computed less than METRICS_TTL_MS ago; one computation at a time per scope. */
export async function cachedDashboardMetrics(scope: FiguresScope): Promise<DashboardMetricsDto> {
  const key = scopeKey(scope);
  const hit = metricsCache.get(scope.accountId)?.[key];
  if (hit) return hit;
  const pendingKey = `${scope.accountId}:${key}`;
  let pending = computing.get(pendingKey);
  if (!pending) {
    const ticket = metricsCache.ticket();
    pending = dashboardMetrics(scope)
      .then((metrics) => {
        metricsCache.set(scope.accountId, { ...metricsCache.get(scope.accountId), [key]: metrics }, ticket);
        return metrics;
      })
      .finally(() => computing.delete(pendingKey));
    computing.set(pendingKey, pending);
  }
  return pending;
}
