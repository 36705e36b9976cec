import type { CallListDto } from '@leadnest/contracts';
import { serverMessage } from '@leadnest/session';
import { Button, EmptyState, Spinner, theme, Toolbar } from '@leadnest/ui';
import { useState } from 'react';

import { useCallLists } from '../api/call-lists';
import { useCampaignsPlan } from '../hooks/use-campaigns-plan';
import { CampaignCard } from './CampaignCard';
import { CampaignFormDialog } from './CampaignFormDialog';
import { CampaignSettingsCard } from './CampaignSettingsCard';
import { CampaignsPlanNotice } from './CampaignsPlanNotice';

const RANK = { high: 0, normal: 1, low: 2 } as const;
/** High priority first; within a priority, newest first (the API's order). */
export const byPriority = (lists: CallListDto[]) =>
  lists
    .map((l, i) => ({ l, i }))
    .sort((a, b) => RANK[a.l.priority] - RANK[b.l.priority] || a.i - b.i)
    .map(({ l }) => l);

export interface CampaignsScreenProps {
  /** The dashboard names the description "Notes". */
  descriptionLabel?: string;
}

const heading = <h2 style={{ margin: 0, fontSize: '1.125rem' }}>Outbound Campaigns</h2>;

/**
 * Outbound Campaigns (/ai-phone tab, and the dashboard panel's Campaigns
 * tab): Create Campaign, the calls-at-once setting, and each campaign as
 * a card whose counters refresh while it calls. On a plan without
 * campaigns, the notice saying which plan has them instead, before
 * anything is built (and nothing is asked of the API, which would refuse).
 */
export function CampaignsScreen(props: CampaignsScreenProps = {}) {
  const { included } = useCampaignsPlan();
  if (!included)
    return (
      <div style={{ display: 'grid', gap: theme.space.md, marginTop: theme.space.lg }}>
        {heading}
        <CampaignsPlanNotice building="create a campaign" />
      </div>
    );
  return <CampaignsBuilder {...props} />;
}

function CampaignsBuilder({ descriptionLabel }: CampaignsScreenProps) {
  const lists = useCallLists();
  const [creating, setCreating] = useState(false);
  let body;
  if (lists.isPending) body = <Spinner label="Loading campaigns" />;
  else if (lists.isError)
    body = <EmptyState role="alert" title="Campaigns could not be loaded." description={serverMessage(lists.error) ?? 'Please reload the page.'} />;
  else if (lists.data.length === 0)
    body = (
      <EmptyState
        title="No campaigns yet"
        description="Create a campaign with a call script, add contacts who consented, and your assistant calls them between 8 am and 9 pm in their time zone."
        action={<Button onClick={() => setCreating(true)}>Create Campaign</Button>}
      />
    );
  else
    body = (
      <div style={{ display: 'grid', gap: theme.space.md }}>
        {byPriority(lists.data).map((l) => (
          <CampaignCard key={l.id} campaign={l} />
        ))}
      </div>
    );
  return (
    <div style={{ display: 'grid', gap: theme.space.md, marginTop: theme.space.lg }}>
      <Toolbar label="Campaigns" justify="space-between">
        {heading}
        <Button onClick={() => setCreating(true)}>Create Campaign</Button>
      </Toolbar>
      <CampaignSettingsCard />
      {body}
      <CampaignFormDialog open={creating} onClose={() => setCreating(false)} descriptionLabel={descriptionLabel} />
    </div>
  );
}
