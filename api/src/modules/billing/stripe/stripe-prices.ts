import { monthlyPriceCents, PLAN_NAMES, type PlanTier } from '@leadnest/plans';
import type Stripe from 'stripe';

import type { Env } from '../../../config/env.js';

/** The lookup key a tier's monthly price is created under, so it is created once and found again after a restart. */
export const priceLookupKey = (tier: PlanTier) => `leadnest_${tier}_monthly`;

const known = new Map<string, string>();

/** The Stripe price id of a tier: STRIPE_PRICE_<TIER>, else the price with its lookup key, else created now (product + monthly price). */
export async function priceIdFor(stripe: Stripe, env: Pick<Env, 'STRIPE_PRICES'>, tier: PlanTier): Promise<string> {
  const configured = env.STRIPE_PRICES[tier];
  if (configured) return configured;
  const key = priceLookupKey(tier);
  const cached = known.get(key);
  if (cached) return cached;
  const found = await stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 });
  let id = found.data[0]?.id;
  if (!id) {
    const product = await stripe.products.create({ name: `LeadNest ${PLAN_NAMES[tier]}` });
    const price = await stripe.prices.create({
      product: product.id,
      currency: 'usd',
      unit_amount: monthlyPriceCents(tier),
      recurring: { interval: 'month' },
      lookup_key: key,
    });
    id = price.id;
  }
  known.set(key, id);
  return id;
}

/** The tier a Stripe price stands for (by lookup key or configured id); undefined for a price that is not ours. */
export function tierOfPrice(env: Pick<Env, 'STRIPE_PRICES'>, price: Pick<Stripe.Price, 'id' | 'lookup_key'>): PlanTier | undefined {
  for (const [tier, id] of Object.entries(env.STRIPE_PRICES)) if (id === price.id) return tier as PlanTier;
  const match = /^leadnest_(starter|professional|enterprise|agency)_monthly$/.exec(price.lookup_key ?? '');
  return match?.[1] as PlanTier | undefined;
}

/** For tests: forget the ids found so far (each test's fake Stripe starts empty). */
export function forgetStripePrices(): void {
  known.clear();
}
