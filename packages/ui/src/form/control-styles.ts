import { css } from 'styled-components';

import { theme } from '../theme';

/** The look every text-like control shares (input, textarea, select, date). */
export const controlStyles = css<{ $invalid?: boolean; $size?: 'sm' | 'md' }>`
  width: 100%;
  box-sizing: border-box;
  padding: ${(p) => (p.$size === 'sm' ? '0.25rem 0.5rem' : '0.5rem 0.75rem')};
  font: inherit;
  font-size: ${(p) => (p.$size === 'sm' ? '0.8rem' : 'inherit')};
  font-weight: 400;
  color: ${theme.colors.text};
  background: ${theme.colors.surface};
  border: 1px solid ${(p) => (p.$invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${theme.radii.md};

  &:focus-visible {
    outline: 2px solid ${theme.colors.brand};
    outline-offset: 1px;
  }

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
