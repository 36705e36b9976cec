import { createStorage, storageKey } from '../storage';

afterEach(() => localStorage.clear());

describe('createStorage', () => {
  it('keeps the token and last message number per agent', () => {
    const a = createStorage('agent_a');
    const b = createStorage('agent_b');
    a.save({ token: 'tok-a', lastSeq: 4 });
    expect(a.load()).toEqual({ token: 'tok-a', lastSeq: 4 });
    expect(b.load()).toBeNull();
    expect(JSON.parse(localStorage.getItem(storageKey('agent_a'))!)).toEqual({ token: 'tok-a', lastSeq: 4 });
    a.clear();
    expect(a.load()).toBeNull();
  });

  it('reads damaged entries as nothing saved', () => {
    localStorage.setItem(storageKey('agent_a'), '{not json');
    expect(createStorage('agent_a').load()).toBeNull();
    localStorage.setItem(storageKey('agent_a'), JSON.stringify({ token: 'tok', lastSeq: 'x' }));
    expect(createStorage('agent_a').load()).toEqual({ token: 'tok', lastSeq: 0 });
    localStorage.setItem(storageKey('agent_a'), JSON.stringify({ lastSeq: 3 }));
    expect(createStorage('agent_a').load()).toBeNull();
  });

  it('never throws when storage is unavailable', () => {
    const broken = createStorage('agent_a', () => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(broken.load()).toBeNull();
    expect(() => broken.save({ token: 't', lastSeq: 1 })).not.toThrow();
    expect(() => broken.clear()).not.toThrow();
  });
});
