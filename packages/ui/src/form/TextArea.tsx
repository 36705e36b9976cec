import type { Ref, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';

import { controlStyles } from './control-styles';
import { useFieldControl } from './field-context';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
  /** `code` for a read-only snippet (monospace, no resize). */
  variant?: 'text' | 'code';
}

const StyledTextArea = styled.textarea<{ $invalid?: boolean; $code: boolean }>`
  ${controlStyles}
  min-height: 5rem;
  resize: vertical;
  ${(p) => p.$code && `font: 0.8rem/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; resize: none; background: #f9fafb;`}
`;

/** A multi-line text input; inside a FormField it takes the field's id and message. */
export function TextArea({ variant = 'text', ...props }: TextAreaProps) {
  const field = useFieldControl();
  return <StyledTextArea {...field} {...props} $code={variant === 'code'} $invalid={Boolean(field['aria-invalid'])} />;
}
