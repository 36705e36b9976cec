import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@leadnest/ui';

/**
 * Form building blocks shared by this remote's forms (sign-in screens,
 * the pricing form, onboarding). Every field has a visible label, and its
 * message (if any) is tied to the input with aria-describedby and
 * aria-invalid, so tests and screen readers find it by the field's name.
 */
export const StyledForm = styled.form`
  display: grid;
  gap: ${theme.space.md};
`;

export const StyledRow = styled.div`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;

const StyledField = styled.div`
  display: grid;
  gap: ${theme.space.xs};
`;

const StyledLabel = styled.label`
  font-weight: 600;
  font-size: 0.9rem;
  color: ${theme.colors.text};
`;

export const StyledInput = styled.input<{ $invalid?: boolean }>`
  padding: 0.5rem 0.75rem;
  font: inherit;
  border: 1px solid ${(p) => (p.$invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  &:focus-visible {
    outline: 2px solid ${theme.colors.brand};
    outline-offset: 1px;
  }
`;

export const StyledFieldError = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${theme.colors.danger};
`;

const StyledHint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${theme.colors.textMuted};
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled input with its message. */
export function TextField({ label, error, hint, ...input }: TextFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      <StyledInput id={id} aria-invalid={error ? true : undefined} aria-describedby={error || hint ? messageId : undefined} $invalid={Boolean(error)} {...input} />
      {error ? <StyledFieldError id={messageId}>{error}</StyledFieldError> : hint ? <StyledHint id={messageId}>{hint}</StyledHint> : null}
    </StyledField>
  );
}

const StyledCheckRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.sm};
  font-size: 0.9rem;
`;

export interface CheckboxFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string;
  name?: string;
}

/** A checkbox whose label may hold links (the terms checkboxes). */
export function CheckboxField({ checked, onChange, children, error, name }: CheckboxFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <StyledField>
      <StyledCheckRow>
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
        />
        <label htmlFor={id}>{children}</label>
      </StyledCheckRow>
      {error ? <StyledFieldError id={messageId}>{error}</StyledFieldError> : null}
    </StyledField>
  );
}
