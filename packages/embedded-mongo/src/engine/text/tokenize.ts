import { stem } from 'porter2';

import { MongoError } from '../../errors.js';
import { ENGLISH_STOP_WORDS } from './stopWords.js';

/**
 * Text analysis as mongod's text index version 3 does it: split on
 * anything that is not a letter or digit, fold case and diacritics (unless
 * the query asks for sensitivity), drop stop words, stem. English uses the
 * Snowball English stemmer (Porter2, as mongod's libstemmer does, through
 * the `porter2` package) and mongod's stop-word list; 'none' does neither.
 * mongod's other languages are accepted but analysed like 'none' (no
 * stemmer or stop words for them here; see the README).
 */
export type Analysis = 'english' | 'none';

const LANGUAGES: Record<string, Analysis> = { english: 'english', en: 'english', none: 'none' };
const OTHER = [
  'danish',
  'dutch',
  'finnish',
  'french',
  'german',
  'hungarian',
  'italian',
  'norwegian',
  'portuguese',
  'romanian',
  'russian',
  'spanish',
  'swedish',
  'turkish',
  'da',
  'nl',
  'fi',
  'fr',
  'de',
  'hu',
  'it',
  'nb',
  'pt',
  'ro',
  'ru',
  'es',
  'sv',
  'tr',
];
for (const l of OTHER) LANGUAGES[l] = 'none';

export function analysisFor(language: string): Analysis | undefined {
  return Object.hasOwn(LANGUAGES, language.toLowerCase()) ? LANGUAGES[language.toLowerCase()] : undefined;
}

/** The analysis for a document's language override value (17261/17262 as on mongod). */
export function documentAnalysis(value: unknown, fallback: Analysis): Analysis {
  if (value === undefined) return fallback;
  if (typeof value !== 'string') throw new MongoError(17261, 'found language override field in document with non-string type');
  const a = analysisFor(value);
  if (!a) throw new MongoError(17262, `language override unsupported: ${value}`);
  return a;
}

export interface Sensitivity {
  caseSensitive: boolean;
  diacriticSensitive: boolean;
}

const INSENSITIVE: Sensitivity = { caseSensitive: false, diacriticSensitive: false };
const SPLIT = /[^\p{L}\p{N}\p{M}]+/u;
const MARKS = /\p{M}+/gu;

export function fold(text: string, s: Sensitivity = INSENSITIVE): string {
  let t = s.caseSensitive ? text : text.toLowerCase();
  if (!s.diacriticSensitive) t = t.normalize('NFD').replace(MARKS, '');
  return t;
}

/** The words of a text (folded), before stop words and stemming. */
export function words(text: string, s: Sensitivity = INSENSITIVE): string[] {
  return fold(text, s).split(SPLIT).filter(Boolean);
}

export function isStopWord(word: string, analysis: Analysis): boolean {
  return analysis === 'english' && ENGLISH_STOP_WORDS.has(word.toLowerCase());
}

/** The index term of a word (stemmed on its lower-case form, case restored when sensitive). */
export function termOf(word: string, analysis: Analysis): string {
  if (analysis !== 'english') return word;
  const lower = word.toLowerCase();
  const stemmed = stem(lower);
  // Case-sensitive queries compare terms with their case kept: keep the stem's prefix as written.
  return lower === word ? stemmed : word.slice(0, stemmed.length);
}

/** Terms of a text: words less stop words, stemmed. */
export function terms(text: string, analysis: Analysis, s: Sensitivity = INSENSITIVE): string[] {
  const out: string[] = [];
  for (const w of words(text, s)) if (!isStopWord(w, analysis)) out.push(termOf(w, analysis));
  return out;
}

/**
 * Per-term scores of one string, mongod's formula (fts_spec.cpp, v2/v3):
 * repeated occurrences of a term add 1, 1/2, 1/4...; each term's sum is
 * scaled by (0.5 * occurrences / tokens + 0.5) and the field weight, and
 * by 1.1 when the whole string is exactly that term.
 */
export function scoreString(text: string, weight: number, analysis: Analysis, out: Map<string, number>): void {
  const ts = terms(text, analysis);
  if (ts.length === 0) return;
  const data = new Map<string, { exp: number; count: number; freq: number }>();
  for (const t of ts) {
    let d = data.get(t);
    if (!d) data.set(t, (d = { exp: 0, count: 0, freq: 0 }));
    d.exp = d.exp === 0 ? 1 : d.exp * 2;
    d.count++;
    d.freq += 1 / d.exp;
  }
  const whole = text.toLowerCase();
  for (const [t, d] of data) {
    const coeff = (0.5 * d.count) / ts.length + 0.5;
    const adjustment = whole === t ? 1.1 : 1;
    out.set(t, (out.get(t) ?? 0) + weight * d.freq * coeff * adjustment);
  }
}
