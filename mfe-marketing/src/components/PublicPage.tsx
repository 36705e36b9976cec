import { BRAND_NAME } from '@leadnest/brand';
import { Card, PageFrame, theme } from '@leadnest/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const StyledMain = styled.main`
  min-height: 100vh;
  background: ${theme.colors.background};
`;

const StyledTop = styled.div`
  max-width: 32rem;
  margin: 0 auto;
  padding: ${theme.space.lg} ${theme.space.md} 0;
  a {
    color: ${theme.colors.brand};
    font-weight: 600;
    text-decoration: none;
  }
`;

const StyledNarrow = styled.div`
  max-width: 36rem;
  margin: 0 auto;
`;

export interface PublicPageProps {
  subtitle?: string;
  children: ReactNode;
}

/**
 * The frame of the public sign-in screens (/login, /signup, /register,
 * /admin-login; the title is the route table's): the shell renders them without its header, footer and
 * <main>, so this page brings its own main landmark and a way back home.
 */
export function PublicPage({ subtitle, children }: PublicPageProps) {
  return (
    <StyledMain>
      <StyledTop>
        <Link to="/">← Back to {BRAND_NAME} home</Link>
      </StyledTop>
      <StyledNarrow>
        <PageFrame subtitle={subtitle}>
          <Card>{children}</Card>
        </PageFrame>
      </StyledNarrow>
    </StyledMain>
  );
}
