import type { LeadSource, LeadStage } from './leads';

/*
 * The constants of Analytics & Reports the browser needs, without zod: the
 * remote imports them from '@leadnest/contracts/analytics' so its first
 * screen stays small (the index brings every schema). Re-exported by the
 * index through analytics.ts.
 */

export const ANALYTICS_PERIODS = ['7d', '30d', '90d', '1y'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '30d';

/** The period selector's labels (spec part 2 §2). */
export const ANALYTICS_PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '1y': 'Last year',
};

/** The five sources of the spec, plus 'other' (leads from the phone line, or any other source). */
export type AnalyticsSource = Exclude<LeadSource, 'phone'> | 'other';
export const ANALYTICS_SOURCES: readonly AnalyticsSource[] = ['facebook', 'instagram', 'website', 'sms', 'email', 'other'];

export const FUNNEL_STEPS = ['leads', 'qualified', 'appointments', 'closed'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** Stages of a lead that got as far as a showing: the dashboard's conversion (api leads.figures.ts reachedShowing) and the funnel's third step. */
export const REACHED_SHOWING_STAGES = ['showing', 'offer', 'closed'] as const satisfies readonly LeadStage[];

/** ROI's time saved: minutes the agent would spend on each conversation or call the assistant handled, until they change it (stated on screen). */
export const DEFAULT_MINUTES_PER_ITEM = 5;
