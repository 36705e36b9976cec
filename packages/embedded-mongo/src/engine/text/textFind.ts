import { MongoError } from '../../errors.js';
import type { Collection } from '../collection.js';
import type { Rec } from '../index/index.js';
import type { Plan } from '../index/planner.js';
import type { RecordMatcher } from '../query.js';
import { decodeFields } from '../raw.js';
import { type Doc, isPlainObject } from '../values.js';
import { TextIndex } from './textIndex.js';
import { parseTextQuery, textMatches } from './textQuery.js';

/**
 * A find with $text: the collection's text index gives the candidates and
 * their scores (TEXT plan), the rest of the filter is applied to them.
 */
export function findText(
  coll: Collection | undefined,
  arg: Doc,
  rest: Doc | undefined,
  matches: RecordMatcher,
): { recs: Rec[]; scores: Map<Rec, number>; plan: Plan; examined: number } {
  const ix = coll?.indexes.find((i): i is TextIndex => i instanceof TextIndex);
  if (!coll || !ix) throw new MongoError(27, 'text index required for $text query');
  // As mongod's planner: a compound text index serves $text only with an equality on each prefix field.
  const missing = ix.prefix.filter((f) => !isEquality(rest?.[f]));
  if (missing.length)
    throw new MongoError(
      291,
      'error processing query: planner returned error :: caused by :: failed to use text index to satisfy $text query (if text index is compound, are equality predicates given for all prefix fields?)',
    );
  const q = parseTextQuery(arg, ix);
  const names = ix.readsAnyField ? null : [...new Set(ix.fields.map((f) => f.parts[0]!))].map((n) => Buffer.from(n, 'utf8'));
  const found = textMatches(ix, q, (rec) => (names ? decodeFields(rec.buf, rec.off, names) : rec.doc()));
  const filtered = rest && Object.keys(rest).length > 0;
  const recs: Rec[] = [];
  const scores = new Map<Rec, number>();
  for (const [rec, score] of found) {
    if (filtered && !matches(rec)) continue;
    recs.push(rec);
    scores.set(rec, score);
  }
  const plan: Plan = {
    kind: 'text',
    index: ix.name,
    ordered: false,
    records: recs,
    describe: () => ({ bounds: { terms: q.positive, negatedTerms: q.negated, phrases: q.phrases, negatedPhrases: q.negatedPhrases }, direction: 'forward' }),
  };
  return { recs, scores, plan, examined: found.size };
}

function isEquality(cond: unknown): boolean {
  if (cond === undefined || cond instanceof RegExp) return false;
  if (!isPlainObject(cond)) return true;
  const keys = Object.keys(cond);
  return keys.length > 0 && (keys.every((k) => !k.startsWith('$')) || (keys.length === 1 && keys[0] === '$eq'));
}
