import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BRAND_NAME, BRAND_TAGLINE } from '@leadnest/brand';
import { ButtonLink, PageFrame } from '@leadnest/ui';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

/**
 * Home (landing): the hero with Get Started and View Pricing, both to
 * /pricing (spec part 1 §2). The chat preview, feature cards and
 * how-it-works come with the marketing issue.
 */
export function HomePage() {
  return (
    <PageFrame title={`${BRAND_NAME}: never miss another lead`} subtitle={BRAND_TAGLINE}>
      <StyledActions>
        <ButtonLink as={Link} to="/pricing">
          Get Started
        </ButtonLink>
        <ButtonLink as={Link} to="/pricing" variant="secondary">
          View Pricing
        </ButtonLink>
      </StyledActions>
    </PageFrame>
  );
}
