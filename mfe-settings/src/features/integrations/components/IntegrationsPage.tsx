import { PageFrame } from '@leadnest/ui';

/** Connect Your Accounts (/api-settings): the page frame; the full screen comes with its own issue. */
export function IntegrationsPage() {
  return <PageFrame />;
}
