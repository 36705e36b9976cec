import { serialize as serializeToBytes } from 'bson';
import { describe, expect, it } from 'vitest';

import { containsAnyLiteral, containsLiteral, literalOf, literalSearch, rawPath } from '../src/engine/raw.js';

/**
 * The byte-level search behind plain-text regexes must answer exactly as
 * RegExp.test does on the decoded string, for any text: checked here on
 * many random strings and needles (a fixed seed, so a failure repeats).
 */
/** A document's BSON as the server stores it (a Buffer). */
const serialize = (doc: Record<string, unknown>) => Buffer.from(serializeToBytes(doc));

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function random(seed: number): () => number {
  let s = seed;
  return () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

const ALPHABET = ['a', 'A', 'b', 'B', 'c', 'z', 'Z', '.', ' ', '-', '(', 'é', 'É', 'ß', '1', '@', '[', '`', '{'];

describe('plain-text regexes on stored bytes', () => {
  it('knows which regexes are plain text', () => {
    expect(literalOf(/garcia/i)).not.toBeNull();
    expect(literalOf(new RegExp(escapeRegex('a.b (c)'), 'i'))).not.toBeNull();
    expect(literalOf(/a.b/)).toBeNull();
    expect(literalOf(/^a/)).toBeNull();
    expect(literalOf(/\d/)).toBeNull();
    expect(literalOf(/josé/i)).toBeNull(); // non-ASCII needles are left to RegExp
    expect(literalOf(/a/u)).toBeNull();
    expect(literalOf(/a/g)).toBeNull();
  });

  it('agrees with RegExp.test on random text', () => {
    const next = random(42);
    const pick = () => ALPHABET[Math.floor(next() * ALPHABET.length)]!;
    let checked = 0;
    for (let round = 0; round < 3000; round++) {
      const text = Array.from({ length: Math.floor(next() * 24) }, pick).join('');
      const needle = Array.from({ length: 1 + Math.floor(next() * 4) }, pick)
        .filter((c) => c.charCodeAt(0) < 0x80)
        .join('');
      if (!needle) continue;
      for (const flags of ['', 'i']) {
        const re = new RegExp(escapeRegex(needle), flags);
        const lit = literalOf(re)!;
        const bytes = serialize({ before: 1, field: text, after: 'x' });
        const expected = re.test(text);
        expect(containsLiteral(bytes, 0, rawPath('field'), lit), `${re} on ${JSON.stringify(text)}`).toBe(expected);
        const search = literalSearch([
          { name: Buffer.from('other'), lit },
          { name: Buffer.from('field'), lit },
        ]);
        expect(containsAnyLiteral(bytes, 0, search), `${re} on ${JSON.stringify(text)}`).toBe(expected);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(4000);
  });

  it('leaves arrays and symbols undecided, and misses non-strings', () => {
    const lit = literalOf(/ab/i)!;
    const search = literalSearch([{ name: Buffer.from('f'), lit }]);
    expect(containsAnyLiteral(serialize({ f: ['ab'] }), 0, search)).toBeUndefined();
    expect(containsAnyLiteral(serialize({ f: 12 }), 0, search)).toBe(false);
    expect(containsAnyLiteral(serialize({ g: 'ab' }), 0, search)).toBe(false);
    expect(containsLiteral(serialize({ f: { g: 'xAB' } }), 0, rawPath('f.g'), lit)).toBe(true);
    expect(containsLiteral(serialize({ f: [{ g: 'ab' }] }), 0, rawPath('f.g'), lit)).toBeUndefined();
  });
});
