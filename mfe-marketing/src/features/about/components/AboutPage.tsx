import { PageFrame } from '@leadnest/ui';

/** About (/about): the page frame; the full screen comes with its own issue. */
export function AboutPage() {
  return <PageFrame title="About" />;
}
