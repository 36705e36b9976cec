import { z } from 'zod';

import { ANALYTICS_SOURCES, type AnalyticsRangeDto, type AnalyticsSource } from './analytics';

/**
 * ROI Analysis from the agent's own figures: what LeadNest cost
 * them (plan price plus metered usage), what their closed deals brought in
 * (commissions), cost per lead (per source where the agent entered ad
 * spend), and time saved by the assistant.
 */

export const ROI_MESSAGES = {
  minutesInvalid: 'Minutes per conversation must be a whole number from 1 to 240.',
  monthInvalid: 'month must be YYYY-MM.',
  sourceInvalid: 'source must be one of facebook, instagram, website, sms, email, other.',
  amountInvalid: 'Ad spend must be an amount from 0 to 10,000,000.',
} as const;

/** PUT /api/analytics/roi-settings: the minutes figure, and/or one month's ad spend on one source (amount null removes it). */
export const RoiSettingsInput = z
  .object({
    minutesPerItem: z
      .number({ error: ROI_MESSAGES.minutesInvalid })
      .int({ error: ROI_MESSAGES.minutesInvalid })
      .min(1, { error: ROI_MESSAGES.minutesInvalid })
      .max(240, { error: ROI_MESSAGES.minutesInvalid })
      .optional(),
    adSpend: z
      .object({
        month: z.string({ error: ROI_MESSAGES.monthInvalid }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: ROI_MESSAGES.monthInvalid }),
        source: z.enum(ANALYTICS_SOURCES as [AnalyticsSource, ...AnalyticsSource[]], { error: ROI_MESSAGES.sourceInvalid }),
        amount: z
          .number({ error: ROI_MESSAGES.amountInvalid })
          .min(0, { error: ROI_MESSAGES.amountInvalid })
          .max(10_000_000, { error: ROI_MESSAGES.amountInvalid })
          .nullable(),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine((b) => b.minutesPerItem !== undefined || b.adSpend !== undefined, { error: 'Nothing to update.' });
export type RoiSettingsInput = z.input<typeof RoiSettingsInput>;

export interface AdSpendDto {
  month: string;
  source: AnalyticsSource;
  amount: number;
}

export interface SourceCostDto {
  source: AnalyticsSource;
  leads: number;
  /** The ad spend entered for the months the period touches, each month's share by its days in the period. */
  adSpend: number;
  /** adSpend / leads; null without leads. */
  costPerLead: number | null;
}

/** GET /api/analytics/roi */
export interface RoiDto {
  range: AnalyticsRangeDto;
  /** The agent's plan now and its monthly price (null without a plan); planCost may include plans held earlier in the period. */
  plan: string | null;
  planMonthlyPrice: number;
  /** What the plans held in the period cost for its days (each billed plan period's charge for its share of days inside the period), dollars. */
  planCost: number;
  /** Metered usage that occurred in the period (calls, texts, numbers), dollars. */
  usageCost: number;
  /** planCost + usageCost. */
  investment: number;
  /** Commissions on deals closed in the period. */
  revenue: number;
  closedDeals: number;
  /** (revenue − investment) / investment, as a multiple (2.5 = 250 %); null without an investment. */
  roi: number | null;
  leads: number;
  /** investment / leads; null without leads. */
  costPerLead: number | null;
  /** Sources with ad spend entered, with their cost per lead (ad spend only). */
  sources: SourceCostDto[];
  /** Every ad spend entry of the months the period touches, for editing. */
  adSpend: AdSpendDto[];
  timeSaved: {
    /** Conversations begun in the period in which the lead wrote and the assistant answered. */
    conversations: number;
    /** Calls the assistant took in the period. */
    calls: number;
    minutesPerItem: number;
    /** (conversations + calls) × minutesPerItem / 60, one decimal. */
    hours: number;
  };
}
