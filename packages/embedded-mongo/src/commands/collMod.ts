import { cappedSize } from '../engine/collectionOptions.js';
import { sameKey } from '../engine/index/indexSpec.js';
import { checkValidationOptions } from '../engine/validation.js';
import { type Doc, isPlainObject } from '../engine/values.js';
import { MongoError } from '../errors.js';
import { collectionName, type Handler } from './context.js';

/** Fields collMod accepts besides the command itself (and the generic ones the driver adds). */
const KNOWN = new Set([
  'cappedSize',
  'cappedMax',
  'validator',
  'validationLevel',
  'validationAction',
  'index',
  'expireAfterSeconds',
  'comment',
  'writeConcern',
  'lsid',
  '$db',
  '$readPreference',
  '$clusterTime',
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
]);

/**
 * collMod: validator options, and an index's TTL (expireAfterSeconds) or
 * hidden flag. Changes are journaled, so they survive a restart.
 */
export const collModCommands: Record<string, Handler> = {
  collMod: (ctx, body) => {
    const name = collectionName(body, 'collMod');
    for (const k of Object.keys(body).slice(1)) {
      if (!KNOWN.has(k)) throw new MongoError(40415, `BSON field 'collMod.${k}' is an unknown field.`);
    }
    const coll = ctx.catalog.get(ctx.db, name);
    if (!coll) throw new MongoError(26, 'ns does not exist');
    checkValidationOptions(body);
    const reply: Doc = {};

    if (body.index !== undefined) {
      const ix = body.index;
      if (!isPlainObject(ix)) throw new MongoError(14, "BSON field 'collMod.index' is the wrong type, expected type 'object'");
      const target = isPlainObject(ix.keyPattern)
        ? coll.indexes.find((i) => sameKey(i.spec.key, ix.keyPattern as Doc))
        : typeof ix.name === 'string'
          ? coll.findIndex(ix.name)
          : undefined;
      if (!isPlainObject(ix.keyPattern) && typeof ix.name !== 'string') throw new MongoError(2, 'must specify either index name or key pattern');
      if (!target)
        throw new MongoError(27, `cannot find index ${isPlainObject(ix.keyPattern) ? JSON.stringify(ix.keyPattern) : String(ix.name)} for ns ${coll.ns}`);
      if (ix.expireAfterSeconds === undefined && ix.hidden === undefined) throw new MongoError(72, 'no expireAfterSeconds or hidden field');
      const spec = { ...target.spec };
      if (ix.expireAfterSeconds !== undefined) {
        const secs = ix.expireAfterSeconds;
        if (typeof secs !== 'number' || !Number.isFinite(secs) || secs < 0)
          throw new MongoError(2, "TTL index 'expireAfterSeconds' option must be a non-negative number");
        if (target.name === '_id_') throw new MongoError(72, 'TTL indexes are not supported for _id field');
        if (target.fields.length !== 1) throw new MongoError(72, 'TTL indexes are single-field indexes, compound indexes do not support TTL');
        if (spec.expireAfterSeconds !== undefined) reply.expireAfterSeconds_old = spec.expireAfterSeconds;
        reply.expireAfterSeconds_new = secs;
        spec.expireAfterSeconds = secs;
      }
      if (ix.hidden !== undefined) {
        if (target.name === '_id_') throw new MongoError(2, "can't hide _id index");
        reply.hidden_old = !!spec.hidden;
        reply.hidden_new = !!ix.hidden;
        if (ix.hidden) spec.hidden = true;
        else delete spec.hidden;
      }
      ctx.catalog.setIndexSpec(coll, spec);
    }

    const changes: Doc = {};
    for (const k of ['validator', 'validationLevel', 'validationAction'] as const) if (body[k] !== undefined) changes[k] = body[k];
    if (body.cappedSize !== undefined || body.cappedMax !== undefined) {
      if (!coll.options.capped) throw new MongoError(72, `collection ${coll.ns} is not capped`);
      if (body.cappedSize !== undefined) {
        if (typeof body.cappedSize !== 'number' || body.cappedSize <= 0) throw new MongoError(2, 'cappedSize must be greater than 0');
        changes.size = cappedSize(body.cappedSize);
      }
      if (body.cappedMax !== undefined) {
        if (typeof body.cappedMax !== 'number' || body.cappedMax >= 2 ** 31) throw new MongoError(2, 'cappedMax must be less than 2^31');
        changes.max = body.cappedMax;
      }
    }
    if (body.expireAfterSeconds !== undefined) {
      if (!coll.options.clusteredIndex && !coll.options.timeseries)
        throw new MongoError(72, "'expireAfterSeconds' option is only supported on clustered collections or timeseries buckets collections");
      const secs = body.expireAfterSeconds;
      if (secs === 'off') changes.expireAfterSeconds = undefined;
      else if (typeof secs !== 'number' || secs < 0) throw new MongoError(2, "'expireAfterSeconds' must be a non-negative number or 'off'");
      else changes.expireAfterSeconds = Math.trunc(secs);
    }
    if (Object.keys(changes).length) {
      const options: Doc = { ...coll.options, ...changes };
      for (const k of Object.keys(options)) if (options[k] === undefined) delete options[k];
      ctx.catalog.setOptions(coll, options);
    }
    return { ...reply, ok: 1 };
  },
};
