import { EMPTY_DRAFT } from '../../../lib/onboarding-draft';
import { draftAtom, moveStepAtom, onboardingStore, prefillDraftAtom, stepAtom, stepOf, updateDraftAtom } from '../state/draft';
import { nextStep, previousStep } from '../state/steps';

describe('onboarding draft state', () => {
  it('reads the step of a draft as a whole step from 1 to 5', () => {
    expect(stepOf(EMPTY_DRAFT)).toBe(1);
    expect(stepOf({ ...EMPTY_DRAFT, step: 3 })).toBe(3);
    expect(stepOf({ ...EMPTY_DRAFT, step: 3.7 })).toBe(3);
    expect(stepOf({ ...EMPTY_DRAFT, step: 0 })).toBe(1);
    expect(stepOf({ ...EMPTY_DRAFT, step: 9 })).toBe(5);
  });

  it('starts a store from the draft it is given; each mount has its own', () => {
    const store = onboardingStore({ ...EMPTY_DRAFT, fullName: 'Avery', step: 2 });
    expect(store.get(draftAtom).fullName).toBe('Avery');
    expect(store.get(stepAtom)).toBe(2);
    expect(onboardingStore(EMPTY_DRAFT).get(draftAtom)).toEqual(EMPTY_DRAFT);
  });

  it('changes answers and moves between steps from the step on screen', () => {
    const store = onboardingStore({ ...EMPTY_DRAFT, step: 7 });
    store.set(updateDraftAtom, { brokerage: 'Maple Realty', personality: 'enthusiastic' });
    expect(store.get(draftAtom)).toMatchObject({ brokerage: 'Maple Realty', personality: 'enthusiastic', fullName: '' });
    // A bad stored step is at 5: Back goes to 4, not 6.
    store.set(moveStepAtom, previousStep);
    expect(store.get(draftAtom).step).toBe(4);
    store.set(moveStepAtom, nextStep);
    expect(store.get(stepAtom)).toBe(5);
  });

  it('prefills only what was left blank', () => {
    const store = onboardingStore({ ...EMPTY_DRAFT, fullName: 'Typed Name' });
    store.set(prefillDraftAtom, { fullName: 'Saved Name', brokerage: 'Saved Realty' });
    expect(store.get(draftAtom)).toMatchObject({ fullName: 'Typed Name', brokerage: 'Saved Realty' });
  });
});
