import { isTeamMember, useSession } from '@leadnest/session';
import { ButtonLink } from '@leadnest/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { StyledActions, StyledCard, StyledHeading, StyledText, StyledWrap } from './notice-card';

/** The card's text: which page, and who changes it. */
export const ownerManagedText = (pageTitle: string) =>
  `${pageTitle} is set up by your team’s owner for the whole team. Ask them if something here needs to change.`;

export interface OwnerManagedProps {
  pageTitle: string;
  children?: ReactNode;
}

/**
 * The account's settings (the route table's ownerManaged pages) for a team
 * member who is not its owner: a card saying who manages them, with the way
 * back to their work, instead of a page of someone else's account
 * (docs/decisions/0034-teams.md). The API refuses the same calls (403
 * TEAM_OWNER_ONLY), so this is the page's face of that rule. Everyone else
 * gets the page.
 */
export function OwnerManaged({ pageTitle, children }: OwnerManagedProps) {
  const { user } = useSession();
  if (!isTeamMember(user)) return <>{children}</>;
  return (
    <StyledWrap>
      <StyledCard data-testid="owner-managed">
        <StyledHeading>Managed by your team’s owner</StyledHeading>
        <StyledText>{ownerManagedText(pageTitle)}</StyledText>
        <StyledActions>
          <ButtonLink as={Link} to="/leads">
            Go to Leads
          </ButtonLink>
          <ButtonLink as={Link} to="/team" variant="secondary">
            See your team
          </ButtonLink>
        </StyledActions>
      </StyledCard>
    </StyledWrap>
  );
}
