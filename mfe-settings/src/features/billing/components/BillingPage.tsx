import { PageFrame } from '@leadnest/ui';

/** Billing and Subscription (/billing): the page frame; the full screen comes with its own issue. */
export function BillingPage() {
  return <PageFrame />;
}
