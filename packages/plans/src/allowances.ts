import { getPlan } from './helpers';
import { PLAN_NAMES, PLAN_TIERS, type PlanTier } from './tiers';

/**
 * What each plan allows, as data: the API reads it when it gates a route
 * (402 / 403 PLAN_FEATURE) and when it meters usage; screens read it to say
 * what a plan includes. The figures are the pricing page's (spec part 1 §9);
 * agency, which the pricing page does not sell, is "everything in
 * Enterprise plus unlimited AI calling campaigns" (registration reading), so
 * its calls and texts are unlimited and its numbers Enterprise's five.
 */

/** Features a route may require beyond "any plan". */
export const PLAN_FEATURES = [
  'numberPorting',
  'callAnalytics',
  'voiceCustomization',
  'aiPhone',
  'bulkCalling',
  'advancedAnalytics',
  'teamManagement',
  'apiAccess',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/** How a feature is named at the start of a sentence ("The AI phone receptionist is included in …"). */
export const PLAN_FEATURE_NAMES: Readonly<Record<PlanFeature, string>> = {
  numberPorting: 'Number porting',
  callAnalytics: 'Call analytics',
  voiceCustomization: 'Voice customization',
  aiPhone: 'The AI phone receptionist',
  bulkCalling: 'AI bulk lead calling campaigns',
  advancedAnalytics: 'Advanced analytics',
  teamManagement: 'Multi-agent team management',
  apiAccess: 'Custom API access',
};

/** Features named in the plural ("AI bulk lead calling campaigns are included …"), so a message agrees with them. */
const PLURAL_FEATURES: ReadonlySet<PlanFeature> = new Set<PlanFeature>(['bulkCalling']);

export interface PlanAllowance {
  /** Outbound AI calls a month; null is unlimited. */
  outboundCalls: number | null;
  /** SMS messages a month; null is unlimited. */
  sms: number | null;
  /** Phone numbers the plan may hold. */
  phoneNumbers: number;
  /** Members a team may have (the owner included). More than one needs `teamManagement` (docs/decisions/0034-teams.md). */
  seats: number;
  features: readonly PlanFeature[];
}

const fromPricingPage = (tier: PlanTier) => {
  const plan = getPlan('pricingPage', tier);
  return { outboundCalls: plan.outboundCalls, sms: plan.sms, phoneNumbers: plan.phoneNumbers };
};

const PROFESSIONAL_FEATURES: readonly PlanFeature[] = ['numberPorting', 'callAnalytics', 'voiceCustomization'];
const ENTERPRISE_FEATURES: readonly PlanFeature[] = [...PROFESSIONAL_FEATURES, 'aiPhone', 'bulkCalling', 'advancedAnalytics'];

export const PLAN_ALLOWANCES: Readonly<Record<PlanTier, PlanAllowance>> = {
  starter: { ...fromPricingPage('starter'), seats: 1, features: [] },
  professional: { ...fromPricingPage('professional'), seats: 1, features: PROFESSIONAL_FEATURES },
  enterprise: { ...fromPricingPage('enterprise'), seats: 1, features: ENTERPRISE_FEATURES },
  agency: {
    outboundCalls: null,
    sms: null,
    // "Multi-agent team management": the owner and up to nine agents or admins.
    seats: 10,
    phoneNumbers: fromPricingPage('enterprise').phoneNumbers,
    features: [...ENTERPRISE_FEATURES, 'teamManagement', 'apiAccess'],
  },
};

export function planIncludes(plan: string | null | undefined, feature: PlanFeature): boolean {
  return (PLAN_TIERS as readonly string[]).includes(plan ?? '') && PLAN_ALLOWANCES[plan as PlanTier].features.includes(feature);
}

/** The cheapest tier that includes `feature` (tiers are listed cheapest first). */
export function lowestPlanWith(feature: PlanFeature): PlanTier {
  const tier = PLAN_TIERS.find((candidate) => PLAN_ALLOWANCES[candidate].features.includes(feature));
  if (!tier) throw new Error(`No plan includes ${feature}`);
  return tier;
}

/** "The AI phone receptionist is included in the Enterprise plan and above." / "AI bulk lead calling campaigns are included in …" */
export function planFeatureIncludedIn(feature: PlanFeature): string {
  const verb = PLURAL_FEATURES.has(feature) ? 'are' : 'is';
  return `${PLAN_FEATURE_NAMES[feature]} ${verb} included in the ${PLAN_NAMES[lowestPlanWith(feature)]} plan and above.`;
}

/** The API's 403 PLAN_FEATURE text: what includes the feature and where to upgrade. */
export function planFeatureMessage(feature: PlanFeature): string {
  return `${planFeatureIncludedIn(feature)} Upgrade on the Billing page to use ${PLURAL_FEATURES.has(feature) ? 'them' : 'it'}.`;
}

/** Members a team on `plan` may have; one without an active plan. */
export function seatsOf(plan: string | null | undefined): number {
  return (PLAN_TIERS as readonly string[]).includes(plan ?? '') ? PLAN_ALLOWANCES[plan as PlanTier].seats : 1;
}
