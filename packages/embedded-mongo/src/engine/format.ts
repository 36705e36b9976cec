import { ObjectId } from 'bson';

import { isPlainObject } from './values.js';

/** mongod's shell-like rendering of key values in E11000 messages. */
export function formatKeyValue(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof ObjectId) return `ObjectId('${v.toHexString()}')`;
  if (v instanceof Date) return `new Date(${v.getTime()})`;
  if (Array.isArray(v)) return `[ ${v.map(formatKeyValue).join(', ')} ]`;
  if (isPlainObject(v)) {
    const parts = Object.entries(v).map(([k, x]) => `${k}: ${formatKeyValue(x)}`);
    return parts.length ? `{ ${parts.join(', ')} }` : '{}';
  }
  return String(v);
}
