import { PageFrame } from '@leadnest/ui';

/** Onboarding (/onboarding): the page frame; the full screen comes with its own issue. */
export function OnboardingPage() {
  return <PageFrame title="Onboarding" subtitle="Step 1 of 5" />;
}
