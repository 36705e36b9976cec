import { MongoError } from '../errors.js';
import type { Collection } from './collection.js';
import { compileJsonSchema } from './jsonSchema.js';
import { compileFilter, type Matcher } from './query.js';
import { type Doc, isPlainObject } from './values.js';

const cache = new WeakMap<Collection, { validator: unknown; matches: Matcher | null }>();

/**
 * The collection's validator as a matcher, or null when nothing is checked
 * (no validator, validationLevel 'off', validationAction 'warn').
 */
function validatorOf(coll: Collection): Matcher | null {
  const { validator, validationLevel, validationAction } = coll.options;
  const hit = cache.get(coll);
  if (hit && hit.validator === validator) return validationLevel === 'off' || validationAction === 'warn' ? null : hit.matches;
  let matches: Matcher | null = null;
  if (isPlainObject(validator) && Object.keys(validator).length) matches = compileValidator(validator);
  cache.set(coll, { validator, matches });
  return validationLevel === 'off' || validationAction === 'warn' ? null : matches;
}

/**
 * Refuses a write the validator rejects with 121 DocumentValidationFailure.
 * `before` is the stored document an update replaces: at validationLevel
 * 'moderate', updates to documents that already failed are not checked.
 */
export function checkValidator(coll: Collection, doc: Doc, before?: () => Doc): void {
  const matches = validatorOf(coll);
  if (!matches || matches(doc)) return;
  if (before && coll.options.validationLevel === 'moderate' && !matches(before())) return;
  throw new MongoError(121, 'Document failed validation', {
    errInfo: { failingDocumentId: doc._id, details: { operatorName: '$and', specifiedAs: coll.options.validator } },
  });
}

export const VALIDATION_LEVELS = ['off', 'strict', 'moderate'];
export const VALIDATION_ACTIONS = ['error', 'warn'];

/** Checks validator options as create and collMod receive them. */
export function checkValidationOptions(body: Doc): void {
  if (body.validator !== undefined && !isPlainObject(body.validator))
    throw new MongoError(14, "BSON field 'validator' is the wrong type, expected type 'object'");
  if (body.validationLevel !== undefined && !VALIDATION_LEVELS.includes(String(body.validationLevel))) {
    throw new MongoError(2, `Enumeration value '${String(body.validationLevel)}' for field 'validationLevel' is not a valid value.`);
  }
  if (body.validationAction !== undefined && !VALIDATION_ACTIONS.includes(String(body.validationAction))) {
    throw new MongoError(2, `Enumeration value '${String(body.validationAction)}' for field 'validationAction' is not a valid value.`);
  }
  if (isPlainObject(body.validator)) compileValidator(body.validator);
}

/**
 * A validator is a query filter, whose top level may hold $jsonSchema
 * (JSON Schema checked by ajv, see jsonSchema.ts) beside query conditions.
 */
function compileValidator(validator: Doc): Matcher {
  const { $jsonSchema, ...rest } = validator;
  const query = compileFilter(rest);
  if ($jsonSchema === undefined) return query;
  const schema = compileJsonSchema($jsonSchema);
  return (doc) => schema(doc) && query(doc);
}
