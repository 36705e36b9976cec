import { z } from 'zod';

/**
 * A Closed Won deal's value: the sale price and the agent's
 * commission, in dollars, optional and editable later on the lead.
 * Analytics' revenue is the commission.
 */
export const DEAL_MESSAGES = {
  salePriceInvalid: 'Sale price must be an amount from 0 to 1,000,000,000.',
  commissionInvalid: 'Commission must be an amount from 0 to 1,000,000,000.',
} as const;

const amount = (error: string) => z.number({ error }).min(0, { error }).max(1_000_000_000, { error });

/** PATCH /api/leads/{id} fields (null clears one). */
export const dealFields = {
  salePrice: amount(DEAL_MESSAGES.salePriceInvalid).nullish(),
  commission: amount(DEAL_MESSAGES.commissionInvalid).nullish(),
};

/** A lead's deal on the lead's detail; all null until the agent enters them. */
export interface LeadDealDto {
  salePrice: number | null;
  commission: number | null;
  /** When the lead moved to Closed Won; null when it is not there. */
  closedAt: string | null;
}
