import type { Doc } from '../values.js';

/** An index as listIndexes reports it; unknown options are kept verbatim. */
export interface IndexSpec extends Doc {
  v: number;
  key: Record<string, unknown>;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Doc;
  expireAfterSeconds?: number;
}

/** mongod's default name: field_dir joined by underscores (`email_1`). */
export function defaultIndexName(key: Record<string, unknown>): string {
  return Object.entries(key)
    .map(([k, v]) => `${k}_${String(v)}`)
    .join('_');
}

/** Options that make two specs with the same key pattern different indexes. */
const COMPARED_OPTIONS = [
  'unique',
  'sparse',
  'partialFilterExpression',
  'expireAfterSeconds',
  'collation',
  'weights',
  'default_language',
  'language_override',
] as const;

export function sameOptions(a: IndexSpec, b: IndexSpec): boolean {
  return COMPARED_OPTIONS.every((o) => JSON.stringify(a[o] ?? null) === JSON.stringify(b[o] ?? null) || (o === 'unique' && !!a[o] === !!b[o]));
}

export function sameKey(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const ea = Object.entries(a);
  const eb = Object.entries(b);
  // String kinds ('text', '2dsphere') are equal as strings; Number('text') is NaN, never equal to itself.
  return (
    ea.length === eb.length &&
    ea.every(([k, v], i) => eb[i]![0] === k && (eb[i]![1] === v || (Number(eb[i]![1]) === Number(v) && String(eb[i]![1]) === String(v))))
  );
}

/** Options mongod stores in the catalog (`background` too: mongod ignores it since 4.2 but keeps and lists it). */
export function normalizeSpec(raw: Doc): IndexSpec {
  const spec: IndexSpec = { v: 2, key: raw.key as Record<string, unknown>, name: String(raw.name) };
  for (const [k, val] of Object.entries(raw)) {
    if (k === 'key' || k === 'name' || k === 'v' || k === 'ns') continue;
    if (k === 'unique' || k === 'sparse') {
      if (val) spec[k] = true;
      continue;
    }
    spec[k] = val;
  }
  return spec;
}
