import { PageFrame } from '@leadnest/ui';

/** Templates (/resources): the page frame; the full screen comes with its own issue. */
export function TemplatesPage() {
  return <PageFrame />;
}
