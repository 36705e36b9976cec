import { deserialize, ObjectId, serialize } from 'bson';
import fc from 'fast-check';

import type { Doc } from '../../src/engine/values.js';

/**
 * Generators for the property tests (properties-*.test.ts): documents and
 * filters over a small, fixed vocabulary of field names and values, so that
 * generated filters actually meet generated documents (equal values, ties,
 * shared prefixes) instead of missing everything.
 *
 * Documents have top-level fields a, b, c (any of: missing, null, a scalar,
 * a sub-document with x/y, an array of scalars, an array of sub-documents,
 * an empty array) and a numeric _id. Scalars mix BSON types: int32, double,
 * strings, booleans, dates and ObjectIds. Not generated: NaN, Decimal128,
 * int64, binary and regexes stored as values, and arrays directly inside
 * arrays (each has rules of its own that these properties do not model;
 * the README lists Decimal128 and int64 as approximations).
 */

/** Every property's seed: FC_SEED=<n> overrides the fixed default, so a failure can be replayed. */
export const SEED = process.env.FC_SEED !== undefined && process.env.FC_SEED !== '' ? Number(process.env.FC_SEED) : 20261127;

/**
 * fast-check parameters shared by the properties. On failure fast-check's
 * report starts with `{ seed, path }` and the shrunk counterexample; rerun
 * with FC_SEED=<seed> to replay it.
 */
export function params(numRuns: number): fc.Parameters<unknown> {
  return { seed: SEED, numRuns };
}

export const OIDS = [
  new ObjectId('650000000000000000000001'),
  new ObjectId('650000000000000000000002'),
  new ObjectId('6600000000000000000000aa'),
  new ObjectId('ff0000000000000000000080'),
];
export const DATES = [
  new Date(Date.UTC(2024, 0, 1)),
  new Date(Date.UTC(2024, 0, 2)),
  new Date(Date.UTC(2025, 5, 30, 12)),
  new Date(Date.UTC(1969, 6, 20, 20, 17)),
];
export const STRINGS = ['', 'a', 'ab', 'B', 'é', 'xAB', 'The quick brown fox jumps over ab and cd'];
export const NUMBERS = [-1, 0, -0, 1, 2, 1.5, 3e9];

export const arbNumber = fc.constantFrom(...NUMBERS);
export const arbString = fc.constantFrom(...STRINGS);
export const arbDate = fc.constantFrom(...DATES);
export const arbOid = fc.constantFrom(...OIDS);

/** A non-null scalar of one of the generated types. */
export const arbScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: arbNumber },
  { weight: 3, arbitrary: arbString },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: arbDate },
  { weight: 1, arbitrary: arbOid },
);

/** A scalar or null. */
export const arbLeaf: fc.Arbitrary<unknown> = fc.oneof({ weight: 8, arbitrary: arbScalar }, { weight: 1, arbitrary: fc.constant(null) });

/** A sub-document: x and y each missing, a leaf, or (for x) a nested { y } document or a short array. */
export const arbSub: fc.Arbitrary<Doc> = fc.record(
  {
    x: fc.oneof(
      { weight: 5, arbitrary: arbLeaf },
      { weight: 1, arbitrary: fc.record({ y: arbLeaf }) },
      { weight: 1, arbitrary: fc.array(arbLeaf, { maxLength: 3 }) },
    ),
    y: arbLeaf,
  },
  { requiredKeys: [] },
);

/** Any value a top-level field may hold. */
export const arbValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 10, arbitrary: arbLeaf },
  { weight: 2, arbitrary: arbSub },
  { weight: 2, arbitrary: fc.array(arbLeaf, { minLength: 1, maxLength: 4 }) },
  { weight: 2, arbitrary: fc.array(arbSub, { minLength: 1, maxLength: 3 }) },
  { weight: 1, arbitrary: fc.array(fc.oneof(arbLeaf, arbSub), { minLength: 1, maxLength: 3 }) },
  { weight: 1, arbitrary: fc.constant([]) },
);

export const FIELDS = ['a', 'b', 'c'] as const;

/** A document without _id: each of a, b, c present (any value) or missing. */
export const arbBody: fc.Arbitrary<Doc> = fc.record({ a: arbValue, b: arbValue, c: arbValue }, { requiredKeys: [] });

/** A document without arrays (an index on its fields stays single-key): a and b scalars or { x, y }, c a scalar. */
export const arbFlatBody: fc.Arbitrary<Doc> = fc.record(
  {
    a: fc.oneof({ weight: 3, arbitrary: arbLeaf }, { weight: 1, arbitrary: fc.record({ x: arbLeaf, y: arbLeaf }, { requiredKeys: [] }) }),
    b: fc.oneof({ weight: 3, arbitrary: arbLeaf }, { weight: 1, arbitrary: fc.record({ x: arbLeaf }, { requiredKeys: [] }) }),
    c: arbLeaf,
  },
  { requiredKeys: [] },
);

