import { Button, DateInput, FieldError, FormField, Select, TextArea, TextInput, theme } from '@leadnest/ui';
import styled from 'styled-components';
import type { z } from 'zod';

import { fieldLabel, FROM_OPTIONS, itemName } from './labels';
import { describeSchema, emptyValue } from './schema-walk';

export type FieldPath = readonly (string | number)[];

export interface SchemaFieldProps {
  schema: z.ZodType;
  value: unknown;
  path: FieldPath;
  /** Messages by dotted path (`features.cards.0.title`), from the same schema. */
  errors: Readonly<Record<string, string>>;
  onChange: (path: FieldPath, next: unknown) => void;
  /** The label instead of the path's own (a list's entry: "Paragraph 2"). */
  label?: string;
}

/** Texts longer than this get a text area. */
const LONG_TEXT = 120;

const StyledFieldset = styled.fieldset`
  display: grid;
  gap: ${theme.space.md};
  margin: 0;
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  min-width: 0;
  /* Lists sit in groups three deep: on a phone the frames keep their width for the fields. */
  @media (max-width: 600px) {
    padding: ${theme.space.sm};
  }
  legend {
    padding: 0 ${theme.space.xs};
    font-weight: 700;
  }
`;

const StyledItem = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.md} ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
`;

const StyledItemHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.xs};
  strong {
    font-size: 0.9rem;
  }
  div {
    display: flex;
    gap: ${theme.space.xs};
  }
`;

const dotted = (path: FieldPath) => path.map(String).join('.');
const capital = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/** Moves the entry at `from` to `to` in a copy of `list`. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [entry] = copy.splice(from, 1);
  copy.splice(to, 0, entry as T);
  return copy;
}

function ArrayField({ schema, value, path, errors, onChange }: SchemaFieldProps) {
  const d = describeSchema(schema);
  if (d.kind !== 'array') return null;
  const list = Array.isArray(value) ? value : [];
  const name = itemName(path);
  const elementIsText = describeSchema(d.element).kind === 'text';
  const set = (next: unknown[]) => onChange(path, next);
  return (
    <StyledFieldset>
      <legend>{fieldLabel(path)}</legend>
      {list.map((entry, i) => {
        const label = `${capital(name)} ${i + 1}`;
        return (
          <StyledItem key={i} data-testid={`item-${dotted([...path, i])}`}>
            <StyledItemHead>
              <strong>{label}</strong>
              <div>
                <Button size="sm" variant="secondary" disabled={i === 0} aria-label={`Move ${name} ${i + 1} up`} onClick={() => set(moved(list, i, i - 1))}>
                  ↑ Up
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={i === list.length - 1}
                  aria-label={`Move ${name} ${i + 1} down`}
                  onClick={() => set(moved(list, i, i + 1))}
                >
                  ↓ Down
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={list.length <= d.min}
                  aria-label={`Remove ${name} ${i + 1}`}
                  onClick={() => set(list.filter((_, j) => j !== i))}
                >
                  Remove
                </Button>
              </div>
            </StyledItemHead>
            <SchemaField schema={d.element} value={entry} path={[...path, i]} errors={errors} onChange={onChange} label={elementIsText ? label : undefined} />
          </StyledItem>
        );
      })}
      {errors[dotted(path)] ? <FieldError role="alert">{errors[dotted(path)]}</FieldError> : null}
      <div>
        <Button size="sm" variant="secondary" disabled={list.length >= d.max} onClick={() => set([...list, emptyValue(d.element)])}>
          Add {name}
        </Button>
      </div>
    </StyledFieldset>
  );
}

/**
 * One part of a content document as form fields, from its schema: a group
 * of fields for an object, an editable list (add, remove, move up and down)
 * for an array, a text input or a text area by its length, a date input, a
 * select for a choice. Each field shows its message from the same schema.
 */
export function SchemaField(props: SchemaFieldProps) {
  const { schema, value, path, errors, onChange, label } = props;
  const d = describeSchema(schema);
  const error = errors[dotted(path)];
  switch (d.kind) {
    case 'object': {
      const fields = Object.entries(d.shape).map(([key, field]) => (
        <SchemaField
          key={key}
          schema={field}
          value={(value as Record<string, unknown> | undefined)?.[key]}
          path={[...path, key]}
          errors={errors}
          onChange={onChange}
        />
      ));
      // The document itself and a list's entries need no frame of their own.
      if (path.length === 0 || typeof path[path.length - 1] === 'number') return <>{fields}</>;
      return (
        <StyledFieldset>
          <legend>{fieldLabel(path)}</legend>
          {fields}
        </StyledFieldset>
      );
    }
    case 'array':
      return <ArrayField {...props} />;
    case 'optional':
      return (
        <SchemaField
          {...props}
          schema={d.inner}
          value={value ?? ''}
          onChange={(at, next) => onChange(at, at.length === path.length && next === '' ? undefined : next)}
        />
      );
    case 'enum':
      return (
        <FormField label={label ?? fieldLabel(path)} error={error}>
          <Select
            value={String(value ?? '')}
            options={d.options.map((o) => FROM_OPTIONS.find((f) => f.value === o) ?? { value: o, label: o })}
            onChange={(next) => onChange(path, next)}
          />
        </FormField>
      );
    case 'date':
      return (
        <FormField label={label ?? fieldLabel(path)} error={error}>
          <DateInput value={String(value ?? '')} onChange={(next) => onChange(path, next)} />
        </FormField>
      );
    case 'text': {
      const text = String(value ?? '');
      // An address (no length limit of its own) is one line too.
      const long = d.maxLength !== null && d.maxLength > LONG_TEXT;
      return (
        <FormField label={label ?? fieldLabel(path)} error={error}>
          {long ? (
            <TextArea value={text} rows={Math.min(8, Math.max(2, Math.ceil(text.length / 70)))} onChange={(e) => onChange(path, e.target.value)} />
          ) : (
            <TextInput value={text} onChange={(e) => onChange(path, e.target.value)} />
          )}
        </FormField>
      );
    }
    default:
      return null;
  }
}
