import { PageFrame } from '@leadnest/ui';

/** Privacy Policy (/privacy): the page frame; the full screen comes with its own issue. */
export function PrivacyPage() {
  return <PageFrame title="Privacy Policy" subtitle="Effective August 14, 2025" />;
}
