/**
 * `./PhonePanel`: the dashboard's AI Phone Receptionist panel. Its props are
 * the contract in @leadnest/remotes (PhonePanelProps); the host renders it
 * signed in, inside its QueryClientProvider. Its Contacts and Campaigns
 * tabs come from features/campaigns, joined here (features never import
 * each other).
 */
import type { PhonePanelProps } from '@leadnest/remotes';

import { PhonePanel as Panel } from '../features/ai-phone/components/PhonePanel';
import { CampaignsScreen } from '../features/campaigns/components/CampaignsScreen';
import { ContactListsTab } from '../features/campaigns/components/ContactListsTab';

export type { PhonePanelProps, PhonePanelTab } from '@leadnest/remotes';

export function PhonePanel(props: PhonePanelProps) {
  return <Panel {...props} contactsTab={<ContactListsTab />} campaignsTab={<CampaignsScreen descriptionLabel="Notes" />} />;
}
export default PhonePanel;
