import type { PricingContent } from '@leadnest/contracts/marketing-content';
import { PRICING_PAGE_BANNER, PRICING_PAGE_BILLING_NOTE } from '@leadnest/plans';
import { PageFrame, theme } from '@leadnest/ui';
import styled from 'styled-components';

import { PlanCards } from './PlanCards';
import { PricingSignupForm } from './PricingSignupForm';

const StyledBanner = styled.p`
  margin: 0 0 ${theme.space.lg};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.dangerSoft};
  color: ${theme.colors.danger};
  font-weight: 700;
  text-align: center;
`;

const StyledStack = styled.div`
  display: grid;
  gap: ${theme.space.xl};
`;

export interface PricingPageViewProps {
  content: PricingContent;
}

/** Pricing (/pricing): banner, three plan cards, the sign-up form; billed monthly, cancel anytime. Texts from its content, prices from @leadnest/plans. */
export function PricingPageView({ content: C }: PricingPageViewProps) {
  return (
    <PageFrame subtitle={PRICING_PAGE_BILLING_NOTE}>
      <StyledBanner role="note">
        {C.bannerNote}: <strong>{PRICING_PAGE_BANNER}</strong>
      </StyledBanner>
      <StyledStack>
        <p>{C.subtitle}</p>
        <PlanCards content={C} />
        <PricingSignupForm content={C} />
      </StyledStack>
    </PageFrame>
  );
}
