import { atom } from 'jotai';

import { afterValidate, backFrom, type WizardStep } from '../lib/wizard-steps';

/**
 * The phone-provider wizard's answers while it is open: the step, the Twilio
 * credentials, the account's numbers, the number chosen, the area code to buy
 * in and what went wrong. PhoneWizard holds the Provider, so they live as
 * long as it is mounted (the phone numbers card), as before: closing resets
 * what `closeWizardAtom` resets and keeps the account SID, the numbers found
 * and the area code for the next opening (docs/decisions/0028-client-state.md).
 * The transitions between steps are lib/wizard-steps.ts.
 */
export const stepAtom = atom<WizardStep>(1);
export const accountSidAtom = atom('');
export const authTokenAtom = atom('');
/** The numbers the Twilio account already has (from Connect). */
export const numbersAtom = atom<readonly string[]>([]);
/** The number Complete points at the assistant. */
export const selectedAtom = atom('');
export const areaCodeAtom = atom('');
/** The field's message (credentials missing, an area code that is too long or not digits). */
export const fieldErrorAtom = atom<string | undefined>(undefined);
/** Shown in the dialog too: a modal dialog hides the page's toasts from screen readers. */
export const failureAtom = atom<{ title: string; text: string } | undefined>(undefined);

/** The credentials as sent: trimmed. */
export const credentialsAtom = atom((get) => ({ accountSid: get(accountSidAtom).trim(), authToken: get(authTokenAtom).trim() }));

/** Before a request: no field message, no failure. */
export const clearErrorsAtom = atom(null, (_get, set) => {
  set(fieldErrorAtom, undefined);
  set(failureAtom, undefined);
});

/** Connect answered: the account's numbers, the first one chosen, step 2 (or 3 with none). */
export const validatedAtom = atom(null, (_get, set, phoneNumbers: readonly string[]) => {
  set(numbersAtom, phoneNumbers);
  set(selectedAtom, phoneNumbers[0] ?? '');
  set(stepAtom, afterValidate(phoneNumbers));
});

/** A number was bought: it is chosen, step 4. */
export const purchasedAtom = atom(null, (_get, set, phoneNumbers: readonly string[]) => {
  set(selectedAtom, phoneNumbers[0] ?? '');
  set(stepAtom, 4);
});

/** Back: the step before (lib/wizard-steps.ts), without the last failure. */
export const backAtom = atom(null, (get, set) => {
  set(failureAtom, undefined);
  set(stepAtom, backFrom(get(stepAtom), get(numbersAtom).length > 0));
});

/** Closed (Cancel, the dialog's close, or done): step 1, no token, no choice, no errors. */
export const closeWizardAtom = atom(null, (_get, set) => {
  set(stepAtom, 1);
  set(authTokenAtom, '');
  set(selectedAtom, '');
  set(fieldErrorAtom, undefined);
  set(failureAtom, undefined);
});
