import { atom, createStore } from 'jotai';

import { EMPTY_DRAFT, type OnboardingDraft, prefillDraft } from '../../../lib/onboarding-draft';
import { TOTAL_STEPS } from './steps';

/**
 * The wizard's answers, every step's, and the step reached. OnboardingPage
 * gives each mount its own store, filled from sessionStorage when it mounts
 * (lib/onboarding-draft.ts keeps the draft there, as before), so two mounts
 * never share a draft (docs/decisions/0028-client-state.md). Not
 * atomWithStorage: the draft is read once per mount and merged over
 * EMPTY_DRAFT, and other screens (sign-in) read the same key with loadDraft.
 */
export const draftAtom = atom<OnboardingDraft>(EMPTY_DRAFT);

/** The step a draft is at: a whole number from 1 to 5 (a draft without one, or a bad one, is at the nearest). */
export function stepOf(draft: OnboardingDraft): number {
  return Math.min(Math.max(Math.trunc(draft.step ?? 1), 1), TOTAL_STEPS);
}

/** The step on screen. */
export const stepAtom = atom((get) => stepOf(get(draftAtom)));

/** Changes some answers. */
export const updateDraftAtom = atom(null, (get, set, patch: Partial<OnboardingDraft>) => set(draftAtom, { ...get(draftAtom), ...patch }));

/** Moves to the step `to` gives from the current one (nextStep, previousStep). */
export const moveStepAtom = atom(null, (get, set, to: (current: number) => number) => {
  const draft = get(draftAtom);
  set(draftAtom, { ...draft, step: to(stepOf(draft)) });
});

/** Fills the answers left blank from the signed-in user's profile (prefillDraft: what was typed wins). */
export const prefillDraftAtom = atom(null, (get, set, profile: Record<string, unknown>) => set(draftAtom, prefillDraft(get(draftAtom), profile)));

/** A store for one mount of the wizard, starting from `draft` (the one in sessionStorage). */
export function onboardingStore(draft: OnboardingDraft) {
  const store = createStore();
  store.set(draftAtom, draft);
  return store;
}
