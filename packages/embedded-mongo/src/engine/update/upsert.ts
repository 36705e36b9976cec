import { ObjectId } from 'bson';

import { cloneValue, type Doc, isPlainObject, setPath } from '../values.js';
import { type ApplyOptions, applyUpdate, idFirst, type UpdateSpec } from './apply.js';

/**
 * The document an upsert inserts: equality fields of the query (top level and
 * inside $and), then the update applied with $setOnInsert, then an _id.
 */
export function buildUpsert(query: Doc, spec: UpdateSpec, opts: Omit<ApplyOptions, 'inserting'>): Doc {
  const seed: Doc = {};
  if (spec.kind !== 'replacement') collectEqualities(query, seed);
  else if (query._id !== undefined && !isOperator(query._id)) seed._id = cloneValue(query._id);
  const doc = applyUpdate(seed, spec, { ...opts, inserting: true });
  if (doc._id === undefined) return idFirst({ _id: new ObjectId(), ...doc });
  return idFirst(doc);
}

function collectEqualities(query: Doc, out: Doc): void {
  for (const [k, v] of Object.entries(query)) {
    if (k === '$and' && Array.isArray(v)) {
      for (const sub of v) if (isPlainObject(sub)) collectEqualities(sub, out);
      continue;
    }
    if (k.startsWith('$')) continue;
    if (isOperator(v)) {
      const ops = v as Doc;
      if ('$eq' in ops) setPath(out, k, cloneValue(ops.$eq));
      else if (Array.isArray(ops.$in) && ops.$in.length === 1) setPath(out, k, cloneValue(ops.$in[0]));
      continue;
    }
    setPath(out, k, cloneValue(v));
  }
}

function isOperator(v: unknown): boolean {
  return isPlainObject(v) && Object.keys(v).some((k) => k.startsWith('$'));
}
