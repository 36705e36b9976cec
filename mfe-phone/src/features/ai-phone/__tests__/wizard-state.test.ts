import { createStore } from 'jotai';

import {
  accountSidAtom,
  areaCodeAtom,
  authTokenAtom,
  backAtom,
  closeWizardAtom,
  credentialsAtom,
  failureAtom,
  fieldErrorAtom,
  numbersAtom,
  purchasedAtom,
  selectedAtom,
  stepAtom,
  validatedAtom,
} from '../state/wizard';

describe('phone wizard state', () => {
  it('Connect with numbers: chooses the first, step 2; Back from 4 returns to 2', () => {
    const store = createStore();
    store.set(validatedAtom, ['+15125550100', '+15125550101']);
    expect(store.get(stepAtom)).toBe(2);
    expect(store.get(selectedAtom)).toBe('+15125550100');
    store.set(stepAtom, 4);
    store.set(failureAtom, { title: 'Setup Failed', text: 'Please try again.' });
    store.set(backAtom);
    expect(store.get(stepAtom)).toBe(2);
    expect(store.get(failureAtom)).toBeUndefined();
  });

  it('Connect without numbers: step 3; a purchase chooses the bought number, step 4; Back goes to 3', () => {
    const store = createStore();
    store.set(validatedAtom, []);
    expect(store.get(stepAtom)).toBe(3);
    expect(store.get(selectedAtom)).toBe('');
    store.set(purchasedAtom, ['+15125550199']);
    expect(store.get(stepAtom)).toBe(4);
    expect(store.get(selectedAtom)).toBe('+15125550199');
    store.set(backAtom);
    expect(store.get(stepAtom)).toBe(3);
  });

  it('sends trimmed credentials', () => {
    const store = createStore();
    store.set(accountSidAtom, '  AC123 ');
    store.set(authTokenAtom, ' token ');
    expect(store.get(credentialsAtom)).toEqual({ accountSid: 'AC123', authToken: 'token' });
  });

  it('closing forgets the token, the choice and the errors, and keeps the SID, the numbers found and the area code', () => {
    const store = createStore();
    store.set(accountSidAtom, 'AC123');
    store.set(authTokenAtom, 'secret');
    store.set(validatedAtom, ['+15125550100']);
    store.set(areaCodeAtom, '512');
    store.set(fieldErrorAtom, 'bad');
    store.set(failureAtom, { title: 't', text: 'x' });
    store.set(closeWizardAtom);
    expect(store.get(stepAtom)).toBe(1);
    expect(store.get(authTokenAtom)).toBe('');
    expect(store.get(selectedAtom)).toBe('');
    expect(store.get(fieldErrorAtom)).toBeUndefined();
    expect(store.get(failureAtom)).toBeUndefined();
    expect(store.get(accountSidAtom)).toBe('AC123');
    expect(store.get(numbersAtom)).toEqual(['+15125550100']);
    expect(store.get(areaCodeAtom)).toBe('512');
  });
});
