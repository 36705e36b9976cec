import type { NotificationVariant } from '@leadnest/session';
import { theme } from '@leadnest/ui';
import styled from 'styled-components';

export interface NotificationCardProps {
  title: string;
  description?: string;
  variant: NotificationVariant;
  /** False once react-hot-toast starts hiding it. */
  visible: boolean;
  onClose: () => void;
}

const StyledCard = styled.div<{ $variant: NotificationVariant; $visible: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.md};
  width: min(24rem, calc(100vw - 2rem));
  padding: ${theme.space.md};
  border: 1px solid ${(p) => (p.$variant === 'destructive' ? theme.colors.danger : theme.colors.border)};
  border-radius: ${theme.radii.md};
  background: ${(p) => (p.$variant === 'destructive' ? theme.colors.danger : theme.colors.surface)};
  color: ${(p) => (p.$variant === 'destructive' ? '#fff' : theme.colors.text)};
  box-shadow: ${theme.shadows.popover};
  font-family: ${theme.fonts.body};
  opacity: ${(p) => (p.$visible ? 1 : 0)};
  transition: opacity 150ms ease;
`;

const StyledText = styled.div`
  flex: 1;
  min-width: 0;
`;

const StyledTitle = styled.div`
  font-weight: 600;
`;

const StyledDescription = styled.div`
  margin-top: 0.125rem;
  font-size: 0.875rem;
  opacity: 0.9;
`;

const StyledClose = styled.button`
  border: 0;
  padding: 0 0.25rem;
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  opacity: 0.7;

  &:hover,
  &:focus-visible {
    opacity: 1;
  }
`;

// Failures interrupt (alert); everything else waits its turn (status).
const ALERT = { role: 'alert', 'aria-live': 'assertive' } as const;
const STATUS = { role: 'status', 'aria-live': 'polite' } as const;

/** One notification: a title, an optional description and a close button. */
export function NotificationCard({ title, description, variant, visible, onClose }: NotificationCardProps) {
  const live = variant === 'destructive' ? ALERT : STATUS;
  return (
    <StyledCard
      $variant={variant}
      $visible={visible}
      {...live}
      aria-atomic="true"
      // While it fades out after being dismissed, it is no longer announced.
      aria-hidden={visible ? undefined : true}
      data-variant={variant}
    >
      <StyledText>
        <StyledTitle>{title}</StyledTitle>
        {description ? <StyledDescription>{description}</StyledDescription> : null}
      </StyledText>
      <StyledClose type="button" aria-label="Close notification" onClick={onClose}>
        ×
      </StyledClose>
    </StyledCard>
  );
}
