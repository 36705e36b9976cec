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
  /** Set once the personality step's choice was made here: a reload (and the profile's saved one) must not undo it. */
  personalityChosen?: boolean;
  /** Set when a visitor finished the wizard before signing in. */
  pendingSave?: boolean;
  /** The step reached (1-5), so a reload resumes there. */
  step?: number;
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

const TEXT_FIELDS = ['fullName', 'brokerage', 'phone', 'serviceArea'] as const;

/**
 * The PUT /api/user/profile body of a draft (OnboardingProfileInput). Blank
 * fields are left out, so saving a step never overwrites a saved field with
 * a blank; the wizard prefills from the profile anyway.
 */
export function toProfilePayload(draft: OnboardingDraft) {
  const payload: Partial<Record<(typeof TEXT_FIELDS)[number], string>> & { personality: OnboardingPersonality } = { personality: draft.personality };
  for (const field of TEXT_FIELDS) if (draft[field].trim()) payload[field] = draft[field];
  return payload;
}

/** The draft with the profile's saved values in the fields the draft leaves blank (what the user typed wins). */
export function prefillDraft(draft: OnboardingDraft, profile: Record<string, unknown>): OnboardingDraft {
  const next = { ...draft };
  for (const field of TEXT_FIELDS) {
    const saved = profile[field];
    if (!next[field].trim() && typeof saved === 'string') next[field] = saved;
  }
  // No full name saved yet (signup and registration ask first and last name): the account's name.
  if (!next.fullName.trim()) {
    next.fullName = [profile.firstName, profile.lastName].filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(' ');
  }
  // The personality has a default, so the saved one wins unless it was chosen in this draft (or the draft already left step 3).
  const savedPersonality = profile.aiPersonality;
  if (
    !draft.personalityChosen &&
    (draft.step ?? 1) <= 3 &&
    (savedPersonality === 'professional' || savedPersonality === 'friendly' || savedPersonality === 'enthusiastic')
  )
    next.personality = savedPersonality;
  return next;
}
