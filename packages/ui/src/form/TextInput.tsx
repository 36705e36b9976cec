import type { InputHTMLAttributes, Ref } from 'react';
import styled from 'styled-components';

import { controlStyles } from './control-styles';
import { useFieldControl } from './field-context';

export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
  /** `sm` for dense rows (a read-only link). Defaults to `md`. */
  inputSize?: 'sm' | 'md';
}

const StyledInput = styled.input<{ $invalid?: boolean; $size?: 'sm' | 'md' }>`
  ${controlStyles}
`;

/** A text input; inside a FormField it takes the field's id and message. */
export function TextInput({ inputSize = 'md', ...props }: TextInputProps) {
  const field = useFieldControl();
  return <StyledInput {...field} {...props} $size={inputSize} $invalid={Boolean(field['aria-invalid'])} />;
}
