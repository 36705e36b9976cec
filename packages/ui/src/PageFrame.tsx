import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

import { usePageTitle } from './PageTitle';
import { theme } from './theme';

export interface PageFrameProps {
  /**
   * Rendered as the page's one `<h1>`. Pages leave it out: the title then
   * comes from the route table through the remote's page switch. A frame
   * that is not a routed page (the shell's 404) passes one, and so does a
   * page whose heading is content rather than its title (the home page's
   * hero heading; the document's <title> stays the route table's).
   */
  title?: string;
  subtitle?: string;
  /** Buttons or links shown beside the title. */
  actions?: ReactNode;
  children?: ReactNode;
}

// A <section>, not a <main>: inside the shell the page already sits in the
// shell's <main>, and a document should have one visible main landmark.
const StyledPage = styled.section`
  max-width: ${theme.contentWidth};
  margin: 0 auto;
  padding: ${theme.space.xl} ${theme.space.md};
`;

const StyledHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.lg};
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-size: clamp(1.5rem, 1.2rem + 1.2vw, 2.25rem);
  line-height: 1.2;
  color: ${theme.colors.text};
`;

const StyledSubtitle = styled.p`
  margin: ${theme.space.sm} 0 0;
  color: ${theme.colors.textMuted};
  max-width: 48rem;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

/** The frame every page renders: a titled section with optional subtitle and actions. */
export function PageFrame({ title: ownTitle, subtitle, actions, children }: PageFrameProps) {
  const titleId = useId();
  const routeTitle = usePageTitle();
  const title = ownTitle ?? routeTitle;
  return (
    <StyledPage aria-labelledby={titleId}>
      <StyledHead>
        <div>
          <StyledTitle id={titleId}>{title}</StyledTitle>
          {subtitle ? <StyledSubtitle>{subtitle}</StyledSubtitle> : null}
        </div>
        {actions ? <StyledActions>{actions}</StyledActions> : null}
      </StyledHead>
      {children}
    </StyledPage>
  );
}
