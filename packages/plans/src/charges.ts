import { findPlan } from './helpers';
import type { PlanTier } from './tiers';

/**
 * What a subscription is charged each month, in US cents. The billing page's
 * reading (= registration's: professional 297, enterprise 497, agency 997)
 * is what the agent sees when they choose a plan on /billing, so it is what
 * is charged; starter, which that reading does not list, is charged the
 * pricing page's price, the one screen that sells it.
 */
export function monthlyPriceUsd(tier: PlanTier): number {
  const plan = findPlan('billing', tier) ?? findPlan('pricingPage', tier);
  if (!plan) throw new Error(`No price for ${tier}`);
  return plan.priceUsd;
}

export function monthlyPriceCents(tier: PlanTier): number {
  return monthlyPriceUsd(tier) * 100;
}

/**
 * Usage prices (spec part 2 §9) in millicents (1/1000 of a cent), so every
 * documented price is a whole number: $0.0085 a minute = 850.
 */
export const USAGE_KINDS = [
  'voice_inbound_minute',
  'voice_outbound_minute',
  'ai_assistant_minute',
  'transcription_minute',
  'sms_inbound',
  'sms_outbound',
  'phone_number_month',
  'number_porting',
] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];

export const USAGE_PRICES_MILLICENTS: Readonly<Record<UsageKind, number>> = {
  voice_inbound_minute: 850,
  voice_outbound_minute: 1_400,
  ai_assistant_minute: 10_000,
  transcription_minute: 3_500,
  sms_inbound: 790,
  sms_outbound: 790,
  phone_number_month: 100_000,
  number_porting: 2_500_000,
};

/** How each usage kind reads on an invoice line. */
export const USAGE_LABELS: Readonly<Record<UsageKind, string>> = {
  voice_inbound_minute: 'Inbound voice minutes',
  voice_outbound_minute: 'Outbound voice minutes',
  ai_assistant_minute: 'AI assistant minutes',
  transcription_minute: 'Transcription minutes',
  sms_inbound: 'SMS received',
  sms_outbound: 'SMS sent',
  phone_number_month: 'Phone number (monthly)',
  number_porting: 'Number porting (one-time)',
};

/** Whole cents from millicents, rounded half up (an invoice is in cents). */
export function millicentsToCents(millicents: number): number {
  return Math.round(millicents / 1000);
}

/** $1,234.56 from cents. */
export function formatCents(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}
