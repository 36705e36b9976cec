import { createStore } from 'jotai';

import { checkAtom, checkedIdsAtom, checkedOf, clearCheckedAtom, withChecked } from '../state/selection';

describe('lead selection (bulk actions)', () => {
  it('ticks and unticks one lead without changing the set it was given', () => {
    const none: ReadonlySet<string> = new Set();
    const one = withChecked(none, 'a', true);
    expect([...one]).toEqual(['a']);
    expect(none.size).toBe(0);
    expect([...withChecked(one, 'b', true)]).toEqual(['a', 'b']);
    expect([...withChecked(one, 'a', false)]).toEqual([]);
    // Nothing to change: the same set, so nothing re-renders.
    expect(withChecked(one, 'a', true)).toBe(one);
    expect(withChecked(one, 'z', false)).toBe(one);
  });

  it('acts on the loaded leads that are ticked, in the list order', () => {
    const leads = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(checkedOf(leads, new Set(['c', 'a', 'gone']))).toEqual([{ id: 'a' }, { id: 'c' }]);
    expect(checkedOf(leads, new Set())).toEqual([]);
  });

  it('keeps the ticks in the store it is given, and Clear empties them', () => {
    const store = createStore();
    store.set(checkAtom, 'a', true);
    store.set(checkAtom, 'b', true);
    store.set(checkAtom, 'a', false);
    expect([...store.get(checkedIdsAtom)]).toEqual(['b']);
    // Another mount of the page has its own store: it starts with none.
    expect(createStore().get(checkedIdsAtom).size).toBe(0);
    store.set(clearCheckedAtom);
    expect(store.get(checkedIdsAtom).size).toBe(0);
  });
});