/** Every scalar (and null) anywhere in the documents: operands that filters built from them will meet. */
export function leavesOf(docs: Doc[]): unknown[] {
  const out: unknown[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) Object.values(v as Doc).forEach(walk);
    else out.push(v);
  };
  docs.forEach((d) => Object.entries(d).forEach(([k, v]) => k !== '_id' && walk(v)));
  return out;
}

/**
 * Documents as they are stored and read back (a BSON round trip: whole
 * doubles come back as int32 numbers, key order as written), with _id 0..n-1.
 * The ids are shuffled so that _id order is not insertion order.
 */
export function arbDocs(maxLength = 30, body: fc.Arbitrary<Doc> = arbBody): fc.Arbitrary<Doc[]> {
  return fc.array(body, { minLength: Math.min(4, maxLength), maxLength, size: 'max' }).chain((bodies) =>
    fc
      .shuffledSubarray(
        bodies.map((_, i) => i),
        { minLength: bodies.length, maxLength: bodies.length },
      )
      .map((ids) => bodies.map((b, i) => roundTrip({ _id: ids[i], ...b }))),
  );
}

export function roundTrip(doc: Doc): Doc {
  return deserialize(serialize(doc)) as Doc;
}

/** Paths filters read: top-level, into sub-documents (through arrays of them too), into arrays by position. */
export const arbPath = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('a', 'b', 'c') },
  { weight: 2, arbitrary: fc.constantFrom('a.x', 'a.y', 'b.x') },
  { weight: 1, arbitrary: fc.constantFrom('a.x.y', 'a.0', 'b.1.x', '_id') },
);

/** Values a filter compares with: leaves, and sometimes a whole array or sub-document (whole-value equality). */
export const arbOperand: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: arbLeaf },
  { weight: 1, arbitrary: fc.array(arbLeaf, { maxLength: 2 }) },
  { weight: 1, arbitrary: fc.record({ x: arbLeaf }) },
);

const arbRegex: fc.Arbitrary<{ source: string; options: string }> = fc.record({
  source: fc.constantFrom('a', '^a', 'b$', '^$', 'A', 'a.', '^(a|B)', 'é', '\\d', 'ab|B', 'ab', 'AB', 'b and', 'cd'),
  options: fc.constantFrom('', 'i'),
});

/** $in/$nin list items: operands, and regexes (which match strings, as in $in: [/^a/]). */
const arbInOperand: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: arbOperand },
  { weight: 1, arbitrary: arbRegex.map(({ source, options }) => new RegExp(source, options)) },
);

/** $type arguments: aliases of the generated types, 'number', and two numeric codes (2 string, 16 int). */
const TYPES = ['string', 'int', 'double', 'number', 'bool', 'date', 'objectId', 'null', 'array', 'object', 2, 16] as const;

/** One operator condition on a field: `{ $op: arg }` (sometimes two operators, as in a range). */
export const arbOperator: fc.Arbitrary<Doc> = fc.letrec<{ op: Doc }>((tie) => ({
  op: fc.oneof(
    { weight: 3, arbitrary: fc.record({ $eq: arbOperand }) },
    { weight: 2, arbitrary: fc.record({ $ne: arbOperand }) },
    { weight: 2, arbitrary: fc.record({ $gt: arbScalar }) },
    { weight: 2, arbitrary: fc.record({ $gte: arbLeaf }) },
    { weight: 2, arbitrary: fc.record({ $lt: arbScalar }) },
    { weight: 2, arbitrary: fc.record({ $lte: arbLeaf }) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(arbScalar, arbScalar, fc.boolean(), fc.boolean())
        .map(([lo, hi, li, hi2]) => ({ [li ? '$gte' : '$gt']: lo, [hi2 ? '$lte' : '$lt']: hi })),
    },
    { weight: 2, arbitrary: fc.record({ $in: fc.array(arbInOperand, { maxLength: 4 }) }) },
    { weight: 2, arbitrary: fc.record({ $nin: fc.array(arbInOperand, { maxLength: 3 }) }) },
    { weight: 2, arbitrary: fc.record({ $all: fc.array(arbLeaf, { minLength: 1, maxLength: 3 }) }) },
    { weight: 2, arbitrary: fc.record({ $exists: fc.boolean() }) },
    { weight: 2, arbitrary: arbRegex.map(({ source, options }) => (options ? { $regex: source, $options: options } : { $regex: source })) },
    { weight: 1, arbitrary: fc.record({ $size: fc.integer({ min: 0, max: 3 }) }) },
    { weight: 1, arbitrary: fc.record({ $type: fc.constantFrom(...TYPES) }) },
    { weight: 1, arbitrary: fc.record({ $not: tie('op') }) },
    {
      weight: 2,
      arbitrary: fc.oneof(
        // Elements that are sub-documents: conditions on their fields.
        fc.record({
          $elemMatch: fc
            .record({ x: fc.oneof(arbLeaf, tie('op')), y: fc.oneof(arbLeaf, tie('op')) }, { requiredKeys: [] })
            .filter((d) => Object.keys(d).length > 0),
        }),
        // Elements that are scalars: operator conditions on the element itself.
        fc.record({ $elemMatch: tie('op') }),
      ),
    },
  ),
})).op;

