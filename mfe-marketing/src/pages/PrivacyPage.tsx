import { PRIVACY_CONTENT } from '../content/privacy';
import { PrivacyPageView } from '../features/legal/components/PrivacyPage';
import { PublishedPage } from '../features/public-content/components/PublishedPage';

/** Privacy Policy (/privacy): the published content in the page's view (the released copy until something is published). */
export function PrivacyPage() {
  return <PublishedPage page="privacy" defaults={PRIVACY_CONTENT} View={PrivacyPageView} />;
}
