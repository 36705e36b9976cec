import { MongoError } from '../../errors.js';
import type { Rec } from '../index/index.js';
import { type Doc, isPlainObject } from '../values.js';
import type { TextIndex } from './textIndex.js';
import { type Analysis, analysisFor, fold, isStopWord, type Sensitivity, termOf, terms, words } from './tokenize.js';

/** A parsed $text: terms for the index (folded), the same terms as written (for sensitive checks), phrases and negations. */
export interface TextQuery {
  search: string;
  language: Analysis;
  sensitivity: Sensitivity;
  positive: string[];
  negated: string[];
  phrases: string[];
  negatedPhrases: string[];
  sensitivePositive: string[];
  sensitiveNegated: string[];
}

const INSENSITIVE: Sensitivity = { caseSensitive: false, diacriticSensitive: false };

/** Splits a filter into its $text argument (top level or in a top-level $and) and the rest. */
export function extractText(filter: Doc | undefined): { text: Doc; rest: Doc } | null {
  if (!filter || !mentionsText(filter)) return null;
  let text: Doc | null = null;
  const take = (v: unknown) => {
    if (text) throw new MongoError(2, 'Too many text expressions');
    if (!isPlainObject(v)) throw new MongoError(2, '$text expects an object');
    text = v;
  };
  const rest: Doc = {};
  for (const [k, v] of Object.entries(filter)) {
    if (k === '$text') take(v);
    else if (k === '$and' && Array.isArray(v)) {
      const kept: unknown[] = [];
      for (const sub of v) {
        if (isPlainObject(sub) && Object.hasOwn(sub, '$text')) {
          const { $text, ...others } = sub;
          take($text);
          if (Object.keys(others).length) kept.push(others);
        } else kept.push(sub);
      }
      if (kept.length) rest.$and = kept;
    } else rest[k] = v;
  }
  return text ? { text, rest } : null;
}

/** Cheap check first: every query passes through here, almost none with $text. */
function mentionsText(filter: Doc): boolean {
  if (Object.hasOwn(filter, '$text')) return true;
  const and = filter.$and;
  return Array.isArray(and) && and.some((sub) => isPlainObject(sub) && Object.hasOwn(sub, '$text'));
}

export function parseTextQuery(arg: Doc, ix: TextIndex): TextQuery {
  for (const k of Object.keys(arg)) {
    if (!['$search', '$language', '$caseSensitive', '$diacriticSensitive'].includes(k)) throw new MongoError(2, `Unexpected field ${k} in $text`);
  }
  if (typeof arg.$search !== 'string') throw new MongoError(2, '$search needs a String');
  let language = ix.language;
  if (arg.$language !== undefined) {
    if (typeof arg.$language !== 'string') throw new MongoError(2, '$language needs a String');
    const a = analysisFor(arg.$language);
    if (!a) throw new MongoError(17262, `language override unsupported: ${arg.$language}`);
    language = a;
  }
  for (const k of ['$caseSensitive', '$diacriticSensitive'] as const) {
    if (arg[k] !== undefined && typeof arg[k] !== 'boolean') throw new MongoError(2, `${k} needs a Boolean`);
  }
  const sensitivity: Sensitivity = { caseSensitive: !!arg.$caseSensitive, diacriticSensitive: !!arg.$diacriticSensitive };
  const q: TextQuery = {
    search: arg.$search,
    language,
    sensitivity,
    positive: [],
    negated: [],
    phrases: [],
    negatedPhrases: [],
    sensitivePositive: [],
    sensitiveNegated: [],
  };
  const addWords = (text: string, negate: boolean) => {
    for (const w of words(text, INSENSITIVE)) {
      if (isStopWord(w, language)) continue;
      (negate ? q.negated : q.positive).push(termOf(w, language));
    }
    for (const t of terms(text, language, sensitivity)) (negate ? q.sensitiveNegated : q.sensitivePositive).push(t);
  };
  const s = arg.$search;
  let i = 0;
  while (i < s.length) {
    while (i < s.length && /\s/.test(s[i]!)) i++;
    if (i >= s.length) break;
    let negate = false;
    if (s[i] === '-') {
      negate = true;
      i++;
    }
    if (s[i] === '"') {
      const end = s.indexOf('"', i + 1);
      const phrase = s.slice(i + 1, end < 0 ? s.length : end);
      i = end < 0 ? s.length : end + 1;
      if (!phrase.trim()) continue;
      (negate ? q.negatedPhrases : q.phrases).push(phrase);
      // A phrase's words also find and score documents; a negated phrase's words do not exclude them.
      if (!negate) addWords(phrase, false);
      continue;
    }
    let j = i;
    while (j < s.length && !/\s/.test(s[j]!) && s[j] !== '"') j++;
    addWords(s.slice(i, j), negate);
    i = j;
  }
  q.positive = [...new Set(q.positive)];
  q.negated = [...new Set(q.negated)];
  return q;
}

/**
 * The records matching a $text query with their scores: those holding any
 * positive term, none of the negated terms, every phrase and no negated
 * phrase. docOf decodes the fields the index reads (phrases and case- or
 * diacritic-sensitive queries look at the text itself).
 */
export function textMatches(ix: TextIndex, q: TextQuery, docOf: (rec: Rec) => Doc): Map<Rec, number> {
  const scores = new Map<Rec, number>();
  for (const t of q.positive) {
    const p = ix.postings.get(t);
    if (!p) continue;
    for (const [rec, s] of p) scores.set(rec, (scores.get(rec) ?? 0) + s);
  }
  for (const t of q.negated) {
    const p = ix.postings.get(t);
    if (p) for (const rec of p.keys()) scores.delete(rec);
  }
  const sensitive = q.sensitivity.caseSensitive || q.sensitivity.diacriticSensitive;
  if (!sensitive && q.phrases.length === 0 && q.negatedPhrases.length === 0) return scores;
  for (const rec of [...scores.keys()]) {
    const texts = ix.textsOf(docOf(rec));
    if (!passes(texts, q, sensitive)) scores.delete(rec);
  }
  return scores;
}

function passes(texts: string[], q: TextQuery, sensitive: boolean): boolean {
  const folded = texts.map((t) => fold(t, q.sensitivity));
  const has = (phrase: string) => {
    const p = fold(phrase, q.sensitivity);
    return folded.some((t) => t.includes(p));
  };
  if (!q.phrases.every(has) || q.negatedPhrases.some(has)) return false;
  if (!sensitive) return true;
  const present = new Set<string>();
  for (const t of texts) for (const term of terms(t, q.language, q.sensitivity)) present.add(term);
  return q.sensitivePositive.some((t) => present.has(t)) && !q.sensitiveNegated.some((t) => present.has(t));
}
