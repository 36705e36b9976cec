import { ButtonLink, theme } from '@leadnest/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

import { StyledActions, StyledCard, StyledHeading, StyledText, StyledWrap } from './notice-card';

/** The list of the Upgrade Required card, verbatim from spec part 1 §2. */
export const PREMIUM_FEATURES = [
  'AI phone receptionist',
  'Lead management dashboard',
  'Analytics and reporting',
  'Calendar integration',
  'Unlimited conversations',
] as const;

const StyledFeatures = styled.section`
  margin: 0 0 ${theme.space.lg};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.brandSoft};
  text-align: left;

  h2 {
    margin: 0 0 ${theme.space.sm};
    font-size: 1rem;
  }

  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`;

/**
 * "Access to the dashboard requires…" is the spec's text for /dashboard;
 * other pages name themselves ("Access to Lead Management requires…").
 */
export function upgradeText(pageTitle: string | undefined): string {
  const page = !pageTitle || pageTitle === 'Dashboard' ? 'the dashboard' : pageTitle;
  return `Access to ${page} requires an active subscription plan.`;
}

export interface UpgradeRequiredProps {
  /** The page's title from the route table; absent or Dashboard reads "the dashboard". */
  pageTitle?: string;
  /** The server's PLAN_FEATURE message (names the plan that includes the feature); replaces the text. */
  message?: string;
}

/**
 * Shown in place of a page that needs a plan when the user has none (or a
 * feature above their plan). An <h1> because it stands in for the page (the
 * page's own frame is not rendered). View Pricing Plans goes to /pricing,
 * whose Get Started sends a signed-in user on to /billing.
 */
export function UpgradeRequired({ pageTitle, message }: UpgradeRequiredProps) {
  return (
    <StyledWrap>
      <StyledCard data-testid="upgrade-required">
        <StyledHeading>Upgrade Required</StyledHeading>
        <StyledText>{message ?? upgradeText(pageTitle)}</StyledText>
        <StyledFeatures aria-label="Premium Features Locked">
          <h2>Premium Features Locked</h2>
          <ul>
            {PREMIUM_FEATURES.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </StyledFeatures>
        <StyledActions>
          <ButtonLink as={Link} to="/pricing">
            View Pricing Plans
          </ButtonLink>
          <ButtonLink as={Link} to="/" variant="secondary">
            Return to Home
          </ButtonLink>
        </StyledActions>
      </StyledCard>
    </StyledWrap>
  );
}
