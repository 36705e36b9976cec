import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

import { theme } from '../theme';
import { FieldContext, type FieldControlProps } from './field-context';

export interface FormFieldProps {
  /** The visible label; it names the control. */
  label: ReactNode;
  /** Help under the control; replaced by the error when there is one. */
  hint?: ReactNode;
  /** The field's message; marks the control invalid. */
  error?: ReactNode;
  /** Hides the label visually (it still names the control). */
  hideLabel?: boolean;
  /** One kit control (TextInput, TextArea, Select, DateInput, TimeSelect). */
  children: ReactNode;
}

const StyledField = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  align-content: start;
`;

const StyledLabel = styled.label<{ $hidden: boolean }>`
  font-weight: 600;
  font-size: 0.875rem;
  color: ${theme.colors.text};
  ${(p) => p.$hidden && `position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;`}
`;

/** A field's message in the danger colour. */
export const FieldError = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${theme.colors.danger};
`;

const StyledHint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${theme.colors.textMuted};
`;

/**
 * A label, a control and its hint or error. The control (any kit control)
 * reads its id, `aria-describedby` and `aria-invalid` from here, so screen
 * readers and tests find it by the label's text and hear its message.
 */
export function FormField({ label, hint, error, hideLabel = false, children }: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const control: FieldControlProps = {
    id,
    ...(error || hint ? { 'aria-describedby': messageId } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
  };
  return (
    <StyledField>
      <StyledLabel htmlFor={id} $hidden={hideLabel}>
        {label}
      </StyledLabel>
      <FieldContext.Provider value={control}>{children}</FieldContext.Provider>
      {error ? <FieldError id={messageId}>{error}</FieldError> : hint ? <StyledHint id={messageId}>{hint}</StyledHint> : null}
    </StyledField>
  );
}
