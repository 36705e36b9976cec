import { ButtonLink } from '@leadnest/ui';
import { Link } from 'react-router-dom';

import { StyledActions, StyledCard, StyledHeading, StyledText, StyledWrap } from './notice-card';

/** The card's text: which page, and who gives the role. */
export const contentEditorText = (pageTitle = 'Content') =>
  `${pageTitle} is where marketing edits the public pages. Ask an admin to give you the marketing role (admins grant it in the Editors panel of this page), then reload it.`;

export interface ContentEditorRequiredProps {
  /** The page's title from the route table. */
  pageTitle?: string;
}

/**
 * Stands in for a marketing editors' page (the route table's
 * requiresContentEditor) for a signed-in user without the marketing role:
 * says who grants it, and the ways back (docs/decisions/0039-marketing-content.md).
 * The API refuses their calls too (403).
 */
export function ContentEditorRequired({ pageTitle }: ContentEditorRequiredProps) {
  return (
    <StyledWrap>
      <StyledCard data-testid="content-editor-required">
        <StyledHeading>You need the marketing role</StyledHeading>
        <StyledText>{contentEditorText(pageTitle)}</StyledText>
        <StyledActions>
          <ButtonLink as={Link} to="/dashboard">
            Go to Dashboard
          </ButtonLink>
          <ButtonLink as={Link} to="/" variant="secondary">
            Return to Home
          </ButtonLink>
        </StyledActions>
      </StyledCard>
    </StyledWrap>
  );
}
