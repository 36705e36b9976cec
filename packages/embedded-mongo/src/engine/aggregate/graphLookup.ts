import { Long } from 'bson';
import { Aggregator } from 'mingo';
import type { Options } from 'mingo/types';

import { MongoError } from '../../errors.js';
import { compileFilter } from '../query.js';
import { collectPath, type Doc, isPlainObject, keyOf } from '../values.js';

/**
 * $graphLookup as mongod runs it: a breadth-first search from `startWith`
 * (missing or null starts nothing), following `connectFromField` values to
 * documents whose `connectToField` equals one of them (an array field
 * matches any of its elements), each document found once at its smallest
 * depth, up to `maxDepth`, among those that pass
 * `restrictSearchWithMatch`. `depthField` is a long, appended to the
 * found document; the `as` array is appended to the input document.
 */
export function graphLookup(docs: Doc[], spec: unknown, resolve: (name: string) => Doc[], options: Partial<Options>): Doc[] {
  if (!isPlainObject(spec)) throw new MongoError(40327, 'the $graphLookup stage specification must be an object');
  const { from, startWith, connectFromField, connectToField, as, maxDepth, depthField, restrictSearchWithMatch } = spec;
  for (const [name, v] of [
    ['from', from],
    ['connectFromField', connectFromField],
    ['connectToField', connectToField],
    ['as', as],
  ] as const) {
    if (typeof v !== 'string' || !v) throw new MongoError(40105, `${name} was not specified`);
  }
  if (startWith === undefined) throw new MongoError(40105, 'startWith was not specified');
  if (maxDepth !== undefined && (typeof maxDepth !== 'number' || maxDepth < 0 || !Number.isInteger(maxDepth)))
    throw new MongoError(40101, 'maxDepth must be a nonnegative integer');
  if (depthField !== undefined && typeof depthField !== 'string') throw new MongoError(40103, 'depthField must be a string');
  const keep = restrictSearchWithMatch === undefined ? () => true : compileFilter(restrictSearchWithMatch);

  // The foreign collection, indexed by the canonical key of each connectToField value.
  const byKey = new Map<string, Doc[]>();
  const toParts = String(connectToField).split('.');
  for (const d of resolve(String(from))) {
    if (!keep(d)) continue;
    const vals: unknown[] = [];
    collectPath(d, toParts, 0, vals);
    for (const k of new Set(vals.map((v) => keyOf(v ?? null)))) {
      const list = byKey.get(k);
      if (list) list.push(d);
      else byKey.set(k, [d]);
    }
  }
  const fromParts = String(connectFromField).split('.');
  const starts = new Aggregator([{ $project: { _id: 0, v: startWith } }], options).run(docs.map((d) => ({ ...d }))) as Doc[];
  return docs.map((doc, i) => {
    const found = new Map<Doc, number>();
    let frontier = values(starts[i]?.v);
    for (let depth = 0; frontier.length && (maxDepth === undefined || depth <= (maxDepth as number)); depth++) {
      const next: unknown[] = [];
      for (const k of new Set(frontier.map((v) => keyOf(v)))) {
        for (const d of byKey.get(k) ?? []) {
          if (found.has(d)) continue;
          found.set(d, depth);
          const out: unknown[] = [];
          collectPath(d, fromParts, 0, out);
          next.push(...out);
        }
      }
      frontier = next.filter((v) => v !== undefined && v !== null);
    }
    const list = [...found].map(([d, depth]) => (typeof depthField === 'string' ? { ...d, [depthField]: Long.fromNumber(depth) } : { ...d }));
    return { ...doc, [String(as)]: list };
  });
}

function values(v: unknown): unknown[] {
  if (v === undefined || v === null) return [];
  return Array.isArray(v) ? v.filter((x) => x !== undefined && x !== null) : [v];
}
