import type { SubscriptionDto } from '@leadnest/contracts';
import { formatCents, PLAN_NAMES, type PlanTier } from '@leadnest/plans';

/**
 * "Nov 24, 2026" in the agent's time zone (the profile's, chosen on
 * /account), so a period that ends at midnight in their zone reads the
 * same day wherever their browser is; the browser's zone without one.
 */
export const formatDay = (iso: string, timeZone?: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone });

/** The agent's time zone from the session's profile (GET /api/user/profile carries it); undefined when it has none. */
export const agentTimeZone = (user: Record<string, unknown> | null): string | undefined =>
  typeof user?.timeZone === 'string' && user.timeZone ? user.timeZone : undefined;

export const perMonth = (cents: number) => `${formatCents(cents).replace(/\.00$/, '')}/month`;

export const planLabel = (plan: PlanTier | null) => (plan ? PLAN_NAMES[plan] : 'No plan');

export function paymentMethodText(subscription: SubscriptionDto): string {
  if (subscription.billingMode === 'off') return 'Not configured';
  const card = subscription.paymentMethod;
  if (!card) return 'No card on file';
  return `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} ending ${card.last4}`;
}

/** "Expires 12/2030" for the card on file; undefined without one. */
export function cardExpiry(subscription: SubscriptionDto): string | undefined {
  const card = subscription.billingMode === 'stripe' ? subscription.paymentMethod : null;
  return card ? `Expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}` : undefined;
}

/** "+$200.00/month" or "−$200.00/month" from the current to the chosen plan. */
export function priceDifference(fromCents: number | null, toCents: number): string {
  if (fromCents === null) return perMonth(toCents);
  const diff = toCents - fromCents;
  if (diff === 0) return 'No change in price';
  return `${diff > 0 ? '+' : '−'}${perMonth(Math.abs(diff))}`;
}
