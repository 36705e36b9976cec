import { type PlanFeature, planFeatureIncludedIn, planIncludes, planName } from '@leadnest/plans';
import { useSession } from '@leadnest/session';
import { theme } from '@leadnest/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const StyledNote = styled.p`
  margin: 0 0 ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.brandSoft};
  font-size: 0.875rem;
`;

/**
 * Whether the signed-in account's plan includes `feature`, read from the
 * session's profile (a team member's carries the owner's plan), so a card
 * can say so before the agent fills it in
 * (docs/decisions/0012-plan-tiers-and-inclusions.md). The server stays the judge.
 */
export function usePlanIncludes(feature: PlanFeature): boolean {
  return planIncludes(useSession().user?.plan, feature);
}

export interface PlanFeatureNoteProps {
  feature: PlanFeature;
  /** What the agent has meanwhile: "Your calls use the standard voice." */
  meanwhile?: string;
}

/** "Number porting is included in the Professional plan and above. Your Starter plan does not include it. See plans on the Billing page" */
export function PlanFeatureNote({ feature, meanwhile }: PlanFeatureNoteProps) {
  const current = planName(useSession().user?.plan);
  const yours = current ? `Your ${current} plan does not include it.` : 'Your account has no plan yet.';
  return (
    <StyledNote role="note" aria-label="Plan">
      {planFeatureIncludedIn(feature)} {yours}
      {meanwhile ? ` ${meanwhile}` : ''} <Link to="/billing">See plans on the Billing page</Link>
    </StyledNote>
  );
}
