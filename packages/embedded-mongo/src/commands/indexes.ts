import { normalizeCollation } from '../engine/collation.js';
import { defaultIndexName, type IndexSpec, normalizeSpec } from '../engine/index/indexSpec.js';
import { normalizeTextSpec } from '../engine/text/textIndex.js';
import { type Doc, isPlainObject } from '../engine/values.js';
import { MongoError } from '../errors.js';
import { collection, collectionName, type Handler } from './context.js';

const UNSUPPORTED_TYPES = new Set(['geoHaystack']);
const GEO_TYPES = new Set(['2d', '2dsphere']);

function validate(raw: unknown): IndexSpec {
  if (!isPlainObject(raw) || !isPlainObject(raw.key) || Object.keys(raw.key).length === 0) {
    throw new MongoError(9, "Error in specification: the 'key' field must be a non-empty object");
  }
  const isText = Object.values(raw.key).includes('text');
  for (const [field, dir] of Object.entries(raw.key)) {
    if (dir === 'text' || (typeof dir === 'string' && GEO_TYPES.has(dir))) continue;
    if (dir === 'hashed') {
      // A hashed index answers equality only; here it is a hash of the field's values (KeyHash), which does the same.
      if (raw.unique) throw new MongoError(16764, 'Currently hashed indexes cannot guarantee uniqueness. Use a regular index.');
      if (Object.values(raw.key).filter((d) => d === 'hashed').length > 1)
        throw new MongoError(31303, 'A maximum of one index field is allowed to be hashed but found 2');
      continue;
    }
    if (typeof dir === 'string' && UNSUPPORTED_TYPES.has(dir)) throw new MongoError(67, `${dir} indexes are not supported by the embedded server`);
    if (typeof dir !== 'number' || dir === 0 || !Number.isFinite(dir)) {
      throw new MongoError(67, `Values in the index key pattern can't be 0 or non-numeric: ${field}: ${String(dir)}`);
    }
  }
  const name = raw.name ?? defaultIndexName(raw.key);
  if (typeof name !== 'string' || !name) throw new MongoError(9, 'The index name must be a non-empty string');
  if (raw.expireAfterSeconds !== undefined && typeof raw.expireAfterSeconds !== 'number') {
    throw new MongoError(2, "TTL index 'expireAfterSeconds' option must be numeric");
  }
  if (name === '_id_' && JSON.stringify(raw.key) !== JSON.stringify({ _id: 1 })) {
    throw new MongoError(67, "The index name '_id_' is reserved for the _id index");
  }
  const geo = Object.values(raw.key).filter((d) => typeof d === 'string' && GEO_TYPES.has(d));
  if (geo.length > 1) throw new MongoError(67, 'Each geo index may only have one geo field');
  const extra: Doc = geo[0] === '2dsphere' ? { '2dsphereIndexVersion': raw['2dsphereIndexVersion'] ?? 3 } : {};
  const spec = normalizeSpec(isText ? normalizeTextSpec({ ...raw, name }) : { ...raw, ...extra, name });
  if (spec.collation !== undefined) {
    const collation = normalizeCollation(spec.collation);
    if (collation.locale === 'simple') delete spec.collation;
    else spec.collation = collation;
  }
  return spec;
}

export const indexCommands: Record<string, Handler> = {
  createIndexes: (ctx, body) => {
    const name = collectionName(body, 'createIndexes');
    if (!Array.isArray(body.indexes) || body.indexes.length === 0) throw new MongoError(2, 'Must specify at least one index to create');
    const specs = body.indexes.map(validate);
    const { coll, created } = ctx.catalog.ensure(ctx.db, name);
    // An index without a collation of its own takes the collection's default, as on mongod.
    const collDefault = coll.options.collation;
    if (isPlainObject(collDefault)) for (const s of specs) if (!Object.hasOwn(s, 'collation') && s.key._fts === undefined) s.collation = collDefault;
    if (coll.options.capped && specs.some((s) => s.expireAfterSeconds !== undefined))
      throw new MongoError(67, 'Cannot create TTL index on a capped collection');
    const before = coll.indexes.length;
    const fresh = specs.filter((s) => coll.checkNewIndex(s));
    const texts = [...coll.indexes.map((ix) => ix.spec), ...fresh].filter((s) => s.key._fts === 'text');
    if (texts.length > 1)
      throw new MongoError(
        85,
        `An equivalent index already exists with the same name but different options. Only one text index per collection allowed, found existing text index "${texts[0]!.name}"`,
      );
    for (const s of fresh) ctx.catalog.addIndex(coll, s);
    const reply: Doc = { numIndexesBefore: before, numIndexesAfter: coll.indexes.length, createdCollectionAutomatically: created, ok: 1 };
    if (fresh.length === 0) reply.note = 'all indexes already exist';
    return reply;
  },

  listIndexes: (ctx, body) => {
    const name = collectionName(body, 'listIndexes');
    const coll = ctx.catalog.get(ctx.db, name);
    if (!coll) throw new MongoError(26, `ns does not exist: ${ctx.db}.${name}`);
    const cursor = isPlainObject(body.cursor) ? body.cursor : {};
    let specs: Doc[] = coll.indexes.map((ix) => ({ ...ix.spec }));
    // A clustered collection lists its cluster key as the _id index; a time-series one has no _id index.
    if (isPlainObject(coll.options.clusteredIndex)) specs[0] = { ...coll.options.clusteredIndex, clustered: true };
    if (coll.options.timeseries) specs = specs.slice(1);
    return ctx.cursors.first(`${ctx.db}.${name}`, specs, cursor.batchSize as number | undefined);
  },

  dropIndexes: (ctx, body) => {
    const cmd = 'dropIndexes' in body ? 'dropIndexes' : 'deleteIndexes';
    const coll = collection(ctx, body, cmd);
    if (!coll) throw new MongoError(26, `ns not found ${ctx.db}.${String(body[cmd])}`);
    const nIndexesWas = coll.indexes.length;
    const target = body.index;
    const names: string[] = [];
    if (target === '*') names.push(...coll.indexes.slice(1).map((ix) => ix.name));
    else
      for (const t of Array.isArray(target) ? target : [target]) {
        if (typeof t === 'string') {
          if (t === '_id_') throw new MongoError(72, 'cannot drop _id index');
          if (!coll.findIndex(t)) throw new MongoError(27, `index not found with name [${t}]`);
          names.push(t);
        } else if (isPlainObject(t)) {
          const ix = coll.indexes.find((i) => JSON.stringify(i.spec.key) === JSON.stringify(t));
          if (!ix) throw new MongoError(27, `can't find index with key: ${JSON.stringify(t)}`);
          if (ix.name === '_id_') throw new MongoError(72, 'cannot drop _id index');
          names.push(ix.name);
        } else throw new MongoError(14, "BSON field 'dropIndexes.index' is the wrong type");
      }
    for (const n of names) ctx.catalog.dropIndex(coll, n);
    return target === '*' ? { nIndexesWas, msg: 'non-_id indexes dropped for collection', ok: 1 } : { nIndexesWas, ok: 1 };
  },
};
indexCommands.deleteIndexes = indexCommands.dropIndexes!;
