import { PLAN_FEATURE_NAMES } from '@leadnest/plans';
import { ButtonLink, Card, EmptyState } from '@leadnest/ui';
import { Link } from 'react-router-dom';

import { CAMPAIGNS_PLAN_NAME, useCampaignsPlan } from '../hooks/use-campaigns-plan';

export interface CampaignsPlanNoticeProps {
  /** What the screen would let the agent build: "create a campaign", "import a contact list". */
  building: string;
}

/**
 * In place of the campaign builder and the contact lists when the plan has
 * no campaigns: which plan has them, the agent's own, and the way to
 * Billing, before any campaign is created or list imported.
 */
export function CampaignsPlanNotice({ building }: CampaignsPlanNoticeProps) {
  const { current } = useCampaignsPlan();
  const yours = current ? `Your ${current} plan does not include them.` : 'Your account has no plan yet.';
  return (
    <Card role="note" aria-label="Campaigns plan" data-testid="campaigns-plan-notice">
      <EmptyState
        title={`Campaigns are included in the ${CAMPAIGNS_PLAN_NAME} plan and above`}
        description={`${PLAN_FEATURE_NAMES.bulkCalling} call your contact lists for you. ${yours} Upgrade on the Billing page to ${building}.`}
        action={
          <ButtonLink as={Link} to="/billing">
            See plans on the Billing page
          </ButtonLink>
        }
      />
    </Card>
  );
}
