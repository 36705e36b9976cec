import { Binary, ObjectId } from 'bson';
import { Aggregator, update as mingoUpdate } from 'mingo';

import { MongoError, toMongoError } from '../../errors.js';
import { escapeNames, escapeUpdateNames, hasReservedNames, hasReservedUpdateNames, setField, unescapeNames } from '../protoKeys.js';
import { type Matcher, MINGO_OPTIONS } from '../query.js';
import { bsonTypeOf } from '../typeOperator.js';
import { cloneValue, type Doc, getPath, isPlainObject, keyOf, setPath } from '../values.js';
import { resolveArrayPaths } from './arrayPaths.js';
import { resolvePositional } from './positional.js';
import { applyPull } from './pull.js';

export type UpdateSpec = { kind: 'operators'; ops: Doc } | { kind: 'replacement'; doc: Doc } | { kind: 'pipeline'; stages: Doc[] };

const PIPELINE_STAGES = new Set(['$addFields', '$set', '$project', '$unset', '$replaceRoot', '$replaceWith']);

export function parseUpdate(u: unknown): UpdateSpec {
  if (Array.isArray(u)) {
    for (const s of u) {
      const name = isPlainObject(s) ? Object.keys(s)[0] : undefined;
      if (!name || !PIPELINE_STAGES.has(name)) throw new MongoError(72, `${name ?? 'stage'} is not allowed to be used within an update`);
    }
    return { kind: 'pipeline', stages: u as Doc[] };
  }
  if (!isPlainObject(u)) throw new MongoError(14, 'Update argument must be either an object or an array');
  const keys = Object.keys(u);
  if (keys.length > 0 && keys[0]!.startsWith('$')) {
    for (const k of keys) {
      if (!k.startsWith('$'))
        throw new MongoError(9, `Unknown modifier: ${k}. Expected a valid update modifier or pipeline-style update specified as an array`);
    }
    return { kind: 'operators', ops: u };
  }
  for (const k of keys) {
    if (k.startsWith('$'))
      throw new MongoError(
        52,
        `The dollar ($) prefixed field '${k}' in '${k}' is not allowed in the context of an update's replacement document. Consider using an aggregation pipeline with $replaceWith.`,
      );
  }
  return { kind: 'replacement', doc: u };
}

export interface ApplyOptions {
  arrayFilters?: Doc[];
  matches: Matcher | null;
  /** True when building a new document for an upsert ($setOnInsert applies). */
  inserting: boolean;
}

/** Returns the updated copy of doc; doc itself is never modified. */
export function applyUpdate(doc: Doc, spec: UpdateSpec, opts: ApplyOptions): Doc {
  if (spec.kind === 'replacement') {
    const next: Doc = { _id: doc._id };
    for (const [k, v] of Object.entries(spec.doc)) if (k !== '_id') setField(next, k, v);
    if ('_id' in spec.doc && doc._id !== undefined && keyOf(spec.doc._id) !== keyOf(doc._id)) throw immutableId(spec.doc._id);
    if (doc._id === undefined) next._id = spec.doc._id;
    if (next._id === undefined) delete next._id;
    return next;
  }
  if (spec.kind === 'pipeline') {
    let out: Doc;
    try {
      out = new Aggregator(spec.stages, { ...MINGO_OPTIONS, variables: { NOW: new Date() } }).run([cloneValue(doc)])[0] as Doc;
    } catch (err) {
      throw toMongoError(err);
    }
    if (doc._id !== undefined && keyOf(out._id) !== keyOf(doc._id)) throw immutableId(out._id);
    return idFirst(out);
  }
  const ops = prepareOperators(spec.ops, doc, opts.inserting);
  let work = cloneValue(doc);
  if (Object.keys(ops).length === 0) return work;
  const resolved = resolveArrayPaths(resolvePositional(ops, doc, opts.matches), doc, opts.arrayFilters);
  checkArrayTraversal(resolved, doc);
  // $pull is applied here (pull.ts: mingo's conditions differ from mongod's); paths with $[...] stay mingo's.
  const pull = isPlainObject(resolved.$pull) ? resolved.$pull : null;
  if (pull) delete resolved.$pull;
  const pullLeft = pull ? applyPull(work, pull) : null;
  if (pullLeft) resolved.$pull = pullLeft;
  // mingo's $set skips a value it deems equal to the current one, and it deems two
  // BinData equal when their bytes are, whatever their subtypes: those are set here.
  const binaries = isPlainObject(resolved.$set) ? Object.entries(resolved.$set).filter(([p, v]) => v instanceof Binary && !p.includes('$')) : [];
  if (binaries.length) {
    const rest = { ...(resolved.$set as Doc) };
    for (const [p] of binaries) delete rest[p];
    if (Object.keys(rest).length) resolved.$set = rest;
    else delete resolved.$set;
  }
  if (Object.keys(resolved).length) {
    // Reserved names (`__proto__`, `constructor`...) go to mingo escaped (see protoKeys.ts).
    const escape = hasReservedUpdateNames(resolved) || hasReservedNames(work, false, true);
    const target = escape ? (escapeNames(work, false, true) as Doc) : work;
    try {
      mingoUpdate(target, escape ? escapeUpdateNames(resolved) : resolved, undefined, undefined, { cloneMode: 'deep', queryOptions: MINGO_OPTIONS });
    } catch (err) {
      throw toMongoError(err, 2);
    }
    if (escape) work = unescapeNames(target) as Doc;
  }
  for (const [p, v] of binaries) setPath(work, p, v);
  if (work._id === undefined && doc._id !== undefined) throw immutableId(undefined);
  return work;
}

