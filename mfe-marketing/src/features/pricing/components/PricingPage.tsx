import { PageFrame } from '@leadnest/ui';

/** Pricing (/pricing): the page frame; the full screen comes with its own issue. */
export function PricingPage() {
  return <PageFrame title="Pricing" subtitle="Billed monthly, cancel anytime." />;
}
