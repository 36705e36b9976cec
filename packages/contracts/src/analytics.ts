import { z } from 'zod';

import { ANALYTICS_PERIODS, type AnalyticsPeriod, type AnalyticsSource, DEFAULT_ANALYTICS_PERIOD, type FunnelStep } from './analytics-constants';

export * from './analytics-constants';

/**
 * Analytics & Reports (spec part 2 §2 "Analytics & Reports", §3 "Analytics
 * summary", "AI performance", §7 calls). Every figure comes from
 * the agent's own data; an account with none answers zeros and empty lists,
 * never the spec's sample months or scripts
 * (docs/decisions/0018-no-sample-figures.md).
 *
 * A period is whole days in the agent's time zone that end with today:
 * '7d' is today and the 6 days before it, '30d' and '90d' likewise, '1y'
 * the year up to and including today (from the day after today's date a
 * year ago). The previous period is the same length right before it.
 *
 * The figures share the dashboard's definitions (contracts/dashboard.ts):
 * conversion = leads that got as far as a showing (stage showing, offer or
 * closed) of all leads; response time = the median time from a lead's first
 * message to the first answer (assistant or agent); appointments = not
 * cancelled; a change is the dashboard's signed whole percent ('+25%'), and
 * none (null) against a previous period that had nothing.
 */
export const ANALYTICS_MESSAGES = {
  periodInvalid: 'period must be one of 7d, 30d, 90d, 1y.',
  userIdInvalid: 'userId is not a valid id.',
} as const;

/** Query of every /api/analytics/{detailed,conversions,ai-performance} call: ?userId=&period= (userId defaults to the signed-in user). */
export const AnalyticsQuery = z.object({
  userId: z
    .string({ error: ANALYTICS_MESSAGES.userIdInvalid })
    .regex(/^[0-9a-f]{24}$/i, { error: ANALYTICS_MESSAGES.userIdInvalid })
    .optional(),
  period: z.enum(ANALYTICS_PERIODS, { error: ANALYTICS_MESSAGES.periodInvalid }).default(DEFAULT_ANALYTICS_PERIOD),
});
export type AnalyticsQuery = z.input<typeof AnalyticsQuery>;

/** Where a period starts and ends (ISO instants; end exclusive) and the zone it was read in. */
export interface AnalyticsRangeDto {
  period: AnalyticsPeriod;
  start: string;
  end: string;
  timeZone: string;
}

export interface AnalyticsSummaryFigures {
  /** Leads created in the period. */
  totalLeads: number;
  /** Of those, leads now at qualified or further (qualified, showing, offer, closed). */
  qualifiedLeads: number;
  /** Appointments (not cancelled) booked in the period, whenever they take place. */
  appointmentsBooked: number;
  /** Leads moved to Closed Won in the period (and still there). */
  closedDeals: number;
  /** The agent's commissions on those deals, in dollars (revenue is commission, not sale price). */
  totalRevenue: number;
  /** Leads created in the period that got as far as a showing, of all of them: whole percent (the dashboard's conversion). */
  conversionRate: number;
  /** Median seconds from a lead's first message to the first answer, in conversations the lead began in the period; 0 without any. */
  avgResponseTime: number;
}

/**
 * A card's figure against the previous period: a signed whole percent
 * ('+25%', '-10%', '+0%'); null when the previous period had none, since a
 * change from nothing has no percentage (the card says so in words).
 */
export type AnalyticsChanges = Record<'totalLeads' | 'qualifiedLeads' | 'appointmentsBooked' | 'closedDeals' | 'totalRevenue', string | null>;

export interface MonthlyTrendDto {
  /** The month in the agent's time zone, 'YYYY-MM' (only its days inside the period are counted). */
  month: string;
  leads: number;
  appointments: number;
  closed: number;
}

/** GET /api/analytics/detailed */
export interface AnalyticsDetailedDto extends AnalyticsSummaryFigures {
  range: AnalyticsRangeDto;
  /** Leads created in the period per source; every source present, 0 when none. */
  leadSources: Record<AnalyticsSource, number>;
  /** Each month the period touches, oldest first; empty when the period has no leads, bookings or closings. */
  monthlyTrends: MonthlyTrendDto[];
  /** The same figures over the previous period of the same length. */
  previous: Omit<AnalyticsSummaryFigures, 'avgResponseTime' | 'conversionRate'>;
  change: AnalyticsChanges;
}

export interface FunnelStepDto {
  step: FunnelStep;
  /** Leads created in the period that reached this step (qualified or further; a showing or further; closed). */
  count: number;
  /** count of the period's leads, whole percent. */
  percent: number;
}

/** GET /api/analytics/conversions */
export interface AnalyticsConversionsDto {
  range: AnalyticsRangeDto;
  funnel: FunnelStepDto[];
  revenue: {
    /** Commissions on deals closed in the period, dollars. */
    totalRevenue: number;
    /** totalRevenue per closed deal with a commission entered; 0 without one. */
    averageDealSize: number;
    /** totalRevenue per lead created in the period; 0 without leads. */
    revenuePerLead: number;
    /** Sale prices of the deals closed in the period, dollars. */
    salesVolume: number;
    closedDeals: number;
    /** Closed deals that have a commission entered (the rest count as $0 until the agent adds it). */
    dealsWithValue: number;
  };
  time: {
    /** The median first response, in minutes (one decimal); 0 without conversations. */
    avgResponseTimeMinutes: number;
    /** Conversations the response time is the median of (0: no figure, rather than an instant answer). */
    answeredConversations: number;
    /** Median days from a lead's creation to Closed Won, over deals closed in the period (one decimal); 0 without any. */
    salesCycleDays: number;
    /** Median days from the first contact (the first thing done with the lead after it arrived: a stage change, a note or a booking) to Closed Won; 0 without any. */
    firstContactToCloseDays: number;
    /** Closed deals with a first contact recorded (the ones firstContactToCloseDays is the median of). */
    dealsWithFirstContact: number;
  };
}

export interface ScriptPerformanceDto {
  name: string;
  /** Conversations the assistant ran with this script in the period. */
  usage: number;
  /** Of those, the share in which the lead wrote: whole percent. */
  engagement: number;
}

/** GET /api/analytics/ai-performance */
export interface AiPerformanceDto {
  range: AnalyticsRangeDto;
  /** Median seconds to the first answer (one decimal); 0 without conversations. */
  avgResponseTime: number;
  /** Conversations the response time is the median of. */
  answeredConversations: number;
  /** Conversations begun in the period in which the lead wrote, of all begun: whole percent. */
  engagementRate: number;
  /** Of the conversations the assistant scored hot, the share whose lead is qualified or further now: whole percent. */
  qualificationAccuracy: number;
  /** Of the conversations begun in the period in which the lead wrote, the share in which a showing was booked: whole percent. */
  appointmentBookingRate: number;
  /** Conversations in the period in which the lead wrote (the denominator of the booking rate). */
  conversations: number;
  topPerformingScripts: ScriptPerformanceDto[];
}
