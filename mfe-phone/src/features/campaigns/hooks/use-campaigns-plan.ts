import { lowestPlanWith, PLAN_NAMES, planIncludes, planName } from '@leadnest/plans';
import { useSession } from '@leadnest/session';

/** The cheapest plan with campaigns (bulkCalling): "Enterprise". */
export const CAMPAIGNS_PLAN_NAME = PLAN_NAMES[lowestPlanWith('bulkCalling')];

export interface CampaignsPlan {
  /** The account's plan includes campaigns, their contact lists, imports and CRMs (the API answers 403 PLAN_FEATURE otherwise). */
  included: boolean;
  /** The account's plan as shown ("Professional"); undefined without one. */
  current: string | undefined;
}

/**
 * Whether the signed-in account may build campaigns, read from the session's
 * profile (a team member's carries the owner's plan), so the screens say so
 * before the agent creates a campaign or imports a list
 * (docs/decisions/0012-plan-tiers-and-inclusions.md). The server stays the judge.
 */
export function useCampaignsPlan(): CampaignsPlan {
  const plan = useSession().user?.plan;
  return { included: planIncludes(plan, 'bulkCalling'), current: planName(plan) };
}
