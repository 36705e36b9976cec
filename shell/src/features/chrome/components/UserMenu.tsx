import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useSession } from '@leadnest/session';
import { theme } from '@leadnest/ui';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

import { useLogoutAction } from '../hooks/useLogoutAction';
import { appLinksFor } from '../links';

export interface UserMenuProps {
  /** The signed-in user's first name; the button reads Account without one. */
  firstName?: string;
}

const StyledRoot = styled.div`
  position: relative;
`;

const StyledButton = styled(MenuButton)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  padding: ${theme.space.sm} 0.75rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-weight: 600;
  cursor: pointer;

  &[data-open],
  &:hover {
    background: ${theme.colors.background};
  }
`;

const StyledItems = styled(MenuItems)`
  position: absolute;
  right: 0;
  top: calc(100% + ${theme.space.xs});
  z-index: 60;
  min-width: 11rem;
  padding: ${theme.space.xs};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.popover};
  outline: none;
`;

const StyledItem = styled.button`
  display: block;
  width: 100%;
  padding: ${theme.space.sm} 0.75rem;
  border: 0;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.colors.text};
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &[data-focus] {
    background: ${theme.colors.brandSoft};
    color: ${theme.colors.brand};
  }

  &[data-disabled] {
    opacity: 0.6;
    cursor: progress;
  }
`;

const StyledSeparator = styled.hr`
  margin: ${theme.space.xs} 0;
  border: 0;
  border-top: 1px solid ${theme.colors.border};
`;

/** The signed-in user's menu: every app section (Dashboard first), and Log out (reading Logging out... while it runs). */
export function UserMenu({ firstName }: UserMenuProps) {
  const { logOut, isLoggingOut } = useLogoutAction();
  const { user } = useSession();

  // preventDefault keeps the menu open (Headless UI skips its own close
  // handler after a prevented event), so "Logging out..." stays visible
  // until the user menu is replaced by the signed-out buttons.
  const onLogOut = (event: MouseEvent) => {
    event.preventDefault();
    logOut();
  };

  return (
    <Menu as={StyledRoot}>
      <StyledButton data-testid="user-menu-button">
        {firstName || 'Account'}
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </StyledButton>
      <StyledItems>
        {appLinksFor(user).map((link) => (
          <MenuItem key={link.to}>
            <StyledItem as={Link} to={link.to}>
              {link.label}
            </StyledItem>
          </MenuItem>
        ))}
        <StyledSeparator />
        <MenuItem disabled={isLoggingOut}>
          <StyledItem type="button" onClick={onLogOut}>
            {isLoggingOut ? 'Logging out...' : 'Log out'}
          </StyledItem>
        </MenuItem>
      </StyledItems>
    </Menu>
  );
}
