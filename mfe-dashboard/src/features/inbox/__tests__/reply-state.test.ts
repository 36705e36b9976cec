import { MESSAGE_MAX } from '@leadnest/contracts/constants';
import { createStore } from 'jotai';

import { pickTemplateAtom, replyDraftAtom } from '../state/reply';

describe('reply draft state', () => {
  it('a picked template replaces the draft, cut to the longest reply', () => {
    const store = createStore();
    store.set(replyDraftAtom, 'typed');
    store.set(pickTemplateAtom, 'Hi Casey');
    expect(store.get(replyDraftAtom)).toBe('Hi Casey');
    store.set(pickTemplateAtom, 'x'.repeat(MESSAGE_MAX + 10));
    expect(store.get(replyDraftAtom)).toHaveLength(MESSAGE_MAX);
    // Each reply box has its own store: a new one starts empty.
    expect(createStore().get(replyDraftAtom)).toBe('');
  });
});
