import { compareValues, type Doc, isPlainObject, keyOf, toNumber, typeRank } from '../values.js';

/**
 * A direct implementation of the most common $group shapes (field or
 * constant keys; $sum/$avg/$min/$max/$first/$last/$count on field paths or
 * constants). mingo handles everything else; this exists because its generic
 * path costs ~3 µs per document, over the 150 ms budget for 100k documents.
 * Returns null when the stage is outside that subset.
 */
type Getter<D = Doc> = (doc: D) => unknown;

/** Reads a field path of an input (see fieldPathValue); may throw ArrayOnPath to leave the stage to mingo. */
export type FieldReader<D> = (parts: string[]) => Getter<D>;

export class ArrayOnPath extends Error {}

/**
 * The value of the field path parts[i..] in v, as mongod's aggregation
 * evaluates it: through an array, the array of its sub-documents' values
 * (elements that are not documents, and documents without the field, are
 * left out), so `$b.x` on `{ b: [{ x: 1 }, 2, {}] }` is `[1]`. An array at
 * the end of the path is the value itself. undefined: missing.
 *
 * Why here rather than in mingo: mingo's $min/$max order values of
 * different types unlike mongod (an empty array below a number), so a
 * path through an array left to mingo answered differently from mongod.
 */
export function fieldPathValue(v: unknown, parts: readonly string[], i: number): unknown {
  let cur = v;
  for (; i < parts.length; i++) {
    if (Array.isArray(cur)) {
      const out: unknown[] = [];
      for (const e of cur) {
        if (!isPlainObject(e)) continue;
        const r = fieldPathValue(e, parts, i);
        if (r !== undefined) out.push(r);
      }
      return out;
    }
    if (!isPlainObject(cur)) return undefined;
    cur = cur[parts[i]!];
  }
  return cur;
}

/** Field paths on decoded documents. */
const docFields: FieldReader<Doc> = (parts) => (doc) => fieldPathValue(doc, parts, 0);
type AccKind = '$sum' | '$avg' | '$min' | '$max' | '$first' | '$last' | '$count';
interface Acc<D> {
  name: string;
  kind: AccKind;
  get: Getter<D>;
}
interface State {
  id: unknown;
  vals: unknown[];
  counts: number[];
}

const ACCS = new Set<string>(['$sum', '$avg', '$min', '$max', '$first', '$last', '$count']);

function getter<D>(expr: unknown, fields: FieldReader<D>): Getter<D> | null {
  if (typeof expr === 'string' && expr.startsWith('$')) {
    if (expr.startsWith('$$')) return null;
    return fields(expr.slice(1).split('.'));
  }
  if (expr === null || typeof expr === 'number' || typeof expr === 'boolean' || (typeof expr === 'string' && !expr.startsWith('$'))) {
    return () => expr;
  }
  return null;
}

export function fastGroup<D = Doc>(docs: Iterable<D>, spec: Doc, fieldReader?: FieldReader<D>): Doc[] | null {
  const fields = (fieldReader ?? docFields) as FieldReader<D>;
  let idGet: Getter<D> | null;
  let idFields: Array<[string, Getter<D>]> | null = null;
  if (isPlainObject(spec._id) && Object.keys(spec._id).length > 0) {
    idFields = [];
    for (const [k, e] of Object.entries(spec._id)) {
      const g = getter(e, fields);
      if (!g || k.startsWith('$')) return null;
      idFields.push([k, g]);
    }
    const parts = idFields;
    idGet = (doc) => {
      const o: Doc = {};
      for (const [k, g] of parts) {
        const v = g(doc);
        if (v !== undefined) o[k] = v;
      }
      return o;
    };
  } else idGet = getter(spec._id, fields);
  if (!idGet) return null;

  const accs: Array<Acc<D>> = [];
  for (const [name, raw] of Object.entries(spec)) {
    if (name === '_id') continue;
    if (!isPlainObject(raw) || Object.keys(raw).length !== 1) return null;
    const [kind, arg] = Object.entries(raw)[0]!;
    if (!ACCS.has(kind)) return null;
    if (kind === '$count') {
      if (!isPlainObject(arg) || Object.keys(arg).length) return null;
      accs.push({ name, kind: '$count', get: () => 1 });
      continue;
    }
    const g = getter(arg, fields);
    if (!g) return null;
    accs.push({ name, kind: kind as AccKind, get: g });
  }

  const groups = new Map<string, State>();
  try {
    for (const doc of docs) {
      const id = idGet(doc);
      const key = keyOf(id);
      let st = groups.get(key);
      if (!st) {
        st = { id: id === undefined ? null : id, vals: accs.map(() => undefined), counts: accs.map(() => 0) };
        groups.set(key, st);
        for (let i = 0; i < accs.length; i++) if (accs[i]!.kind === '$first') st.vals[i] = accs[i]!.get(doc) ?? null;
      }
      for (let i = 0; i < accs.length; i++) step(accs[i]!, st, i, doc);
    }
  } catch (err) {
    if (err instanceof ArrayOnPath) return null;
    throw err;
  }
  const out: Doc[] = [];
  for (const st of groups.values()) {
    const d: Doc = { _id: st.id };
    accs.forEach((a, i) => (d[a.name] = finish(a.kind, st.vals[i], st.counts[i]!)));
    out.push(d);
  }
  return out;
}

function step<D>(a: Acc<D>, st: State, i: number, doc: D): void {
  switch (a.kind) {
    case '$count':
      st.vals[i] = ((st.vals[i] as number | undefined) ?? 0) + 1;
      return;
    case '$sum':
    case '$avg': {
      const v = a.get(doc);
      if (typeof v === 'number' || (v !== null && typeof v === 'object' && typeRank(v) === 10)) {
        st.vals[i] = ((st.vals[i] as number | undefined) ?? 0) + toNumber(v);
        st.counts[i]!++;
      }
      return;
    }
    case '$min':
    case '$max': {
      const v = a.get(doc);
      if (v === undefined || v === null) return;
      const cur = st.vals[i];
      if (cur === undefined || (a.kind === '$min' ? compareValues(v, cur) < 0 : compareValues(v, cur) > 0)) st.vals[i] = v;
      return;
    }
    case '$last':
      st.vals[i] = a.get(doc) ?? null;
      return;
    default:
  }
}

function finish(kind: AccKind, v: unknown, count: number): unknown {
  if (kind === '$sum' || kind === '$count') return v ?? 0;
  if (kind === '$avg') return count ? (v as number) / count : null;
  return v ?? null;
}
