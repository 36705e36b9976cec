/** The wizard's five steps (spec part 1 §2, §4, §9). */
export const TOTAL_STEPS = 5;
export const STEP_TITLES = ['Profile', 'Connect platforms', 'AI personality', 'Calendar', 'All set'] as const;

export function nextStep(step: number): number {
  return Math.min(step + 1, TOTAL_STEPS);
}

export function previousStep(step: number): number {
  return Math.max(step - 1, 1);
}

/** Percent complete: the step divided by 5 (step 1 is 20%). */
export function progressPercent(step: number): number {
  return Math.round((step / TOTAL_STEPS) * 100);
}
