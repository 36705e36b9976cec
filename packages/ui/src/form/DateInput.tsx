import type { InputHTMLAttributes, Ref } from 'react';
import styled from 'styled-components';

import { controlStyles } from './control-styles';
import { useFieldControl } from './field-context';

export interface DateInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'value'> {
  ref?: Ref<HTMLInputElement>;
  /** `YYYY-MM-DD`, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** Earliest selectable day, `YYYY-MM-DD`. */
  min?: string;
  max?: string;
}

const StyledDate = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;

/** A day picker: the browser's date input (keyboard and native calendar), value as `YYYY-MM-DD`. */
export function DateInput({ value, onChange, ...props }: DateInputProps) {
  const field = useFieldControl();
  return <StyledDate {...field} {...props} type="date" value={value} onChange={(e) => onChange(e.target.value)} $invalid={Boolean(field['aria-invalid'])} />;
}
