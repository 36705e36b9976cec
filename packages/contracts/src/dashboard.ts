import { z } from 'zod';

/**
 * The dashboard (spec part 1 §2 "Dashboard", §3 metrics). Every
 * figure is computed from the agent's own data; with no data the spec's
 * defaults stand: zeros, '+0%', '0%' and '0min'.
 */
export interface DashboardMetricsDto {
  /** Every lead of the agent. */
  totalLeads: number;
  /** Leads created in the last 7 days (rolling, from now). */
  recentLeads: number;
  /**
   * recentLeads against the 7 days before them, signed percent ('+25%',
   * '-10%', '+0%'); null when those 7 days had no leads: there is no percent
   * of zero, and the card says so in words instead of '+100%'.
   */
  leadsGrowth: string | null;
  /** Appointments not cancelled. */
  totalAppointments: number;
  /** Appointments (not cancelled) set in the last 7 days. */
  recentAppointments: number;
  /** Appointments still ahead (scheduled, starting from now). */
  scheduledAppointments: number;
  /** Conversations answered (by the assistant or the agent) of those where the lead wrote, as 'NN%'. */
  responseRate: string;
  /** Lead-to-showing conversion: leads at showing, offer or closed of all leads, as 'NN%'. */
  conversionRate: string;
  /** Messages in all conversations (lead, assistant and agent). */
  totalMessages: number;
  /** Conversations with activity in the last 7 days that are not opted out. */
  activeConversations: number;
  /** Showings booked (appointment type showing, not cancelled). */
  propertyShowings: number;
  /** Leads at stage closed. */
  closedDeals: number;
  /** Median time to the first reply in conversations the leads began in the last 7 days ('12s', '3min'; '0min' without any). */
  avgResponseTime: string;
  /** Leads scored hot (score ≥ 70): the Property Inquiries card's secondary figure. */
  hotLeads: number;
  /** Showings scheduled in this calendar week (Monday to Sunday in the agent's time zone). */
  showingsThisWeek: number;
  /** Conversations waiting for the agent (status needs-agent). */
  needsAgent: number;
  /** The agent's time zone (IANA), in which "today" and "this week" are read. */
  timeZone: string;
}

/** The spec's defaults (part 1 §3), the answer for an agent with no data at all (leadsGrowth: see above). */
export const EMPTY_DASHBOARD_METRICS: DashboardMetricsDto = {
  totalLeads: 0,
  recentLeads: 0,
  // Not the spec's '+0%': with nothing the week before there is no percentage to give.
  leadsGrowth: null,
  totalAppointments: 0,
  recentAppointments: 0,
  scheduledAppointments: 0,
  responseRate: '0%',
  conversionRate: '0%',
  totalMessages: 0,
  activeConversations: 0,
  propertyShowings: 0,
  closedDeals: 0,
  avgResponseTime: '0min',
  hotLeads: 0,
  showingsThisWeek: 0,
  needsAgent: 0,
  timeZone: 'America/New_York',
};

/** GET /api/analytics/{userId} as the dashboard reads it (spec part 1 §3). */
export interface AnalyticsSummaryDto {
  totalConversations: number;
  totalAppointments: number;
}

/** Route params of /api/dashboard/metrics/{userId} and /api/analytics/{userId}. */
export const DashboardUserParams = z.object({
  userId: z.string({ error: 'userId is not a valid id.' }).regex(/^[0-9a-f]{24}$/i, { error: 'userId is not a valid id.' }),
});
