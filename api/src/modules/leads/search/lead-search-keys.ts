import type { QueryFilter } from 'mongoose';

/**
 * The search box's index: every lead stores the trigrams (three
 * consecutive characters, lower-cased) of its name, email, phone and phone
 * digits in `searchKeys`, indexed (userId, searchKeys).
 *
 * Why trigrams: the search is a substring search ("ann@example" finds
 * joann@example.com, "a" finds carol), and a lead containing the text
 * contains each of the text's trigrams, so "has every trigram of the
 * query" is a necessary condition the index answers exactly, whatever the
 * position in a word. Word prefixes or suffixes would change what a search
 * finds. The substring test itself still runs on each candidate, so the
 * keys only narrow, never decide.
 *
 * Write cost: at most one key per character of those four fields (name ≤
 * 100, email ≤ 254 by validation; ~45 for a typical lead), recomputed on
 * every save (deriveStoredFields), deduplicated.
 *
 * The database looks the query up by its rarest trigram (`$all`, see
 * packages/embedded-mongo planner), so a search few leads match reads those
 * few instead of every lead; a search many leads match walks the list's
 * order and stops at a page, as before.
 * See docs/decisions/0016-lead-search-keys.md.
 */
export const SEARCH_GRAM = 3;

/** Only text whose lower case is the same length and plain ASCII: the database folds ASCII case only, so other text walks the leads. */
const PLAIN = /^[\x20-\x7e]*$/;

export function gramsOf(text: string | null | undefined, into = new Set<string>()): Set<string> {
  const lower = (text ?? '').toLowerCase();
  for (let i = 0; i + SEARCH_GRAM <= lower.length; i++) into.add(lower.slice(i, i + SEARCH_GRAM));
  return into;
}

/** The keys stored on a lead: the trigrams of the fields the search box looks in, sorted. */
export function searchKeysOf(lead: { name?: string | null; email?: string | null; phone?: string | null; phoneDigits?: string | null }): string[] {
  const keys = new Set<string>();
  for (const text of [lead.name, lead.email, lead.phone, lead.phoneDigits]) gramsOf(text, keys);
  return [...keys].sort();
}

/**
 * The index condition for a substring search of `q`, or null when the
 * search cannot use it (shorter than a trigram, or not plain ASCII). `digits`
 * is set when the search also matches phone digits (a number typed with
 * punctuation, "(512) 555"): then only trigrams both forms share are
 * required, as a lead may match by either.
 */
export function searchKeysFilter(q: string, digits: string | null): QueryFilter<{ searchKeys?: string[] }> | null {
  if (!PLAIN.test(q)) return null;
  let grams = gramsOf(q);
  if (digits) {
    const fromDigits = gramsOf(digits);
    grams = new Set([...grams].filter((g) => fromDigits.has(g)));
  }
  return grams.size > 0 ? { searchKeys: { $all: [...grams] } } : null;
}
