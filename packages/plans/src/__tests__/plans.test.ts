import { describe, expect, it } from 'vitest';

import {
  BILLING_PLANS,
  DEFAULT_REGISTRATION_PLAN,
  discountPercent,
  findPlan,
  formatAllowance,
  formatUsd,
  getPlan,
  hasActivePlan,
  includesPhoneReceptionist,
  PLAN_READINGS,
  PLAN_TIERS,
  planName,
  PRICING_PAGE_PLANS,
  REGISTRATION_PLANS,
  TERMS_PLANS,
} from '../index';

const prices = (plans: readonly { tier: string; priceUsd: number }[]) => Object.fromEntries(plans.map((plan) => [plan.tier, plan.priceUsd]));

describe('plan catalogue', () => {
  it('has the four tiers', () => {
    expect(PLAN_TIERS).toEqual(['starter', 'professional', 'enterprise', 'agency']);
  });

  it('pricing page: Starter 247 (was 447), Professional 447 (was 947, Best Value), Enterprise 947 (was 1,947)', () => {
    expect(PRICING_PAGE_PLANS.map(({ name, priceUsd, wasUsd, bestValue }) => [name, priceUsd, wasUsd, bestValue])).toEqual([
      ['Starter', 247, 447, false],
      ['Professional', 447, 947, true],
      ['Enterprise', 947, 1947, false],
    ]);
    expect(getPlan('pricingPage', 'starter').allowances).toEqual(['200 outbound AI calls', '1,000 SMS', 'Unlimited inbound calls', 'Dedicated phone number']);
    expect(getPlan('pricingPage', 'enterprise')).toMatchObject({ outboundCalls: 3000, sms: 10000, phoneNumbers: 5 });
    expect(getPlan('pricingPage', 'enterprise').allowances).toContain('Dedicated account manager');
  });

  it('registration and billing: professional 297, enterprise 497, agency 997, default professional', () => {
    expect(prices(REGISTRATION_PLANS)).toEqual({ professional: 297, enterprise: 497, agency: 997 });
    expect(BILLING_PLANS).toBe(REGISTRATION_PLANS);
    expect(DEFAULT_REGISTRATION_PLAN).toBe('professional');
    expect(getPlan('registration', 'professional').features[0]).toBe('24/7 AI chat assistant');
    expect(getPlan('registration', 'enterprise').features).toContain('AI phone receptionist');
    expect(getPlan('registration', 'agency').features).toContain('Multi-agent team management');
  });

  it('terms: Starter 49 / 100 calls, Professional 149 / 500, Enterprise 349 / unlimited', () => {
    expect(TERMS_PLANS.map(({ tier, priceUsd, aiCallsPerMonth }) => [tier, priceUsd, aiCallsPerMonth])).toEqual([
      ['starter', 49, 100],
      ['professional', 149, 500],
      ['enterprise', 349, null],
    ]);
  });

  it('names every reading', () => {
    expect(Object.keys(PLAN_READINGS)).toEqual(['pricingPage', 'registration', 'billing', 'terms']);
    expect(findPlan('pricingPage', 'agency')).toBeUndefined();
    expect(() => getPlan('terms', 'agency')).toThrow(/terms reading has no agency plan/);
  });
});

describe('helpers', () => {
  it('treats a missing, empty or unknown plan as no subscription', () => {
    expect(hasActivePlan('professional')).toBe(true);
    for (const none of [undefined, null, '', 'gold']) expect(hasActivePlan(none)).toBe(false);
  });

  it('names plans and formats prices', () => {
    expect(planName('agency')).toBe('Agency');
    expect(planName('')).toBeUndefined();
    expect(formatUsd(1947)).toBe('$1,947');
    expect(formatUsd(49)).toBe('$49');
    expect(discountPercent(947, 447)).toBe(53);
    expect(formatAllowance(null)).toBe('Unlimited');
    expect(formatAllowance(10000)).toBe('10,000');
  });

  it('shows the AI phone receptionist to enterprise and agency only', () => {
    expect(PLAN_TIERS.filter(includesPhoneReceptionist)).toEqual(['enterprise', 'agency']);
  });
});
