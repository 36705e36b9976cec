import { DEFAULT_TIME_ZONE, LEAD_SCORING_THRESHOLDS } from '@leadnest/assistant-engine';
import type { AnalyticsSummaryDto, DashboardMetricsDto } from '@leadnest/contracts';

import { ReadCache } from '../../lib/read-cache.js';
import { zoneWeek } from '../../lib/zone-days.js';
import { loadAgentSettings } from '../agent-settings/agent-settings.service.js';
import { appointmentFigures } from '../appointments/appointments.service.js';
import { conversationFigures, countConversations } from '../conversations/conversations.service.js';
import { leadFigures } from '../leads/leads.service.js';
import { formatDuration, growthPercent, percentOf } from './dashboard.format.js';

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
 * the agent's own leads, appointments and conversations (each owner's
 * service counts its own collection). What each one means is written on
 * DashboardMetricsDto (packages/contracts/src/dashboard.ts); with no data
 * every figure is the spec's default.
 */
export async function dashboardMetrics(userId: string, now = new Date()): Promise<DashboardMetricsDto> {
  const settings = await loadAgentSettings(userId);
  const timeZone = settings?.availability.timeZone ?? DEFAULT_TIME_ZONE;
  const week = weekOf(now, timeZone);
  const [leads, appointments, conversations] = await Promise.all([
    leadFigures(userId, now, LEAD_SCORING_THRESHOLDS[settings?.leadScoring ?? 'medium'].hot),
    appointmentFigures(userId, now, week),
    conversationFigures(userId, now),
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

/** GET /api/analytics/{userId}: what the dashboard reads of analytics (spec part 1 §3). */
export async function analyticsSummary(userId: string, now = new Date()): Promise<AnalyticsSummaryDto> {
  const settings = await loadAgentSettings(userId);
  const [appointments, totalConversations] = await Promise.all([
    appointmentFigures(userId, now, weekOf(now, settings?.availability.timeZone ?? DEFAULT_TIME_ZONE)),
    countConversations(userId),
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

const metricsCache = new ReadCache<DashboardMetricsDto>('dashboard-metrics', METRICS_TTL_MS, 5_000);
const computing = new Map<string, Promise<DashboardMetricsDto>>();

/** The agent changed something the figures count (a lead by hand): the next read computes afresh. */
export function forgetDashboardMetrics(userId: string): void {
  metricsCache.delete(userId);
}

/** The agent's figures, from memory when computed less than METRICS_TTL_MS ago; one computation at a time per agent. */
export async function cachedDashboardMetrics(userId: string): Promise<DashboardMetricsDto> {
  const hit = metricsCache.get(userId);
  if (hit) return hit;
  let pending = computing.get(userId);
  if (!pending) {
    const ticket = metricsCache.ticket();
    pending = dashboardMetrics(userId)
      .then((metrics) => {
        metricsCache.set(userId, metrics, ticket);
        return metrics;
      })
      .finally(() => computing.delete(userId));
    computing.set(userId, pending);
  }
  return pending;
}
