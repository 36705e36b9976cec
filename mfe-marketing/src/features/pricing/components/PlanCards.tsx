import type { PricingContent } from '@leadnest/contracts/marketing-content';
import { formatUsd, isRegistrationPlanTier, type PlanTier, PRICING_PAGE_PLANS } from '@leadnest/plans';
import { afterSignInPath } from '@leadnest/remotes';
import { useSession } from '@leadnest/session';
import { Badge, ButtonLink, Card, theme } from '@leadnest/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const StyledGrid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
`;

const StyledCard = styled(Card)<{ $best: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  border-color: ${(p) => (p.$best ? theme.colors.brand : theme.colors.border)};
  border-width: ${(p) => (p.$best ? '2px' : '1px')};
  /* The plan names are the page's second-level headings (after its h1), sized as a card's title. */
  h2 {
    margin: 0;
    font-size: 1.17rem;
  }
  ul {
    margin: 0 0 ${theme.space.md};
    padding-left: 1.25rem;
    flex: 1;
  }
`;

const StyledPrice = styled.p`
  margin: 0;
  font-size: 2rem;
  font-weight: 700;
  s {
    font-size: 1rem;
    font-weight: 400;
    color: ${theme.colors.textMuted};
    margin-right: ${theme.space.sm};
  }
  small {
    font-size: 1rem;
    font-weight: 400;
  }
`;

/**
 * Where a card's Get Started goes: a signed-in user chooses or
 * changes the plan on /billing; a visitor registers with that plan chosen,
 * except Starter, which registration does not sell: /signup, then Billing.
 */
export function getStartedPath(tier: PlanTier, signedIn: boolean): string {
  if (signedIn) return `/billing?plan=${tier}`;
  // Starter: /signup carries Billing as the page to go on to (?next=), so the
  // form and the shell's signed-in redirect agree on where the user lands.
  return isRegistrationPlanTier(tier) ? `/register?plan=${tier}` : afterSignInPath('/signup', `/billing?plan=${tier}`);
}

/** The three plan cards of the pricing page (the `pricingPage` reading of @leadnest/plans). */
export function PlanCards({ content: C }: { content: PricingContent }) {
  const { isAuthenticated } = useSession();
  return (
    <StyledGrid aria-label="Plans">
      {PRICING_PAGE_PLANS.map((plan) => (
        <StyledCard as="li" key={plan.tier} $best={plan.bestValue} data-testid={`plan-${plan.tier}`}>
          {plan.bestValue ? <Badge tone="brand">{C.bestValue}</Badge> : null}
          <h2>{plan.name}</h2>
          <StyledPrice>
            <s aria-label={`was ${formatUsd(plan.wasUsd)}`}>{formatUsd(plan.wasUsd)}</s>
            {formatUsd(plan.priceUsd)}
            <small>{C.perMonth}</small>
          </StyledPrice>
          <ul>
            {plan.allowances.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
          <ButtonLink
            as={Link}
            to={getStartedPath(plan.tier, isAuthenticated)}
            variant={plan.bestValue ? 'primary' : 'secondary'}
            aria-label={`${C.planCta} with ${plan.name}`}
          >
            {C.planCta}
          </ButtonLink>
        </StyledCard>
      ))}
    </StyledGrid>
  );
}
