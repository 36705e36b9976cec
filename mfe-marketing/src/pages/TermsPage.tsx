import { TERMS_CONTENT } from '../content/terms';
import { TermsPageView } from '../features/legal/components/TermsPage';
import { PublishedPage } from '../features/public-content/components/PublishedPage';

/** Terms of Service (/terms): the published content in the page's view (the released copy until something is published). */
export function TermsPage() {
  return <PublishedPage page="terms" defaults={TERMS_CONTENT} View={TermsPageView} />;
}
