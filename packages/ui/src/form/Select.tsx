import type { Ref, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';

import { controlStyles } from './control-styles';
import { useFieldControl } from './field-context';

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
}

export interface SelectProps<V extends string = string> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  ref?: Ref<HTMLSelectElement>;
  options: readonly SelectOption<V>[];
  value: V;
  onChange: (value: V) => void;
}

const StyledSelect = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
  min-width: 12rem;
`;

/**
 * The browser's own select, styled: the lightest control (no script beyond
 * React), with the platform's keyboard and the phone's native picker. Use it
 * for plain text options; Listbox is for options that need more than text.
 */
export function Select<V extends string = string>({ options, value, onChange, ...props }: SelectProps<V>) {
  const field = useFieldControl();
  return (
    <StyledSelect {...field} {...props} value={value} onChange={(e) => onChange(e.target.value as V)} $invalid={Boolean(field['aria-invalid'])}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </StyledSelect>
  );
}
