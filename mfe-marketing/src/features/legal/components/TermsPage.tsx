import { PageFrame } from '@leadnest/ui';

/** Terms of Service (/terms): the page frame; the full screen comes with its own issue. */
export function TermsPage() {
  return <PageFrame title="Terms of Service" subtitle="Effective August 14, 2025" />;
}