/** A field's condition: an implicit equality, a regex literal or operators. */
export const arbCondition: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: arbOperand },
  { weight: 1, arbitrary: arbRegex.map(({ source, options }) => new RegExp(source, options)) },
  { weight: 6, arbitrary: arbOperator },
);

/** A filter: field conditions and $and/$or/$nor of smaller filters. */
export const arbFilter: fc.Arbitrary<Doc> = fc.letrec<{ filter: Doc; clause: [string, unknown] }>((tie) => ({
  clause: fc.oneof(
    { weight: 6, arbitrary: fc.tuple(arbPath, arbCondition) },
    {
      weight: 1,
      depthSize: 'small',
      arbitrary: fc.tuple(fc.constantFrom('$and', '$or', '$nor'), fc.array(tie('filter'), { minLength: 1, maxLength: 3 })),
    },
  ),
  filter: fc
    .oneof({ weight: 3, arbitrary: tie('clause').map((c) => [c]) }, { weight: 1, arbitrary: fc.array(tie('clause'), { minLength: 2, maxLength: 3 }) })
    .map((clauses) => {
      const f: Doc = {};
      for (const [k, v] of clauses) f[k] = v;
      return f;
    }),
})).filter as fc.Arbitrary<Doc>;

/**
 * What a search box sends, the shapes the stored-bytes matcher answers
 * itself (query.ts): an $or of plain-text regexes over top-level fields,
 * one such regex, or { field: { $all: [strings] } } (search keys).
 */
const arbLiteral = fc.constantFrom('a', 'ab', 'AB', 'b', 'B', 'xab', 'quick', 'fox jumps', 'é', 'over ab', 'a.b', 'a\\.b');
const arbLiteralRegex = fc.tuple(arbLiteral, fc.constantFrom('', 'i')).map(([src, flags]) => new RegExp(src, flags));
export const arbSearchFilter: fc.Arbitrary<Doc> = fc.oneof(
  fc
    .uniqueArray(
      fc.tuple(
        fc.constantFrom('a', 'b', 'c'),
        fc.oneof(
          arbLiteralRegex,
          arbLiteralRegex.map((re) => (re.flags ? { $regex: re.source, $options: re.flags } : { $regex: re.source })),
        ),
      ),
      { minLength: 1, maxLength: 3, selector: ([f]) => f },
    )
    .map((branches) => ({ $or: branches.map(([f, re]) => ({ [f]: re })) })),
  fc.tuple(fc.constantFrom('a', 'b', 'c', 'a.x', 'b.x'), arbLiteralRegex).map(([f, re]) => ({ [f]: re })),
  fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.array(arbString, { minLength: 1, maxLength: 2 })).map(([f, values]) => ({ [f]: { $all: values } })),
);

/** A sort on one or two paths (ties are common: few distinct values). `_id` is not added here. */
export const arbSortFields: fc.Arbitrary<Array<[string, 1 | -1]>> = fc.uniqueArray(
  fc.tuple(fc.constantFrom('a', 'b', 'c', 'a.x', 'b.x', 'a.y'), fc.constantFrom<1 | -1>(1, -1)),
  {
    minLength: 1,
    maxLength: 2,
    selector: ([p]) => p,
  },
);

/** Projections: inclusion or exclusion of top-level and dotted fields, with or without _id. */
export const arbProjection: fc.Arbitrary<Doc> = fc
  .tuple(
    fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'a.x', 'a.y', 'b.x', 'a.x.y'), { minLength: 1, maxLength: 3 }),
    fc.boolean(),
    fc.constantFrom<undefined | 0 | 1>(undefined, 0, 1),
  )
  .filter(([paths]) => !paths.some((p) => paths.some((q) => q !== p && (p.startsWith(q + '.') || q.startsWith(p + '.')))))
  .map(([paths, include, id]) => {
    const p: Doc = {};
    for (const path of paths) p[path] = include ? 1 : 0;
    if (id !== undefined && !(include === false && id === 1)) p._id = id;
    return p;
  });
