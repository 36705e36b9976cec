import { hasActivePlan, type UserProfile } from '@leadnest/session';

export type AccessDecision = 'loading' | 'redirect-login' | 'content-editor-required' | 'upgrade-required' | 'allowed';

export interface AccessInput {
  isLoading: boolean;
  user: UserProfile | null;
  /** Whether the page needs a subscription plan (from the route table). */
  requiresPlan: boolean;
  /** Whether the page is for marketing editors only (from the route table). */
  requiresContentEditor?: boolean;
}

/** A marketing editor: the profile's `canEditContent` (the marketing role; admins have it). */
export const canEditContent = (user: UserProfile | null | undefined): boolean => user?.canEditContent === true;

/**
 * The access guard's decision (spec part 1 §2, "Access guard"), in its order:
 * loading first, then no user → /login, then a marketing editors' page for
 * someone without the role → the card saying who grants it, then a missing
 * plan where one is required → Upgrade Required, otherwise the page. Kept
 * pure so every branch is tested without rendering.
 */
export function decideAccess({ isLoading, user, requiresPlan, requiresContentEditor = false }: AccessInput): AccessDecision {
  if (isLoading) return 'loading';
  if (!user) return 'redirect-login';
  if (requiresContentEditor && !canEditContent(user)) return 'content-editor-required';
  if (requiresPlan && !hasActivePlan(user)) return 'upgrade-required';
  return 'allowed';
}
