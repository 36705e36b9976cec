/**
 * The phone-provider wizard's steps and transitions (spec part 2 §4):
 * 1 → 2 when the account has numbers, else 3; 2 → 4 by choosing one, or 3
 * to buy; a purchase goes to 4; Back from 3 → 2 if numbers exist, else 1;
 * Back from 4 → 2 if numbers exist, else 3.
 */
export type WizardStep = 1 | 2 | 3 | 4;

export const afterValidate = (numbers: readonly string[]): WizardStep => (numbers.length ? 2 : 3);

export function backFrom(step: WizardStep, hasNumbers: boolean): WizardStep {
  if (step === 4) return hasNumbers ? 2 : 3;
  if (step === 3) return hasNumbers ? 2 : 1;
  return 1;
}
