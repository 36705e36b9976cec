import type { PlanTier } from '@leadnest/plans';

import type { AdvancedSettings, AiPersonality } from './profile';

export type UserRole = 'user' | 'admin';

/**
 * The user as the API returns it: GET /api/user/profile, GET and PATCH
 * /api/users/{id}, and the `user` of the sign-in answers. It satisfies
 * `UserProfile` of @leadnest/session (id, email, firstName, lastName, plan,
 * role). Optional texts the user has not filled in are null.
 */
export interface UserProfileDto {
  id: string;
  email: string;
  role: UserRole;
  firstName: string | null;
  lastName: string | null;
  /** The onboarding wizard's full name (kept apart from first and last name, which the sign-up forms set). */
  fullName: string | null;
  /** null or absent: no active subscription (the dashboard shows Upgrade Required). */
  plan: PlanTier | null;
  /**
   * A member of a team who is not its owner: their role there. Absent for a
   * team's owner and anyone alone, who manage everything of their account
   * (docs/decisions/0034-teams.md).
   */
  teamRole?: 'admin' | 'agent';
  brokerage: string | null;
  serviceArea: string | null;
  phone: string | null;
  licenseNumber: string | null;
  aiPersonality: AiPersonality;
  isAiCallingEnabled: boolean;
  advancedSettings: AdvancedSettings;
  /** Assigned by the phone module (a later issue); null until then. */
  dedicatedPhoneNumber: string | null;
  emailVerified: boolean;
  /** `/api/uploads/{id}`, readable by this user only; null when none uploaded. */
  photoUrl: string | null;
  logoUrl: string | null;
  /** What the assistant aims for in chat/SMS and on the phone (AI Settings' first tab); null when not set. */
  aiObjectives?: { chatObjective: string | null; phoneObjective: string | null };
  /** The 'AI Online' switch turned off: the assistant answers nobody. */
  aiAssistantPaused?: boolean;
  createdAt: string;
  /** The agent's IANA time zone (America/New_York until one is chosen, spec part 2 §9). */
  timeZone: string;
  /** A new address waiting for its confirmation link to be opened (change of email); null when none. */
  pendingEmail: string | null;
  /**
   * Holds the marketing role: edits and publishes the public pages' copy on
   * /content (admins always do). The API always sends it; optional so that
   * a profile from before it reads as false (docs/decisions/0039-marketing-content.md).
   */
  canEditContent?: boolean;
}

/** The answer of signup, login and admin login (they also set the session cookie). */
export interface SignInResponse {
  success: true;
  message: string;
  user: UserProfileDto;
}

/** The answer of register (no session: the user signs in after, spec part 1 §2) and logout. */
export interface MessageResponse {
  success: true;
  message: string;
}

/**
 * The answer of register. `next` (Stripe mode only): the page to sign in to,
 * `/billing?plan=<tier>`, where the chosen plan is paid through Stripe
 * Checkout; the account has no plan until the payment is confirmed. In
 * billing-off mode there is no `next`: the plan is active already.
 */
export interface RegisterResponse extends MessageResponse {
  next?: string;
}

/** Every error answer of the API. `fields` names each bad field of a form (400). */
export interface ErrorResponse {
  message: string;
  code?: string;
  fields?: Record<string, string>;
  requestId: string;
}
