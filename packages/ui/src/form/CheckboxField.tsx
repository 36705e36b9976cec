import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

import { theme } from '../theme';
import { FieldError } from './FormField';

export interface CheckboxFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The label; may hold links (the terms checkboxes). */
  children: ReactNode;
  error?: ReactNode;
  name?: string;
  disabled?: boolean;
}

const StyledField = styled.div`
  display: grid;
  gap: ${theme.space.xs};
`;

const StyledRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.sm};
  font-size: 0.9rem;
  input {
    margin-top: 0.2rem;
    accent-color: ${theme.colors.brand};
  }
`;

/** A checkbox with its label beside it and its error under it (wired with aria-describedby). */
export function CheckboxField({ checked, onChange, children, error, name, disabled }: CheckboxFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <StyledField>
      <StyledRow>
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
        />
        <label htmlFor={id}>{children}</label>
      </StyledRow>
      {error ? <FieldError id={messageId}>{error}</FieldError> : null}
    </StyledField>
  );
}
