import { PageFrame } from '@leadnest/ui';

/** Dashboard (/dashboard): the page frame; the full screen comes with its own issue. */
export function DashboardPage() {
  return <PageFrame />;
}
