// @vitest-environment node
// Pure logic: nothing rendered, no DOM, so no jsdom to build.
import { nextStep, previousStep, progressPercent, TOTAL_STEPS } from '../state/steps';

describe('onboarding steps', () => {
  it('moves between 1 and 5 and never past them', () => {
    expect(TOTAL_STEPS).toBe(5);
    expect(previousStep(1)).toBe(1);
    expect(nextStep(1)).toBe(2);
    expect(nextStep(5)).toBe(5);
    expect(previousStep(5)).toBe(4);
  });

  it('reads the percent as step / 5', () => {
    expect([1, 2, 3, 4, 5].map(progressPercent)).toEqual([20, 40, 60, 80, 100]);
  });
});
