/** A plain document (not a bson class instance); its own file so bsonOrder.ts and values.ts need not import each other. */
export type Doc = Record<string, unknown>;

export function isPlainObject(v: unknown): v is Doc {
  if (v === null || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}
