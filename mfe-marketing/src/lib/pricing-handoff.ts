import { type PlanTier, PRICING_PAGE_PLANS } from '@leadnest/plans';

/**
 * What /pricing's Start Subscription form was given (name, email, the plan
 * chosen), handed on to /signup (prefilled: only the password is left to
 * type) and, once the account exists, to onboarding, whose last step goes to
 * Billing with that plan chosen. Kept in sessionStorage (this tab only, gone
 * when it closes), never on the server: nothing secret is in it, and no
 * half-made account exists before signup creates the one account.
 */
export interface PricingHandoff {
  fullName: string;
  email: string;
  plan: PlanTier;
}

export const PRICING_HANDOFF_KEY = 'leadnest.pricing-signup';

const PRICING_TIERS: ReadonlySet<string> = new Set(PRICING_PAGE_PLANS.map((plan) => plan.tier));

export function savePricingHandoff(handoff: PricingHandoff): void {
  try {
    sessionStorage.setItem(PRICING_HANDOFF_KEY, JSON.stringify(handoff));
  } catch {
    // storage full or disabled: signup simply starts blank
  }
}

/** The handoff in this tab, or null (none, or not one this page wrote). */
export function loadPricingHandoff(): PricingHandoff | null {
  try {
    const raw = sessionStorage.getItem(PRICING_HANDOFF_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PricingHandoff>;
    if (typeof value.plan !== 'string' || !PRICING_TIERS.has(value.plan)) return null;
    return {
      fullName: typeof value.fullName === 'string' ? value.fullName : '',
      email: typeof value.email === 'string' ? value.email : '',
      plan: value.plan,
    };
  } catch {
    return null;
  }
}

export function clearPricingHandoff(): void {
  try {
    sessionStorage.removeItem(PRICING_HANDOFF_KEY);
  } catch {
    // nothing to clear
  }
}

/** "Ada King Lovelace" → first "Ada", last "King Lovelace" (signup asks the two apart). */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}
