import { describe, expect, it } from 'vitest';

import { Rec, Slab } from '../src/engine/docStore.js';
import { KeyHash } from '../src/engine/index/keyHash.js';
import { intersectAll, Postings, unionAll } from '../src/engine/index/postings.js';

/**
 * The compound indexes' storage: a key's records as ascending
 * numbers off the V8 heap (Postings), keys as 32-bit hashes (KeyHash).
 * Checked against plain Sets and Maps on random operations, and with every
 * key colliding, since the planner trusts these answers as exact.
 */

/** A deterministic pseudo-random sequence (tests must not flake). */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('Postings', () => {
  it('holds each number once, ascending, through random adds and removes', () => {
    const next = random(7);
    const p = new Postings();
    const model = new Set<number>();
    for (let i = 0; i < 20_000; i++) {
      const seq = 1 + Math.floor(next() * 3000);
      if (next() < 0.6) {
        p.add(seq);
        model.add(seq);
      } else expect(p.remove(seq)).toBe(model.delete(seq));
    }
    expect(Array.from(p.view())).toEqual([...model].sort((a, b) => a - b));
    expect(p.size).toBe(model.size);
    for (const seq of [1, 1500, 3000, 3001]) expect(p.has(seq)).toBe(model.has(seq));
  });

  it('keeps numbers beyond 32 bits', () => {
    const p = Postings.of(5, 2 ** 40);
    p.add(2 ** 33);
    p.add(7);
    expect(Array.from(p.view())).toEqual([5, 7, 2 ** 33, 2 ** 40]);
  });

  it('intersects and unites ascending lists', () => {
    const next = random(11);
    const lists = [0.5, 0.2, 0.9].map((density) => Array.from({ length: 5000 }, (_, i) => i + 1).filter(() => next() < density));
    const every = lists[0]!.filter((x) => lists.every((l) => l.includes(x)));
    expect(Array.from(intersectAll(lists))).toEqual(every);
    expect(Array.from(intersectAll([lists[0]!, []]))).toEqual([]);
    expect(
      Array.from(
        intersectAll([
          [3, 9],
          [1, 2, 3, 4, 9, 10],
        ]),
      ),
    ).toEqual([3, 9]);
    expect(unionAll([[1, 4, 9], [2, 4, 10], [9]])).toEqual([1, 2, 4, 9, 10]);
  });
});

describe('KeyHash', () => {
  const slab = new Slab(0);
  /** Records whose keys the test decides (what Index reads back from the stored bytes). */
  function setUp(hash?: (key: string) => number) {
    const keys = new Map<Rec, string[]>();
    const h = new KeyHash((rec) => keys.get(rec) ?? [], hash);
    let seq = 0;
    const rec = (...k: string[]) => {
      const r = new Rec(slab, 0, ++seq);
      keys.set(r, k);
      return r;
    };
    return { h, rec, keys };
  }

  for (const [name, hash] of [
    ['with real hashes', undefined],
    ['with every key colliding', () => 42],
  ] as const) {
    it(`answers exactly like a Map of Sets ${name}`, () => {
      const { h, rec, keys } = setUp(hash);
      const model = new Map<string, Set<number>>();
      const next = random(3);
      const live: Rec[] = [];
      const keyNames = Array.from({ length: 40 }, (_, i) => `k${i}`);
      for (let i = 0; i < 3000; i++) {
        if (live.length > 0 && next() < 0.3) {
          const r = live.splice(Math.floor(next() * live.length), 1)[0]!;
          for (const k of keys.get(r)!) {
            h.remove(k, r);
            model.get(k)!.delete(r.seq);
          }
          continue;
        }
        // Mostly one key per record (a unique index), some with several (multikey), some shared.
        const ks = [
          ...new Set(Array.from({ length: 1 + Math.floor(next() * 3) }, () => (next() < 0.5 ? `u${i}` : keyNames[Math.floor(next() * keyNames.length)]!))),
        ];
        const r = rec(...ks);
        live.push(r);
        for (const k of ks) {
          h.add(k, r);
          if (!model.has(k)) model.set(k, new Set());
          model.get(k)!.add(r.seq);
        }
      }
      for (const [k, seqs] of model) {
        expect([k, Array.from(h.seqs(k))]).toEqual([k, [...seqs].sort((a, b) => a - b)]);
        expect(h.count(k)).toBe(seqs.size);
      }
      expect(h.count('missing')).toBe(0);
      expect(Array.from(h.seqs('missing'))).toEqual([]);
    });
  }

  it('reports a key held by two records (a unique index built over duplicates), not two keys sharing a hash', () => {
    const { h, rec } = setUp(() => 1);
    h.add('a', rec('a'));
    h.add('b', rec('b'));
    expect(h.duplicate()).toBeNull();
    const again = rec('a');
    h.add('a', again);
    expect(h.duplicate()).toBe(1);
    h.remove('a', again);
    expect(h.duplicate()).toBeNull();
  });
});
