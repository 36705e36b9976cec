import { Query } from 'mingo';

import { MongoError, toMongoError } from '../errors.js';
import { MINGO_OPTIONS } from './query.js';
import { compareValues, type Doc, isPlainObject } from './values.js';

/**
 * Collation (locale-aware string comparison), from a command's `collation`
 * or, without one, the collection's default (`create`'s `collation`).
 * Strings compare with ICU through Intl.Collator: strength 1 ignores case
 * and diacritics, 2 case only, 3 (the default) neither; `caseFirst` and
 * `numericOrdering` are honoured. Matching folds strings (lower case, and
 * without diacritics at strength 1) on both sides, except regexes, which
 * mongod never collates. A collated query is answered by a collection scan
 * (the indexes hold binary-ordered keys, as the simple collation's).
 */
export interface Collation {
  readonly spec: Doc;
  /** Compares two strings (ICU order). */
  compareStrings(a: string, b: string): number;
  /** Compares any two values: strings with compareStrings, other types as mongod does. */
  compare(a: unknown, b: unknown): number;
  /** Turns a filter into one on folded strings; test documents with matches(). */
  matcher(filter: Doc | undefined): (doc: Doc) => boolean;
}

const STRENGTHS = [1, 2, 3, 4, 5];

/** mongod's full form of a collation spec (as listCollections/listIndexes show it). */
export function normalizeCollation(v: unknown): Doc {
  if (!isPlainObject(v)) throw new MongoError(14, "BSON field 'collation' is the wrong type, expected type 'object'");
  const locale = v.locale;
  if (typeof locale !== 'string') throw new MongoError(40414, "BSON field 'locale' is missing but a required field");
  if (locale === 'simple') return { locale: 'simple' };
  try {
    Intl.Collator.supportedLocalesOf(locale.replace(/_/g, '-'));
  } catch {
    throw new MongoError(2, `Field 'locale' is invalid in: { locale: "${locale}" }`);
  }
  const strength = v.strength === undefined ? 3 : Number(v.strength);
  if (!STRENGTHS.includes(strength)) throw new MongoError(2, `Field 'strength' must be an integer 1 through 5. Got: ${String(v.strength)}`);
  const caseFirst = v.caseFirst === undefined ? 'off' : String(v.caseFirst);
  if (!['upper', 'lower', 'off'].includes(caseFirst)) throw new MongoError(2, `Field 'caseFirst' must be 'upper', 'lower', or 'off'. Got: ${caseFirst}`);
  return {
    locale,
    caseLevel: !!v.caseLevel,
    caseFirst,
    strength,
    numericOrdering: !!v.numericOrdering,
    alternate: v.alternate === undefined ? 'non-ignorable' : String(v.alternate),
    maxVariable: v.maxVariable === undefined ? 'punct' : String(v.maxVariable),
    normalization: !!v.normalization,
    backwards: !!v.backwards,
    version: '57.1',
  };
}

/** The collation a command runs with, or null for the simple (binary) one. */
export function resolveCollation(explicit: unknown, collectionDefault: unknown): Collation | null {
  const chosen = explicit !== undefined && explicit !== null ? explicit : collectionDefault;
  if (chosen === undefined || chosen === null) return null;
  const spec = normalizeCollation(chosen);
  if (spec.locale === 'simple') return null;
  return makeCollation(spec);
}

function makeCollation(spec: Doc): Collation {
  const strength = spec.strength as number;
  const collator = new Intl.Collator(String(spec.locale).replace(/_/g, '-'), {
    sensitivity: strength === 1 ? (spec.caseLevel ? 'case' : 'base') : strength === 2 ? (spec.caseLevel ? 'variant' : 'accent') : 'variant',
    caseFirst: spec.caseFirst === 'off' ? 'false' : (spec.caseFirst as 'upper' | 'lower'),
    numeric: !!spec.numericOrdering,
    ignorePunctuation: spec.alternate === 'shifted',
    usage: 'sort',
  });
  const foldString = (s: string): string => {
    if (strength >= 3 && !spec.numericOrdering) return s;
    let out = strength <= 2 && !spec.caseLevel ? s.toLowerCase() : s;
    if (strength === 1) out = out.normalize('NFD').replace(/\p{M}/gu, '');
    // Numeric ordering: equal numbers written differently ('01', '1') are one key.
    if (spec.numericOrdering) out = out.replace(/\d+/g, (d) => String(BigInt(d)));
    return out;
  };
  const fold = (v: unknown, inRegex = false): unknown => {
    if (typeof v === 'string') return inRegex ? v : foldString(v);
    if (Array.isArray(v)) return v.map((x) => fold(x, inRegex));
    if (!isPlainObject(v)) return v;
    const out: Doc = Object.create(null) as Doc;
    for (const [k, x] of Object.entries(v)) out[k] = fold(x, inRegex || k === '$regex' || k === '$options');
    return Object.setPrototypeOf(out, Object.prototype) as Doc;
  };
  const compareStrings = (a: string, b: string): number => collator.compare(a, b);
  return {
    spec,
    compareStrings,
    compare: (a, b) => (typeof a === 'string' && typeof b === 'string' ? compareStrings(a, b) : compareValues(a, b)),
    matcher(filter) {
      if (!filter || Object.keys(filter).length === 0) return () => true;
      let q: Query;
      try {
        q = new Query(fold(filter) as Doc, MINGO_OPTIONS);
      } catch (err) {
        throw toMongoError(err, 2);
      }
      return (doc) => q.test(fold(doc) as Doc);
    },
  };
}
