import { DEFAULT_AI_PERSONALITY } from '@leadnest/contracts';

/**
 * The onboarding wizard's data while it is being filled in, kept in
 * sessionStorage (this tab only, gone when it closes). Our choice where the
 * spec is silent: a signed-in user's data is saved with PUT
 * /api/user/profile when they finish; a visitor who is not signed in is told
 * the profile will be saved after sign-in, the draft is marked
 * `pendingSave`, and the sign-in screens save it once signed in
 * (see features/auth/hooks/useEnterDashboard.ts).
 */
export type OnboardingPersonality = 'professional' | 'friendly' | 'enthusiastic';

export interface OnboardingDraft {
  fullName: string;
  brokerage: string;
  phone: string;
  serviceArea: string;
  personality: OnboardingPersonality;
  /** Set when a visitor finished the wizard before signing in. */
  pendingSave?: boolean;
}

export const EMPTY_DRAFT: OnboardingDraft = {
  fullName: '',
  brokerage: '',
  phone: '',
  serviceArea: '',
  personality: DEFAULT_AI_PERSONALITY as OnboardingPersonality,
};

export const DRAFT_KEY = 'leadnest.onboarding';

export function loadDraft(): OnboardingDraft {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    return raw ? { ...EMPTY_DRAFT, ...(JSON.parse(raw) as Partial<OnboardingDraft>) } : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
}

export function saveDraft(draft: OnboardingDraft): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // storage full or disabled: the wizard still works, only the draft is not kept
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // nothing to clear
  }
}

/** The PUT /api/user/profile body of a draft (OnboardingProfileInput); '' clears a field. */
export function toProfilePayload(draft: OnboardingDraft) {
  const { fullName, brokerage, phone, serviceArea, personality } = draft;
  return { fullName, brokerage, phone, serviceArea, personality };
}
