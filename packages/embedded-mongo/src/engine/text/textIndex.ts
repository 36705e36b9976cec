import { MongoError } from '../../errors.js';
import { Index, type IndexValues, type Rec } from '../index/index.js';
import type { IndexSpec } from '../index/indexSpec.js';
import { collectPath, type Doc, isPlainObject } from '../values.js';
import { type Analysis, analysisFor, documentAnalysis, scoreString } from './tokenize.js';

/** A text index's values for one document: term -> weighted score. */
export interface TextValues extends IndexValues {
  scores: Map<string, number>;
}

/**
 * An inverted index: term -> (record -> score). The planner never uses it
 * for ordinary filters (it is not "complete"); $text queries ask it for the
 * records holding any of their terms, with scores.
 */
export class TextIndex extends Index {
  readonly postings = new Map<string, Map<Rec, number>>();
  readonly weights: Array<{ path: string; parts: string[]; weight: number }>;
  readonly wildcardWeight: number | null;
  readonly language: Analysis;
  readonly languageField: string;
  /** A compound text index's fields before the text part: a $text query needs an equality on each. */
  readonly prefix: string[];

  constructor(spec: IndexSpec) {
    super(spec);
    const weights = (isPlainObject(spec.weights) ? spec.weights : {}) as Record<string, number>;
    this.weights = Object.entries(weights)
      .filter(([p]) => p !== '$**')
      .map(([path, w]) => ({ path, parts: path.split('.'), weight: Number(w) }));
    this.wildcardWeight = Object.hasOwn(weights, '$**') ? Number(weights['$**']) : null;
    this.language = analysisFor(String(spec.default_language ?? 'english')) ?? 'english';
    this.languageField = String(spec.language_override ?? 'language');
    this.readsAnyField = this.wildcardWeight !== null;
    const keys = Object.keys(spec.key);
    this.prefix = keys.slice(0, keys.indexOf('_fts'));
    this.fields = [
      ...this.weights.map((w) => ({ path: w.path, parts: w.parts, dir: 1 })),
      { path: this.languageField, parts: this.languageField.split('.'), dir: 1 },
    ];
  }

  override get complete(): boolean {
    return false;
  }

  override get unique(): boolean {
    return false;
  }

  override valuesOf(doc: Doc): TextValues | null {
    if (this.partial && !this.partial.test(doc)) return null;
    const analysis = documentAnalysis(doc[this.languageField], this.language);
    const scores = new Map<string, number>();
    const seen = new Set<string>();
    for (const w of this.weights) {
      seen.add(w.path);
      for (const s of strings(doc, w.parts)) scoreString(s, w.weight, analysis, scores);
    }
    if (this.wildcardWeight !== null) walkStrings(doc, '', seen, (s) => scoreString(s, this.wildcardWeight!, analysis, scores));
    return { fields: [], plain: false, scores };
  }

  override sameEntries(a: IndexValues | null, b: IndexValues | null): boolean {
    if (!a || !b) return a === b;
    const sa = (a as TextValues).scores;
    const sb = (b as TextValues).scores;
    if (sa.size !== sb.size) return false;
    for (const [t, v] of sa) if (sb.get(t) !== v) return false;
    return true;
  }

  override conflict(): Rec | null {
    return null;
  }

  override add(rec: Rec, values: IndexValues | null): void {
    if (!values) return;
    for (const [t, score] of (values as TextValues).scores) {
      let p = this.postings.get(t);
      if (!p) this.postings.set(t, (p = new Map()));
      p.set(rec, score);
    }
  }

  override remove(rec: Rec, values: IndexValues | null): void {
    if (!values) return;
    for (const t of (values as TextValues).scores.keys()) {
      const p = this.postings.get(t);
      if (!p) continue;
      p.delete(rec);
      if (p.size === 0) this.postings.delete(t);
    }
  }

  override build(recs: Iterable<Rec>, docOf: (rec: Rec) => Doc): void {
    for (const rec of recs) this.add(rec, this.valuesOf(docOf(rec)));
  }

  override findDuplicate(): null {
    return null;
  }

  override lookupCount(): number {
    return 0;
  }

  /** The strings of a document this index reads (for phrase and case-sensitive checks). */
  textsOf(doc: Doc): string[] {
    const out: string[] = [];
    const seen = new Set<string>();
    for (const w of this.weights) {
      seen.add(w.path);
      out.push(...strings(doc, w.parts));
    }
    if (this.wildcardWeight !== null) walkStrings(doc, '', seen, (s) => out.push(s));
    return out;
  }
}

function strings(doc: Doc, parts: string[]): string[] {
  const out: unknown[] = [];
  collectPath(doc, parts, 0, out);
  return out.filter((v): v is string => typeof v === 'string');
}

/** Every string in a document (wildcard text index), skipping fields with their own weight. */
function walkStrings(v: unknown, path: string, skip: Set<string>, fn: (s: string) => void): void {
  if (typeof v === 'string') fn(v);
  else if (Array.isArray(v)) for (const e of v) walkStrings(e, path, skip, fn);
  else if (isPlainObject(v)) {
    for (const [k, x] of Object.entries(v)) {
      const p = path ? `${path}.${k}` : k;
      if (!skip.has(p)) walkStrings(x, p, skip, fn);
    }
  }
}

/**
 * A text index spec as mongod stores it: the text fields become
 * `_fts: 'text', _ftsx: 1` where they stood in the key, other fields
 * (a compound text index) keep their place around them; weights per
 * field (default 1), default_language, language_override,
 * textIndexVersion 3.
 */
export function normalizeTextSpec(raw: Doc): Doc {
  const key = raw.key as Record<string, unknown>;
  const weights: Record<string, number> = {};
  const outKey: Record<string, unknown> = {};
  let state: 'before' | 'text' | 'after' = 'before';
  for (const [field, dir] of Object.entries(key)) {
    if (dir === 'text') {
      if (state === 'after') throw new MongoError(67, "'text' fields in index must all be adjacent");
      outKey._fts = 'text';
      outKey._ftsx = 1;
      weights[field] = 1;
      state = 'text';
      continue;
    }
    if (state === 'text') state = 'after';
    if (typeof dir !== 'number' || dir === 0) throw new MongoError(67, `Values in the index key pattern can't be 0 or non-numeric: ${field}: ${String(dir)}`);
    outKey[field] = dir;
  }
  if (raw.weights !== undefined) {
    if (!isPlainObject(raw.weights)) throw new MongoError(67, 'weights must be an object');
    for (const [field, w] of Object.entries(raw.weights)) {
      if (typeof w !== 'number' || !(w > 0) || w >= 100000)
        throw new MongoError(67, `text index weight must be in the exclusive interval (0,99999) but found: ${String(w)}`);
      weights[field] = w;
    }
  }
  const language = raw.default_language === undefined ? 'english' : String(raw.default_language);
  if (!analysisFor(language)) throw new MongoError(67, `default_language: unsupported language: "${language}"`);
  const override = raw.language_override === undefined ? 'language' : String(raw.language_override);
  const sorted = Object.fromEntries(Object.entries(weights).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const spec: Doc = { ...raw, key: outKey, weights: sorted, default_language: language, language_override: override, textIndexVersion: 3 };
  return spec;
}
