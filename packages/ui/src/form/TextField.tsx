import type { ReactNode } from 'react';

import { FormField } from './FormField';
import { TextInput, type TextInputProps } from './TextInput';

export interface TextFieldProps extends Omit<TextInputProps, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/** The common case in one tag: a FormField around a TextInput. */
export function TextField({ label, hint, error, ...input }: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      <TextInput {...input} />
    </FormField>
  );
}
