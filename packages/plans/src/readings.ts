import type { PlanTier, RegistrationPlanTier } from './tiers';

/**
 * The specification gives three price readings that disagree (spec part 1
 * §9, part 2 §9). Each screen keeps its documented reading, but
 * from this one module (docs/decisions/0011-plan-readings.md), each reading named, so one edit here reconciles
 * them. Amounts are whole US dollars per month.
 */

/** The pricing page (/pricing): sale price, struck-through list price, allowances. */
export interface PricingPagePlan {
  tier: PlanTier;
  name: string;
  priceUsd: number;
  /** The list price, shown struck through ("50% OFF PLANS"). */
  wasUsd: number;
  bestValue: boolean;
  /** Outbound AI calls a month. */
  outboundCalls: number;
  /** SMS messages a month. */
  sms: number;
  /** Phone numbers included. */
  phoneNumbers: number;
  /** The card's bullet list, in order. */
  allowances: readonly string[];
}

export const PRICING_PAGE_PLANS: readonly PricingPagePlan[] = [
  {
    tier: 'starter',
    name: 'Starter',
    priceUsd: 247,
    wasUsd: 447,
    bestValue: false,
    outboundCalls: 200,
    sms: 1000,
    phoneNumbers: 1,
    allowances: ['200 outbound AI calls', '1,000 SMS', 'Unlimited inbound calls', 'Dedicated phone number'],
  },
  {
    tier: 'professional',
    name: 'Professional',
    priceUsd: 447,
    wasUsd: 947,
    bestValue: true,
    outboundCalls: 1000,
    sms: 4000,
    phoneNumbers: 1,
    allowances: ['1,000 outbound calls', '4,000 SMS', 'Number porting', 'Call analytics', 'Voice customization', 'Priority support'],
  },
  {
    tier: 'enterprise',
    name: 'Enterprise',
    priceUsd: 947,
    wasUsd: 1947,
    bestValue: false,
    outboundCalls: 3000,
    sms: 10000,
    phoneNumbers: 5,
    allowances: [
      '3,000 outbound calls',
      '10,000 SMS',
      'Up to 5 phone numbers',
      'Advanced analytics',
      'Premium support and training',
      'Dedicated account manager',
    ],
  },
];

/** The pricing page's banner and footnote. */
export const PRICING_PAGE_BANNER = '50% OFF PLANS';
export const PRICING_PAGE_BILLING_NOTE = 'Billed monthly, cancel anytime.';

/** The registration form and the billing page (they agree: spec part 2 §9). */
export interface RegistrationPlan {
  tier: RegistrationPlanTier;
  name: string;
  priceUsd: number;
  /** The feature list shown for the chosen plan, in order. */
  features: readonly string[];
}

export const REGISTRATION_PLANS: readonly RegistrationPlan[] = [
  {
    tier: 'professional',
    name: 'Professional',
    priceUsd: 297,
    features: [
      '24/7 AI chat assistant',
      'Email and SMS lead management',
      'Automated appointment scheduling',
      'Advanced lead scoring',
      'Custom AI conversation scripts',
      'Lead capture page builder',
    ],
  },
  {
    tier: 'enterprise',
    name: 'Enterprise',
    priceUsd: 497,
    features: [
      'Everything in Professional',
      'AI phone receptionist',
      'AI bulk lead calling campaigns',
      'Advanced analytics',
      'Custom call scripts and voice training',
      'Priority support and onboarding',
    ],
  },
  {
    tier: 'agency',
    name: 'Agency',
    priceUsd: 997,
    features: [
      'Everything in Enterprise',
      'Unlimited AI calling campaigns',
      'Multi-agent team management',
      'Advanced CRM integrations',
      'Custom API access',
      'Advanced reporting',
      'Dedicated account manager',
    ],
  },
];

/** The billing page's reading is the registration reading (spec part 2 §9); a separate name so screens say which they show. */
export const BILLING_PLANS: readonly RegistrationPlan[] = REGISTRATION_PLANS;

/** Days from today to the next billing date shown on the billing page. */
export const BILLING_CYCLE_DAYS = 30;

/** The Terms of Service (spec part 2 §9). */
export interface TermsPlan {
  tier: PlanTier;
  name: string;
  priceUsd: number;
  /** AI calls a month; null is unlimited. */
  aiCallsPerMonth: number | null;
}

export const TERMS_PLANS: readonly TermsPlan[] = [
  { tier: 'starter', name: 'Starter', priceUsd: 49, aiCallsPerMonth: 100 },
  { tier: 'professional', name: 'Professional', priceUsd: 149, aiCallsPerMonth: 500 },
  { tier: 'enterprise', name: 'Enterprise', priceUsd: 349, aiCallsPerMonth: null },
];

/** Every reading by name, for code that picks one at run time. */
export const PLAN_READINGS = {
  pricingPage: PRICING_PAGE_PLANS,
  registration: REGISTRATION_PLANS,
  billing: BILLING_PLANS,
  terms: TERMS_PLANS,
} as const;
export type PlanReading = keyof typeof PLAN_READINGS;
