import { Description, Dialog as HeadlessDialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

import { theme } from '../theme';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, a click outside, or by the dialog's own buttons. */
  onClose: () => void;
  /** Names the dialog (its heading). */
  title: ReactNode;
  description?: ReactNode;
  /** Defaults to `md` (32rem). */
  size?: 'sm' | 'md' | 'lg';
  children?: ReactNode;
}

const WIDTHS = { sm: '24rem', md: '32rem', lg: '44rem' } as const;

const StyledBackdrop = styled(DialogBackdrop)`
  position: fixed;
  inset: 0;
  background: rgba(15, 23, 42, 0.45);
`;

// The dialog element itself covers the viewport (not a zero-size wrapper of
// fixed children), so it is the visible box that tools and tests see.
const StyledRoot = styled(HeadlessDialog)`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${theme.space.md};
  overflow-y: auto;
`;

const StyledPanel = styled(DialogPanel)<{ $width: string }>`
  position: relative;
  width: min(${(p) => p.$width}, 100%);
  max-height: calc(100dvh - 2rem);
  overflow-y: auto;
  padding: ${theme.space.lg};
  background: ${theme.colors.surface};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.popover};
`;

/** Title and description, set apart from the dialog's content (which starts with a field or a paragraph). */
const StyledHeader = styled.header`
  margin-bottom: ${theme.space.md};
`;

const StyledTitle = styled(DialogTitle)`
  margin: 0;
  font-size: 1.125rem;
  line-height: 1.3;
`;

const StyledDescription = styled(Description)`
  margin: ${theme.space.sm} 0 0;
  color: ${theme.colors.textMuted};
`;

/** The row of buttons at the foot of a dialog, primary last. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.lg};
`;

/**
 * A modal dialog (Headless UI): focus moves in (to the element marked
 * `data-autofocus`, else the first focusable one) and is trapped there,
 * Escape and a click outside call onClose, the page behind is inert and
 * does not scroll, and focus returns to what opened it. Named by its title.
 */
export function Dialog({ open, onClose, title, description, size = 'md', children }: DialogProps) {
  return (
    <StyledRoot open={open} onClose={onClose}>
      <StyledBackdrop />
      <StyledPanel $width={WIDTHS[size]}>
        <StyledHeader>
          <StyledTitle>{title}</StyledTitle>
          {description ? <StyledDescription>{description}</StyledDescription> : null}
        </StyledHeader>
        {children}
      </StyledPanel>
    </StyledRoot>
  );
}
