import type { z } from 'zod';

/**
 * Reading a content schema's shape to build its form: what kind of field
 * each part is and its bounds, from zod's own definitions (the same schema
 * validates the draft here and on the server).
 */
export type FieldSchema =
  | { kind: 'object'; shape: Record<string, z.ZodType> }
  | { kind: 'array'; element: z.ZodType; min: number; max: number }
  | { kind: 'enum'; options: readonly string[] }
  | { kind: 'date' }
  | { kind: 'text'; maxLength: number | null }
  | { kind: 'optional'; inner: z.ZodType }
  | { kind: 'unknown' };

interface Def {
  type: string;
  format?: string;
  checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number } } }[];
}

export function describeSchema(schema: z.ZodType): FieldSchema {
  const s = schema as unknown as {
    def: Def;
    shape?: Record<string, z.ZodType>;
    element?: z.ZodType;
    options?: string[];
    maxLength?: number | null;
    unwrap?: () => z.ZodType;
  };
  const checks = (s.def.checks ?? []).map((c) => c._zod.def);
  switch (s.def.type) {
    case 'object':
      return { kind: 'object', shape: s.shape! };
    case 'array':
      return {
        kind: 'array',
        element: s.element!,
        min: checks.find((c) => c.check === 'min_length')?.minimum ?? 0,
        max: checks.find((c) => c.check === 'max_length')?.maximum ?? Infinity,
      };
    case 'enum':
      return { kind: 'enum', options: s.options ?? [] };
    case 'optional':
      return { kind: 'optional', inner: s.unwrap!() };
    case 'string':
      return s.def.format === 'date' ? { kind: 'date' } : { kind: 'text', maxLength: s.maxLength ?? null };
    default:
      return { kind: 'unknown' };
  }
}

/** A new, empty entry for a list: empty texts, the first choice, lists with the entries they must have. */
export function emptyValue(schema: z.ZodType): unknown {
  const d = describeSchema(schema);
  switch (d.kind) {
    case 'object':
      return Object.fromEntries(
        Object.entries(d.shape)
          .filter(([, field]) => describeSchema(field).kind !== 'optional')
          .map(([key, field]) => [key, emptyValue(field)]),
      );
    case 'array':
      return Array.from({ length: d.min }, () => emptyValue(d.element));
    case 'enum':
      return d.options[0] ?? '';
    default:
      return '';
  }
}

/** A copy of `value` with `next` at `path`; an undefined `next` removes the key (an optional field left empty). */
export function setIn(value: unknown, path: readonly (string | number)[], next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = setIn(copy[head as number], rest, next);
    return copy;
  }
  const record = { ...(value as Record<string, unknown>) };
  const child = setIn(record[head as string], rest, next);
  if (child === undefined) delete record[head as string];
  else record[head as string] = child;
  return record;
}

/** The value at `path`. */
export function getIn(value: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>((at, key) => (at == null ? undefined : (at as Record<string | number, unknown>)[key]), value);
}

/** One message per field path (`features.cards.0.title`), the first zod gives. */
export function issuesByPath(error: z.ZodError | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error?.issues ?? []) out[issue.path.map(String).join('.')] ??= issue.message;
  return out;
}
