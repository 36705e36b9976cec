import { PageFrame } from '@leadnest/ui';

/** Analytics & Reports (/analytics): the page frame; the full screen comes with its own issue. */
export function AnalyticsPage() {
  return <PageFrame subtitle="Track your performance and ROI" />;
}
