import { hasActivePlan, type UserProfile } from '@leadnest/session';

export type AccessDecision = 'loading' | 'redirect-login' | 'upgrade-required' | 'allowed';

export interface AccessInput {
  isLoading: boolean;
  user: UserProfile | null;
  /** Whether the page needs a subscription plan (from the route table). */
  requiresPlan: boolean;
}

/**
 * The access guard's decision (spec part 1 §2, "Access guard"), in its order:
 * loading first, then no user → /login, then a missing plan where one is
 * required → Upgrade Required, otherwise the page. Kept pure so every branch
 * is tested without rendering.
 */
export function decideAccess({ isLoading, user, requiresPlan }: AccessInput): AccessDecision {
  if (isLoading) return 'loading';
  if (!user) return 'redirect-login';
  if (requiresPlan && !hasActivePlan(user)) return 'upgrade-required';
  return 'allowed';
}
