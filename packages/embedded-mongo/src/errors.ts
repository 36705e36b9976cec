/**
 * Errors carry the numeric code and codeName mongod would send, so the driver
 * raises the same MongoServerError subclasses and callers can branch on codes.
 */
const CODE_NAMES: Record<number, string> = {
  1: 'InternalError',
  2: 'BadValue',
  9: 'FailedToParse',
  13: 'Unauthorized',
  14: 'TypeMismatch',
  16: 'InvalidLength',
  17: 'ProtocolError',
  18: 'AuthenticationFailed',
  20: 'IllegalOperation',
  22: 'InvalidBSON',
  26: 'NamespaceNotFound',
  27: 'IndexNotFound',
  40: 'ConflictingUpdateOperators',
  43: 'CursorNotFound',
  48: 'NamespaceExists',
  53: 'InvalidIdField',
  59: 'CommandNotFound',
  66: 'ImmutableField',
  67: 'CannotCreateIndex',
  72: 'InvalidOptions',
  73: 'InvalidNamespace',
  85: 'IndexOptionsConflict',
  86: 'IndexKeySpecsConflict',
  115: 'CommandNotSupported',
  121: 'DocumentValidationFailure',
  11000: 'DuplicateKey',
  14031: 'OutOfDiskSpace',
  10334: 'BSONObjectTooLarge',
  17419: 'Location17419',
  40573: 'Location40573',
  40324: 'Location40324',
};

export class MongoError extends Error {
  readonly code: number;
  readonly codeName: string;
  /** Extra reply fields (keyPattern/keyValue for duplicate keys). */
  readonly extra: Record<string, unknown>;

  constructor(code: number, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.code = code;
    this.codeName = CODE_NAMES[code] ?? `Location${code}`;
    this.extra = extra;
  }
}

/** Wraps anything thrown (mingo throws plain Errors) into a MongoError. */
export function toMongoError(err: unknown, fallbackCode = 2): MongoError {
  if (err instanceof MongoError) return err;
  const message = err instanceof Error ? err.message : String(err);
  if (/Unknown update operator/i.test(message)) return new MongoError(9, message);
  if (/would create a conflict/i.test(message)) return new MongoError(40, message);
  if (/immutable field '_id'/i.test(message)) return new MongoError(66, message);
  return new MongoError(fallbackCode, message);
}

export function errorReply(err: MongoError): Record<string, unknown> {
  return { ok: 0, errmsg: err.message, code: err.code, codeName: err.codeName, ...err.extra };
}
