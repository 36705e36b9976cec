/**
 * Index bounds as explain prints them (`[5, 5]`, `("a", MaxKey]`). Only
 * for reading: nothing parses these strings back.
 */
export function formatBound(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : v > 0 ? 'inf.0' : '-inf.0';
  if (v instanceof Date) return `new Date(${v.getTime()})`;
  if (v === null) return 'null';
  if (typeof v === 'object' && (v as { _bsontype?: string })._bsontype === 'ObjectId') return `ObjectId('${String(v)}')`;
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
}

export function pointBound(v: unknown): string {
  const s = formatBound(v);
  return `[${s}, ${s}]`;
}
