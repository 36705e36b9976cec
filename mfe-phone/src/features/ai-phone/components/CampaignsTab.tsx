import { EmptyState, theme } from '@leadnest/ui';

/** Outbound Campaigns: their own issue; until then the tab says so (no sample campaigns). */
export function CampaignsTab() {
  return (
    <div style={{ marginTop: theme.space.lg }}>
      <EmptyState
        title="No campaigns yet"
        description="Outbound AI calling campaigns are coming next: create a campaign, add contacts, and your assistant calls them within calling hours."
      />
    </div>
  );
}
