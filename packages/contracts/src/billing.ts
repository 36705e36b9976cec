import { PLAN_TIERS, type PlanTier, type UsageKind } from '@leadnest/plans';
import { z } from 'zod';

import { strictBody } from './fields';

/**
 * Subscriptions and invoices (spec part 2 §7: GET/PATCH/DELETE
 * /api/subscription/{userId}, GET /api/invoices/{userId}).
 * Money is in US cents everywhere; usage is metered in millicents and
 * rounded to cents on the invoice line.
 */
export const BILLING_MESSAGES = {
  planInvalid: 'Please choose a plan: starter, professional, enterprise or agency',
  planRequired: 'Access to the dashboard requires an active subscription plan.',
  noSubscription: 'There is no subscription to cancel.',
  alreadyOnPlan: 'You are already on this plan.',
  invoiceNotFound: 'Invoice not found',
  /** What a chat visitor reads when the agent's subscription has lapsed. */
  chatUnavailable: 'This chat is not available right now. Please contact the agent directly.',
  webhookSignature: 'The webhook signature could not be verified.',
  paymentsNotConfigured: 'Payments are not configured on this server: plans are activated at once and invoices are issued without charging a card.',
  stripeUnavailable: 'The payment provider could not be reached. Please try again shortly.',
} as const;

export const SubscriptionPatchInput = strictBody({
  plan: z.enum(PLAN_TIERS, { error: BILLING_MESSAGES.planInvalid }),
});
export type SubscriptionPatch = z.infer<typeof SubscriptionPatchInput>;

export const BillingUserParams = z.object({ userId: z.string() });

/** none: no subscription; canceled: ended (kept only on Stripe's side); the others as Stripe names them. */
export type SubscriptionStatus = 'none' | 'active' | 'trialing' | 'past_due' | 'incomplete' | 'unpaid' | 'canceled';

export interface PaymentMethodSummary {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** GET /api/subscription/{userId}, and the answer of PATCH and DELETE. */
export interface SubscriptionDto {
  userId: string;
  /** null: no active subscription. */
  plan: PlanTier | null;
  status: SubscriptionStatus;
  /** ISO times; null without a subscription. */
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  /** = currentPeriodEnd, or null when nothing more will be billed (cancelled, or none). */
  nextBillingDate: string | null;
  /** The plan's monthly price; null without a plan. */
  priceCents: number | null;
  /** Cancelled: access runs to currentPeriodEnd, then the plan is removed (no refund for a partial month). */
  cancelAtPeriodEnd: boolean;
  paymentMethod: PaymentMethodSummary | null;
  /** stripe: payments through Stripe; off: STRIPE_SECRET_KEY unset, plans activate at once without a card. */
  billingMode: 'stripe' | 'off';
  /** Stripe mode: where to send the browser to pay (Checkout) when a PATCH could not change the plan directly. */
  checkoutUrl?: string;
}

export const INVOICE_STATUSES = ['paid', 'open', 'void', 'uncollectible'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export interface InvoiceLineDto {
  kind: 'plan' | 'usage' | 'proration';
  description: string;
  /** For usage lines: units (minutes, messages, numbers); 1 for the plan. */
  quantity: number;
  usageKind?: UsageKind;
  amountCents: number;
}

/** GET /api/invoices/{userId}: newest first. */
export interface InvoiceDto {
  id: string;
  /** e.g. LN-2026-000123. */
  number: string;
  /** ISO: when it was issued. */
  date: string;
  periodStart: string;
  periodEnd: string;
  amount: number;
  /** Same as amount (cents); named so a reader needs no guess. */
  amountCents: number;
  status: InvoiceStatus;
  lines: InvoiceLineDto[];
}

export interface BillingPortalResponse {
  url: string;
}
