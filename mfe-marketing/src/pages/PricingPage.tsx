import { PRICING_CONTENT } from '../content/pricing';
import { PricingPageView } from '../features/pricing/components/PricingPage';
import { PublishedPage } from '../features/public-content/components/PublishedPage';

/** Pricing (/pricing): the published content in the page's view (the released copy until something is published). */
export function PricingPage() {
  return <PublishedPage page="pricing" defaults={PRICING_CONTENT} View={PricingPageView} />;
}
