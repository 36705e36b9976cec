import { BRAND_NAME } from '@leadnest/brand';
import { useSession } from '@leadnest/session';
import { belowMd, ButtonLink, fromMd, theme } from '@leadnest/ui';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

import { FollowUpsBadge } from '../../follow-ups';
import { NAV_LINKS } from '../links';
import { BrandMark } from './BrandMark';
import { NavItem } from './NavItem';

// Headless UI (menu and dialog) is a third of the shell's JavaScript; load it
// only when a signed-in user's menu or the drawer is actually shown.
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));
const MobileDrawer = lazy(() => import('./MobileDrawer').then((m) => ({ default: m.MobileDrawer })));

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: rgba(255, 255, 255, 0.95);
  border-bottom: 1px solid ${theme.colors.border};
  backdrop-filter: blur(6px);
`;

const StyledBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.lg};
  max-width: ${theme.contentWidth};
  height: 4rem;
  margin: 0 auto;
  padding: 0 ${theme.space.md};
`;

const StyledBrand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  color: ${theme.colors.text};
  font-size: 1.25rem;
  font-weight: 700;
  text-decoration: none;
`;

const StyledNav = styled.nav`
  display: flex;
  gap: ${theme.space.xs};
  margin-right: auto;

  ${belowMd} {
    display: none;
  }
`;

const StyledActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  margin-left: auto;
`;

// On phones the drawer carries Sign In and Get Started, so the bar drops them.
const StyledSignedOut = styled.div`
  display: flex;
  gap: ${theme.space.sm};

  ${belowMd} {
    display: none;
  }
`;

const StyledMenuToggle = styled.button`
  display: inline-flex;
  padding: ${theme.space.sm};
  border: 0;
  border-radius: ${theme.radii.md};
  background: transparent;
  color: ${theme.colors.text};
  cursor: pointer;

  ${fromMd} {
    display: none;
  }
`;

/**
 * The sticky top bar (spec part 1 §2): brand, the four main links with the
 * current one highlighted, Sign In / Get Started or the user menu, and on
 * small screens a button that opens the drawer. The user menu stays on small
 * screens too: the drawer has no Log out, and a phone user must be able to
 * sign out.
 */
export function Header() {
  const { user, isLoading } = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <StyledHeader data-testid="shell-header">
      <StyledBar>
        <StyledBrand to="/" aria-label={`${BRAND_NAME} home`}>
          <BrandMark />
          {BRAND_NAME}
        </StyledBrand>
        <StyledNav aria-label="Main" data-testid="shell-nav">
          {NAV_LINKS.map((link) => (
            <NavItem key={link.to} to={link.to} label={link.label} />
          ))}
        </StyledNav>
        <StyledActions>
          {/* Nothing while the session loads, so a signed-in user never sees Sign In flash. */}
          {user ? <FollowUpsBadge /> : null}
          {isLoading ? null : user ? (
            <Suspense fallback={null}>
              <UserMenu firstName={user.firstName} />
            </Suspense>
          ) : (
            <StyledSignedOut>
              <ButtonLink as={Link} to="/login" variant="ghost">
                Sign In
              </ButtonLink>
              <ButtonLink as={Link} to="/signup">
                Get Started
              </ButtonLink>
            </StyledSignedOut>
          )}
          <StyledMenuToggle type="button" aria-label="Open menu" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </StyledMenuToggle>
        </StyledActions>
      </StyledBar>
      {drawerOpen && (
        <Suspense fallback={null}>
          <MobileDrawer open onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </StyledHeader>
  );
}
