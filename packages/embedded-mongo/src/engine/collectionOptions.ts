import { MongoError } from '../errors.js';
import { normalizeCollation } from './collation.js';
import { type Doc, isPlainObject } from './values.js';

/** Smallest cap a capped collection gets, whatever `size` says (as WiredTiger on mongod). */
export const MIN_CAPPED_BYTES = 4096;
const MAX_CAPPED_BYTES = 1024 ** 5;

/** Options create stores in the catalog (and listCollections shows). */
const STORED = [
  'validator',
  'validationLevel',
  'validationAction',
  'collation',
  'capped',
  'size',
  'max',
  'clusteredIndex',
  'timeseries',
  'expireAfterSeconds',
] as const;

/**
 * create's options checked and normalised as mongod 7.0 stores them:
 * capped `size` rounded up to a multiple of 256, the clustered index spec
 * completed with v/name, time-series options with their defaults.
 * Views (`viewOn`) and change-stream images stay refused (115).
 */
export function parseCreateOptions(body: Doc): Doc {
  for (const opt of ['viewOn', 'pipeline', 'changeStreamPreAndPostImages'] as const) {
    if (body[opt]) throw new MongoError(115, `create option '${opt}' is not supported by the embedded server`);
  }
  const out: Doc = {};
  for (const k of STORED) if (body[k] !== undefined) out[k] = body[k];

  if (out.capped !== undefined) {
    if (!out.capped) delete out.capped;
    else out.size = cappedSize(body.size);
  }
  if (!out.capped) {
    delete out.size;
    delete out.max;
  } else if (out.max !== undefined) {
    if (typeof out.max !== 'number' || !Number.isFinite(out.max)) throw new MongoError(14, "BSON field 'max' is the wrong type, expected a number");
    if (out.max >= 2 ** 31) throw new MongoError(2, 'max in a capped collection has to be < 2^31 or not set');
    if (out.max <= 0) delete out.max;
  }

  if (out.collation !== undefined) {
    out.collation = normalizeCollation(out.collation);
    if ((out.collation as Doc).locale === 'simple') delete out.collation;
  }
  if (out.clusteredIndex !== undefined) out.clusteredIndex = clusteredIndex(out.clusteredIndex);
  if (out.timeseries !== undefined) out.timeseries = timeseries(out.timeseries);
  if (out.clusteredIndex && out.capped) throw new MongoError(72, 'Clustered capped collections are not supported by the embedded server');
  if (out.timeseries && (out.capped || out.clusteredIndex)) throw new MongoError(72, 'Time-series collections cannot be capped or clustered');

  if (out.expireAfterSeconds !== undefined) {
    if (!out.clusteredIndex && !out.timeseries)
      throw new MongoError(72, "'expireAfterSeconds' option is only supported on clustered collections or timeseries buckets collections");
    const secs = out.expireAfterSeconds;
    if (typeof secs !== 'number' || !Number.isFinite(secs) || secs < 0)
      throw new MongoError(72, "TTL index 'expireAfterSeconds' option must be a non-negative number");
    out.expireAfterSeconds = Math.trunc(secs);
  }
  return out;
}

/** mongod rounds a capped size up to a multiple of 256 when it parses the options. */
export function cappedSize(v: unknown): number {
  if (v === undefined || v === null) throw new MongoError(72, "the 'size' field is required when 'capped' is true");
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new MongoError(14, "BSON field 'size' is the wrong type, expected a number");
  if (v < 0) throw new MongoError(2, 'size has to be >= 0');
  if (v > MAX_CAPPED_BYTES) throw new MongoError(2, 'size cannot exceed 1 PB');
  return Math.ceil(Math.trunc(v) / 256) * 256;
}

function clusteredIndex(v: unknown): Doc {
  if (v === true) return { v: 2, key: { _id: 1 }, name: '_id_', unique: true };
  if (!isPlainObject(v)) throw new MongoError(14, "BSON field 'clusteredIndex' is the wrong type, expected an object");
  if (!isPlainObject(v.key) || Object.keys(v.key).length !== 1 || Number(v.key._id) !== 1) {
    throw new MongoError(197, 'The clusteredIndex option is only supported for key: {_id: 1}');
  }
  if (v.unique !== true) throw new MongoError(5979700, 'The clusteredIndex option requires unique: true to be specified');
  return { v: 2, key: { _id: 1 }, name: typeof v.name === 'string' ? v.name : '_id_', unique: true };
}

const GRANULARITY_SPAN: Record<string, number> = { seconds: 3600, minutes: 86400, hours: 2592000 };

function timeseries(v: unknown): Doc {
  if (!isPlainObject(v)) throw new MongoError(14, "BSON field 'timeseries' is the wrong type, expected an object");
  for (const k of Object.keys(v)) {
    if (!['timeField', 'metaField', 'granularity', 'bucketMaxSpanSeconds', 'bucketRoundingSeconds'].includes(k))
      throw new MongoError(40415, `BSON field 'timeseries.${k}' is an unknown field.`);
  }
  if (v.timeField === undefined) throw new MongoError(40414, "BSON field 'timeseries.timeField' is missing but a required field");
  if (typeof v.timeField !== 'string') throw new MongoError(14, "BSON field 'timeseries.timeField' is the wrong type, expected type 'string'");
  if (v.metaField !== undefined && typeof v.metaField !== 'string')
    throw new MongoError(14, "BSON field 'timeseries.metaField' is the wrong type, expected type 'string'");
  if (v.metaField === v.timeField) throw new MongoError(2, "The 'metaField' and 'timeField' fields must be different");
  const granularity = v.granularity === undefined ? 'seconds' : String(v.granularity);
  if (!Object.hasOwn(GRANULARITY_SPAN, granularity))
    throw new MongoError(2, `Enumeration value '${granularity}' for field 'timeseries.granularity' is not a valid value.`);
  return {
    timeField: v.timeField,
    ...(v.metaField !== undefined && { metaField: v.metaField }),
    granularity,
    bucketMaxSpanSeconds: GRANULARITY_SPAN[granularity],
  };
}

/** A time-series document must carry a date in its time field (mongod: code 2). */
export function checkTimeseriesDoc(options: Doc, doc: Doc): void {
  const ts = options.timeseries as Doc | undefined;
  if (!ts) return;
  const field = String(ts.timeField);
  if (!(doc[field] instanceof Date)) throw new MongoError(2, `'${field}' must be present and contain a valid BSON UTC datetime value`);
}

/** The cap in bytes and documents of a capped collection, or null. */
export function cappedLimits(options: Doc): { bytes: number; max: number } | null {
  if (!options.capped) return null;
  return { bytes: Math.max(MIN_CAPPED_BYTES, Number(options.size)), max: typeof options.max === 'number' && options.max > 0 ? options.max : Infinity };
}
