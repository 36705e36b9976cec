import { theme } from '@leadnest/ui';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';

export interface NavItemProps {
  to: string;
  label: string;
  /** Called when the link is chosen (the drawer closes itself with it). */
  onNavigate?: () => void;
}

// NavLink sets aria-current="page" on the current route; the visible
// highlight keys off the same attribute so the two cannot disagree.
const StyledNavLink = styled(NavLink)`
  display: block;
  padding: ${theme.space.sm} 0.75rem;
  border-radius: ${theme.radii.md};
  color: ${theme.colors.textMuted};
  font-weight: 500;
  text-decoration: none;

  &:hover {
    color: ${theme.colors.text};
    background: ${theme.colors.background};
  }

  &[aria-current='page'] {
    color: ${theme.colors.brand};
    background: ${theme.colors.brandSoft};
    font-weight: 600;
  }

  &:focus-visible {
    outline: 2px solid ${theme.colors.brand};
    outline-offset: 2px;
  }
`;

/** A main navigation link; Home matches only `/` itself, the others their sub-paths too. */
export function NavItem({ to, label, onNavigate }: NavItemProps) {
  return (
    <StyledNavLink to={to} end={to === '/'} onClick={onNavigate}>
      {label}
    </StyledNavLink>
  );
}