/**
 * Adapts operators to mingo: $setOnInsert applies only when inserting, empty
 * operator documents are no-ops (mongod 5+), and `$set: {_id: <same>}` (which
 * mongoose sends) is dropped instead of being rejected.
 */
function prepareOperators(ops: Doc, doc: Doc, inserting: boolean): Doc {
  const out: Doc = {};
  for (const [op, fields] of Object.entries(ops)) {
    if (!isPlainObject(fields))
      throw new MongoError(
        9,
        `Modifiers operate on fields but we found type ${Array.isArray(fields) ? 'array' : typeof fields} instead. For example: {$mod: {<field>: ...}} not {${op}: ${JSON.stringify(fields)}}`,
      );
    if (op === '$setOnInsert') {
      if (inserting) out.$set = { ...(out.$set as Doc | undefined), ...fields };
      continue;
    }
    const copy: Doc = { ...fields };
    if ('_id' in copy) {
      if (op === '$set' && (doc._id === undefined || keyOf(copy._id) === keyOf(doc._id))) {
        if (doc._id === undefined) out.$set = { ...(out.$set as Doc | undefined), _id: copy._id };
        delete copy._id;
      } else throw immutableId(copy._id);
    }
    if (Object.keys(copy).length === 0) continue;
    out[op] = op === '$set' && out.$set ? { ...(out.$set as Doc), ...copy } : copy;
  }
  return out;
}

function immutableId(v: unknown): MongoError {
  void v;
  return new MongoError(66, "Performing an update on the path '_id' would modify the immutable field '_id'");
}

/** mongod stores _id as the first field. */
export function idFirst(doc: Doc): Doc {
  if (Object.keys(doc)[0] === '_id') return doc;
  const out: Doc = { _id: doc._id ?? new ObjectId() };
  for (const [k, v] of Object.entries(doc)) if (k !== '_id') setField(out, k, v);
  return out;
}

/** Operators that create the fields they name. */
const CREATING = ['$set', '$inc', '$mul', '$min', '$max', '$currentDate', '$push', '$addToSet'];

/**
 * mongod refuses (28) a path that continues into an array with a name that
 * is not an index (`comments.body` when comments is an array): it cannot
 * create a field in an array. mingo would go ahead.
 */
function checkArrayTraversal(ops: Doc, doc: Doc): void {
  // Array operators need an array (or nothing) where they point: mongod fails with 2 otherwise.
  for (const op of ['$push', '$addToSet', '$pop', '$pullAll']) {
    const fields = ops[op];
    if (!isPlainObject(fields)) continue;
    for (const path of Object.keys(fields)) {
      const v = getPath(doc, path);
      if (v !== undefined && !Array.isArray(v)) {
        throw new MongoError(2, `The field '${path}' must be an array but is of type ${bsonTypeOf(v)} in document {_id: ${JSON.stringify(doc._id)}}`);
      }
    }
  }
  for (const op of CREATING) {
    const fields = ops[op];
    if (!isPlainObject(fields)) continue;
    for (const path of Object.keys(fields)) {
      const parts = path.split('.');
      let cur: unknown = doc;
      for (let i = 0; i < parts.length - 1 && cur !== undefined && cur !== null; i++) {
        const next = isPlainObject(cur) || Array.isArray(cur) ? (Object.hasOwn(cur, parts[i]!) ? (cur as Doc)[parts[i]!] : undefined) : undefined;
        if (Array.isArray(next) && !/^\d+$/.test(parts[i + 1]!)) {
          throw new MongoError(28, `Cannot create field '${parts[i + 1]}' in element {${parts[i]}: ${JSON.stringify(next).slice(0, 200)}}`);
        }
        cur = next;
      }
    }
  }
}
