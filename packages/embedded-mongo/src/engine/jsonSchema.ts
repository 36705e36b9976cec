import Ajv from 'ajv-draft-04';

import { MongoError } from '../errors.js';
import { bsonTypeOf } from './typeOperator.js';
import type { Doc } from './values.js';

/**
 * $jsonSchema validators: JSON Schema draft 4 (MongoDB's dialect) through
 * ajv, plus MongoDB's `bsonType` keyword, which names BSON types as $type
 * does ('objectId', 'date', 'int', 'number' for any numeric type...).
 * Unknown keywords are refused, as mongod refuses them.
 */
const ajv = new Ajv({ strict: true, strictTypes: false, strictTuples: false, strictRequired: false, allErrors: false, validateFormats: false });
ajv.addKeyword({
  keyword: 'bsonType',
  schemaType: ['string', 'array'],
  errors: false,
  validate: (schema: string | string[], data: unknown) => {
    const types = Array.isArray(schema) ? schema : [schema];
    const t = bsonTypeOf(data);
    return types.some((w) => w === t || (w === 'number' && (t === 'int' || t === 'double' || t === 'long' || t === 'decimal')));
  },
});

const compiled = new WeakMap<Doc, (doc: Doc) => boolean>();

/** A matcher for a $jsonSchema value; 9 FailedToParse for a schema mongod would not accept either. */
export function compileJsonSchema(schema: unknown): (doc: Doc) => boolean {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) throw new MongoError(9, '$jsonSchema must be an object');
  const hit = compiled.get(schema as Doc);
  if (hit) return hit;
  let validate: (doc: unknown) => boolean;
  try {
    validate = ajv.compile(schema as object) as (doc: unknown) => boolean;
  } catch (err) {
    throw new MongoError(9, `$jsonSchema: ${(err as Error).message}`);
  }
  const fn = (doc: Doc) => validate(doc) === true;
  compiled.set(schema as Doc, fn);
  return fn;
}
