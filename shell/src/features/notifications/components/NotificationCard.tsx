import type { NotificationAction, NotificationVariant } from '@leadnest/session';
import { theme } from '@leadnest/ui';
import { Link, useInRouterContext } from 'react-router-dom';
import styled, { css } from 'styled-components';

import { SWIPE_DISMISS_PX, useSwipeToDismiss } from '../hooks/useSwipeToDismiss';

export interface NotificationCardProps {
  title: string;
  description?: string;
  variant: NotificationVariant;
  /** A link to act on it; following it closes the notification. */
  action?: NotificationAction;
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
  transition:
    opacity 150ms ease,
    transform 150ms ease;
  /* A sideways drag is the card's (swipe to dismiss); a vertical one still scrolls the page. */
  touch-action: pan-y;
  user-select: none;
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

const actionStyle = css`
  display: inline-block;
  margin-top: ${theme.space.sm};
  color: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  text-decoration: underline;
`;

const StyledActionLink = styled(Link)`
  ${actionStyle}
`;

const StyledActionAnchor = styled.a`
  ${actionStyle}
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

/**
 * The action's link. The shell mounts the notification area inside its
 * router, so the link navigates without reloading the page (the remote of
 * the path loads as from the menu); outside a router (a test of the area
 * alone) it is a plain link.
 */
function ActionLink({ action, onFollow }: { action: NotificationAction; onFollow: () => void }) {
  const inRouter = useInRouterContext();
  if (inRouter)
    return (
      <StyledActionLink to={action.href} onClick={onFollow}>
        {action.label}
      </StyledActionLink>
    );
  return <StyledActionAnchor href={action.href}>{action.label}</StyledActionAnchor>;
}

/** One notification: a title, an optional description and action, and a close button; a sideways swipe of 50 px closes it too. */
export function NotificationCard({ title, description, variant, action, visible, onClose }: NotificationCardProps) {
  const live = variant === 'destructive' ? ALERT : STATUS;
  const swipe = useSwipeToDismiss(onClose);
  // It follows the finger, fading as it nears the distance that closes it.
  const dragStyle =
    swipe.offset === 0
      ? undefined
      : { transform: `translateX(${swipe.offset}px)`, opacity: Math.max(0.4, 1 - Math.abs(swipe.offset) / (SWIPE_DISMISS_PX * 2)), transition: 'none' };
  return (
    <StyledCard
      $variant={variant}
      $visible={visible}
      style={dragStyle}
      {...swipe.handlers}
      {...live}
      aria-atomic="true"
      // While it fades out after being dismissed, it is no longer announced.
      aria-hidden={visible ? undefined : true}
      data-variant={variant}
    >
      <StyledText>
        <StyledTitle>{title}</StyledTitle>
        {description ? <StyledDescription>{description}</StyledDescription> : null}
        {action ? <ActionLink action={action} onFollow={onClose} /> : null}
      </StyledText>
      <StyledClose type="button" aria-label="Close notification" onClick={onClose}>
        ×
      </StyledClose>
    </StyledCard>
  );
}
