import styled, { css } from 'styled-components';

import { theme } from './theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps {
  /** Defaults to `primary`. */
  variant?: ButtonVariant;
  /** Defaults to `md`. */
  size?: ButtonSize;
}

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${theme.colors.brand};
    color: #fff;
    &:hover:not(:disabled) {
      background: ${theme.colors.brandHover};
    }
  `,
  secondary: css`
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    border-color: ${theme.colors.border};
    &:hover:not(:disabled) {
      background: ${theme.colors.background};
    }
  `,
  danger: css`
    background: ${theme.colors.danger};
    color: #fff;
    &:hover:not(:disabled) {
      background: #991b1b;
    }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.colors.text};
    &:hover:not(:disabled) {
      background: ${theme.colors.brandSoft};
      color: ${theme.colors.brand};
    }
  `,
};

const buttonStyles = css<ButtonProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  padding: ${(p) => (p.size === 'sm' ? '0.375rem 0.75rem' : '0.5rem 1.125rem')};
  font-size: ${(p) => (p.size === 'sm' ? '0.875rem' : '1rem')};
  font-weight: 600;
  line-height: 1.5;
  border: 1px solid transparent;
  border-radius: ${theme.radii.md};
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 120ms ease,
    color 120ms ease;
  ${(p) => variants[p.variant ?? 'primary']}

  &:focus-visible {
    outline: 2px solid ${theme.colors.brand};
    outline-offset: 2px;
  }

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

// `variant` and `size` style the element; they must not reach the DOM (or a
// router Link given through `as`).
const notStyleProp = (prop: string) => prop !== 'variant' && prop !== 'size';

/** A button; `type="button"` unless told otherwise, so it never submits a form by accident. */
export const Button = styled.button.withConfig({ shouldForwardProp: notStyleProp }).attrs<ButtonProps>((p) => ({ type: p.type ?? 'button' }))<ButtonProps>`
  ${buttonStyles}
`;

/**
 * A link that looks like a button. For in-app navigation render the router's
 * link through it: `<ButtonLink as={Link} to="/pricing">` (this package does
 * not depend on the router, so remotes keep their single shared copy).
 */
export const ButtonLink = styled.a.withConfig({ shouldForwardProp: notStyleProp })<ButtonProps>`
  ${buttonStyles}
`;
