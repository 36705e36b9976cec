/**
 * Subscription tiers (spec part 1 §3; docs/decisions/0012-plan-tiers-and-inclusions.md).
 * `user.plan` holds one of
 * these; a missing or empty plan means no active subscription.
 */
export const PLAN_TIERS = ['starter', 'professional', 'enterprise', 'agency'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

/** The tiers the registration form (and the billing page) offer; starter is sold only on the pricing page. */
export const REGISTRATION_PLAN_TIERS = ['professional', 'enterprise', 'agency'] as const;
export type RegistrationPlanTier = (typeof REGISTRATION_PLAN_TIERS)[number];

/** The registration form's preselected plan (spec part 1 §2 and §9). */
export const DEFAULT_REGISTRATION_PLAN: RegistrationPlanTier = 'professional';

/** Display names, the same on every screen. */
export const PLAN_NAMES: Readonly<Record<PlanTier, string>> = {
  starter: 'Starter',
  professional: 'Professional',
  enterprise: 'Enterprise',
  agency: 'Agency',
};

/** The tiers whose dashboard shows the AI Phone Receptionist panel (spec part 1 §2, §6). */
export const PHONE_RECEPTIONIST_TIERS: readonly PlanTier[] = ['enterprise', 'agency'];

export function isPlanTier(value: unknown): value is PlanTier {
  return typeof value === 'string' && (PLAN_TIERS as readonly string[]).includes(value);
}

export function isRegistrationPlanTier(value: unknown): value is RegistrationPlanTier {
  return typeof value === 'string' && (REGISTRATION_PLAN_TIERS as readonly string[]).includes(value);
}

/** True when a user has a subscription: the plan is a known tier (missing, empty or unknown is none). */
export function hasActivePlan(plan: string | null | undefined): plan is PlanTier {
  return isPlanTier(plan);
}

/** "Professional" for `professional`; undefined for no plan. */
export function planName(plan: string | null | undefined): string | undefined {
  return isPlanTier(plan) ? PLAN_NAMES[plan] : undefined;
}

export function includesPhoneReceptionist(plan: string | null | undefined): boolean {
  return isPlanTier(plan) && PHONE_RECEPTIONIST_TIERS.includes(plan);
}
