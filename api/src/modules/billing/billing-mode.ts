import type { Env } from '../../config/env.js';

/**
 * stripe: STRIPE_SECRET_KEY is set, a plan is granted only once Stripe
 * confirms its payment (the webhook). off: billing-off mode, a plan chosen
 * is active at once (README, environment table).
 */
export type BillingMode = 'stripe' | 'off';

export const billingModeOf = (env: Pick<Env, 'STRIPE_SECRET_KEY'>): BillingMode => (env.STRIPE_SECRET_KEY ? 'stripe' : 'off');

/** The page where a plan is chosen and, in Stripe mode, paid through Checkout (/pricing and registration send the tier). */
export const billingPathFor = (plan: string): string => `/billing?plan=${encodeURIComponent(plan)}`;
