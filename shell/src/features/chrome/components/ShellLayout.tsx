import type { ReactNode } from 'react';
import styled from 'styled-components';

import { Footer } from './Footer';
import { Header } from './Header';

export interface ShellLayoutProps {
  children?: ReactNode;
}

// A column that fills the viewport, so the footer sits at the bottom of short pages.
const StyledShell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const StyledMain = styled.main`
  flex: 1;
`;

/** The chrome around every page that is not a public sign-in screen: header, main, footer. */
export function ShellLayout({ children }: ShellLayoutProps) {
  return (
    <StyledShell>
      <Header />
      <StyledMain id="main-content">{children}</StyledMain>
      <Footer />
    </StyledShell>
  );
}
