import type { PlanTier } from '@leadnest/plans';

/**
 * What another module must agree to before an account's plan changes
 * (docs/decisions/0034-teams.md: a team cannot move to a plan with fewer
 * seats than it fills). A registry filled where the app is composed
 * (api/src/compose.ts), so billing imports none of those modules; a check
 * refuses by throwing the error the agent reads.
 */
export type PlanChangeCheck = (userId: string, plan: PlanTier) => Promise<void>;

const checks = new Map<string, PlanChangeCheck>();

/** By name, so composing a second app in one process (tests) replaces rather than doubles. */
export function registerPlanChangeCheck(name: string, check: PlanChangeCheck): void {
  checks.set(name, check);
}

/** Runs every check; the first refusal is thrown and the plan stays as it is. */
export async function assertPlanChangeAllowed(userId: string, plan: PlanTier): Promise<void> {
  for (const check of checks.values()) await check(userId, plan);
}
