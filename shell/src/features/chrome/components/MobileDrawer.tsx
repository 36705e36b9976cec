import { Dialog, DialogPanel } from '@headlessui/react';
import { BRAND_NAME } from '@leadnest/brand';
import { useSession } from '@leadnest/session';
import { ButtonLink, theme } from '@leadnest/ui';
import { Link } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';

import { appLinksFor, NAV_LINKS } from '../links';
import { NavItem } from './NavItem';

export interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
}

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`;

// The dialog root covers the screen above the sticky header, so the drawer
// (and the dialog itself, for assistive tech and tests) has a real box.
const StyledDialog = styled(Dialog)`
  position: fixed;
  inset: 0;
  z-index: 50;
`;

const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(15, 23, 42, 0.4);
`;

// A CSS keyframe rather than Headless UI's `transition` prop: the drawer only
// needs to slide in, and keyframes need no transition bookkeeping in tests.
const StyledPanel = styled(DialogPanel)`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  width: min(20rem, 85vw);
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  padding: ${theme.space.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.popover};
  overflow-y: auto;
  animation: ${slideIn} 200ms ease-out;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const StyledTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  font-weight: 700;
`;

const StyledClose = styled.button`
  border: 0;
  background: transparent;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  color: ${theme.colors.textMuted};
`;

const StyledLinks = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
`;

const StyledAuth = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
`;

/**
 * The small-screen menu: a right-side drawer with the four main links, Sign
 * In and Get Started. As the spec says, Sign In and Get Started show whatever
 * the login state, and Get Started goes to /pricing here (to /signup in the
 * top bar). Choosing any link closes it.
 */
export function MobileDrawer({ open, onClose }: MobileDrawerProps) {
  const { user } = useSession();
  return (
    <StyledDialog open={open} onClose={onClose} aria-label="Navigation menu" data-testid="mobile-drawer">
      <StyledBackdrop aria-hidden="true" />
      <StyledPanel>
        <StyledTop>
          <span>{BRAND_NAME}</span>
          <StyledClose type="button" aria-label="Close menu" onClick={onClose}>
            ×
          </StyledClose>
        </StyledTop>
        <StyledLinks aria-label="Mobile">
          {NAV_LINKS.map((link) => (
            <NavItem key={link.to} to={link.to} label={link.label} onNavigate={onClose} />
          ))}
        </StyledLinks>
        {user ? (
          // Every app section for a signed-in user, as in the user menu;
          // Dashboard is already among the main links above.
          <StyledLinks aria-label="App sections" data-testid="drawer-app-links">
            {appLinksFor(user)
              .filter((link) => link.to !== '/dashboard')
              .map((link) => (
                <NavItem key={link.to} to={link.to} label={link.label} onNavigate={onClose} />
              ))}
          </StyledLinks>
        ) : null}
        <StyledAuth>
          <ButtonLink as={Link} to="/login" variant="secondary" onClick={onClose}>
            Sign In
          </ButtonLink>
          <ButtonLink as={Link} to="/pricing" onClick={onClose}>
            Get Started
          </ButtonLink>
        </StyledAuth>
      </StyledPanel>
    </StyledDialog>
  );
}
