import { AiPhonePage } from '../features/ai-phone/components/AiPhonePage';
import { CampaignsScreen } from '../features/campaigns/components/CampaignsScreen';

/** /ai-phone with its Outbound Campaigns tab from features/campaigns (features never import each other; they meet here). */
export function AiPhoneRoute() {
  return <AiPhonePage campaignsTab={<CampaignsScreen />} />;
}
