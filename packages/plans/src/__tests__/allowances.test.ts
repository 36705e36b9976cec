import { describe, expect, it } from 'vitest';

import {
  lowestPlanWith,
  millicentsToCents,
  monthlyPriceCents,
  PLAN_ALLOWANCES,
  PLAN_FEATURES,
  planFeatureMessage,
  planIncludes,
  USAGE_PRICES_MILLICENTS,
} from '../index';

describe('plan allowances', () => {
  it('carry the pricing page figures: calls, SMS and numbers per tier', () => {
    expect(PLAN_ALLOWANCES.starter).toMatchObject({ outboundCalls: 200, sms: 1000, phoneNumbers: 1 });
    expect(PLAN_ALLOWANCES.professional).toMatchObject({ outboundCalls: 1000, sms: 4000, phoneNumbers: 1 });
    expect(PLAN_ALLOWANCES.enterprise).toMatchObject({ outboundCalls: 3000, sms: 10000, phoneNumbers: 5 });
    expect(PLAN_ALLOWANCES.agency).toMatchObject({ outboundCalls: null, sms: null, phoneNumbers: 5 });
    // Only Agency's multi-agent team management has more than one seat.
    expect([PLAN_ALLOWANCES.starter, PLAN_ALLOWANCES.professional, PLAN_ALLOWANCES.enterprise].map((a) => a.seats)).toEqual([1, 1, 1]);
    expect(PLAN_ALLOWANCES.agency.seats).toBe(10);
  });

  it('the AI phone is enterprise and agency only, and the message names Enterprise', () => {
    expect(['starter', 'professional', 'enterprise', 'agency', null, 'gold'].map((plan) => planIncludes(plan, 'aiPhone'))).toEqual([
      false,
      false,
      true,
      true,
      false,
      false,
    ]);
    expect(lowestPlanWith('aiPhone')).toBe('enterprise');
    expect(planFeatureMessage('aiPhone')).toBe(
      'The AI phone receptionist is included in the Enterprise plan and above. Upgrade on the Billing page to use it.',
    );
  });

  it('each feature’s message reads as English: campaigns are included and the agent may use them', () => {
    expect(Object.fromEntries(PLAN_FEATURES.map((feature) => [feature, planFeatureMessage(feature)]))).toEqual({
      numberPorting: 'Number porting is included in the Professional plan and above. Upgrade on the Billing page to use it.',
      callAnalytics: 'Call analytics is included in the Professional plan and above. Upgrade on the Billing page to use it.',
      voiceCustomization: 'Voice customization is included in the Professional plan and above. Upgrade on the Billing page to use it.',
      aiPhone: 'The AI phone receptionist is included in the Enterprise plan and above. Upgrade on the Billing page to use it.',
      bulkCalling: 'AI bulk lead calling campaigns are included in the Enterprise plan and above. Upgrade on the Billing page to use them.',
      advancedAnalytics: 'Advanced analytics is included in the Enterprise plan and above. Upgrade on the Billing page to use it.',
      teamManagement: 'Multi-agent team management is included in the Agency plan and above. Upgrade on the Billing page to use it.',
      apiAccess: 'Custom API access is included in the Agency plan and above. Upgrade on the Billing page to use it.',
    });
  });
});

describe('charges', () => {
  it('bills the billing page reading, and starter at the pricing page price', () => {
    expect(['starter', 'professional', 'enterprise', 'agency'].map((tier) => monthlyPriceCents(tier as 'starter'))).toEqual([24700, 29700, 49700, 99700]);
  });

  it('usage prices in millicents are the spec figures', () => {
    expect(USAGE_PRICES_MILLICENTS).toEqual({
      voice_inbound_minute: 850,
      voice_outbound_minute: 1400,
      ai_assistant_minute: 10000,
      transcription_minute: 3500,
      sms_inbound: 790,
      sms_outbound: 790,
      phone_number_month: 100000,
      number_porting: 2500000,
    });
    expect(millicentsToCents(1499)).toBe(1);
    expect(millicentsToCents(1500)).toBe(2);
  });
});
