import Stripe from 'stripe';

import type { Env } from '../../../config/env.js';

/**
 * The Stripe client when STRIPE_SECRET_KEY is set (undefined: billing-off
 * mode). STRIPE_API_URL points it at another host: the tests' fake Stripe on
 * 127.0.0.1. One network retry, 10 s timeout: a payment call that hangs
 * must not hold a request.
 */
export function createStripeClient(env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>): Stripe | undefined {
  if (!env.STRIPE_SECRET_KEY) return undefined;
  const target = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : undefined;
  return new Stripe(env.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === 'https:' ? 443 : 80),
          protocol: target.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });
}
