import { PageFrame } from '@leadnest/ui';

/** Lead Management (/leads): the page frame; the full screen comes with its own issue. */
export function LeadsPage() {
  return <PageFrame title="Lead Management" subtitle="Track and nurture your real estate leads" />;
}
